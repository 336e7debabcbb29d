//===- KernelReferenceRewrite.h - Kernel names qualified in host code -*- C++ -*-===//
//
// Part of metalify. In host code a kernel is a handle variable
// (KernelHandleRewrite), and a variable does not join an overload set:
// where the kernel's name also names a function a using-directive brings in
// (`using namespace std;` and std::fill beside a kernel `fill`) or a host
// function of the program, the handle lives in a namespace of its own
// (HostRewriteContext.h, KernelHandleNamespace), and every unqualified host
// reference to the kernel is written qualified: `fill<<<...>>>` ->
// `::metalify_kernels::fill<<<...>>>`. A launch whose kernel-template
// instance is deduced is qualified by LaunchRewrite, which rewrites its
// callee. Other kernels keep their references as written.
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
