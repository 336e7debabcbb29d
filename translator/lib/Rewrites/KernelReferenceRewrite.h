//===- KernelReferenceRewrite.h - Kernel names qualified in host code -*- C++ -*-===//
//
// Part of metalify. In host code a kernel is a handle variable
// (KernelHandleRewrite), and a variable does not join an overload set: with
// `using namespace std;`, an unqualified `fill` names both the handle and
// std::fill and is ambiguous, where nvcc's kernel function would simply win
// overload resolution. So every unqualified host reference to a kernel whose
// name a using-directive also brings in (Analysis/UsingDirectives.h) is
// written qualified (`fill<<<...>>>` -> `::fill<<<...>>>`, `::ns::fill`):
// qualified lookup stops at the namespace that declares the name and does
// not follow its using-directives. A kernel in an unnamed namespace, which
// cannot be named so, keeps its reference as written.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELREFERENCEREWRITE_H
#define METALIFY_REWRITES_KERNELREFERENCEREWRITE_H

#include "Rewrites/HostRewriteContext.h"

namespace metalify {

/// Qualifies the unqualified references to kernels in host code.
class KernelReferenceRewrite {
public:
  explicit KernelReferenceRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// Writes \p Qualifier before the name token at \p NameLoc, once.
  void qualify(clang::SourceLocation NameLoc, const std::string &Qualifier);

  HostRewriteContext &Ctx;
  llvm::DenseSet<unsigned> Qualified;
};

} // namespace metalify

#endif
