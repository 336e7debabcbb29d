//===- SharedMemoryRewrite.h - __shared__ to threadgroup -------*- C++ -*-===//
//
// Part of metalify. MSL declares threadgroup variables only at kernel
// scope. A kernel's own __shared__ variables become threadgroup variables in
// place; those of helpers are declared at the top of every kernel reaching
// them (named <helper>_<var>) and passed down the call chain: arrays as
// pointers to their first element (or row), scalars by reference.
// `extern __shared__` arrays point into the kernel's dynamic threadgroup
// buffer parameter, and so do the uses of classes that hand them out
// (`T *s = SharedMemory<T>();`, Analysis/SharedMemoryAccessor.h).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_SHAREDMEMORYREWRITE_H
#define METALIFY_REWRITES_SHAREDMEMORYREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// Moves __shared__ declarations to kernel scope and threads them down.
class SharedMemoryRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// Declarations of the hoisted helper variables, for the top of a kernel.
  static std::string hoistedDeclarations(RewriteContext &C);
  /// Local views of the dynamic threadgroup buffer for the file-scope
  /// `extern __shared__` arrays the function names (all alias one buffer,
  /// as in CUDA).
  static std::string dynamicViews(RewriteContext &C);
  /// The extra parameters of a helper, one string each.
  static std::vector<std::string> parameters(RewriteContext &C);
  /// The extra arguments of a call to \p Callee.
  static std::vector<std::string> arguments(RewriteContext &C,
                                            const clang::FunctionDecl *Callee);
  /// The dynamic shared memory parameter (kernel or helper form).
  static std::string dynamicParameter(RewriteContext &C, bool ForKernel);
  /// Bytes of static shared memory a kernel declares, hoisted included.
  static uint64_t staticBytes(RewriteContext &C);
  /// The name \p V has in the kernel that hoists it.
  static std::string hoistedName(const clang::VarDecl *V,
                                 const MslSpelling &Spell);
};

} // namespace metalify

#endif
