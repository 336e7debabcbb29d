//===- KernelHandleRewrite.h - Kernels -> typed host handles ---*- C++ -*-===//
//
// Part of metalify. In host code a kernel becomes a typed handle named like
// it (docs/ABI.md, "Host side"): its first declaration or definition turns
// into
//   /* metalify: saxpy runs on the GPU from foo.metal */
//   inline metalify::Kernel<int, float, const float *, float *> saxpy{...};
// and its later declarations (and the definition) are removed.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELHANDLEREWRITE_H
#define METALIFY_REWRITES_KERNELHANDLEREWRITE_H

#include "Rewrites/HostRewriteContext.h"

#include <string>

namespace clang {
class FunctionDecl;
}

namespace metalify {

/// Rewrites the kernel declarations of one file into handles.
class KernelHandleRewrite {
public:
  explicit KernelHandleRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// Rewrites all declarations of one kernel (given in source order).
  void rewriteKernel(llvm::ArrayRef<const clang::FunctionDecl *> Decls);
  /// The handle's declaration text replacing \p First.
  std::string handleText(const clang::FunctionDecl &First);

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
