//===- KernelHandleRewrite.h - Kernels -> typed host handles ---*- C++ -*-===//
//
// Part of metalify. In host code a kernel becomes a typed handle named like
// it (docs/ABI.md, "Host side"): its first declaration or definition turns
// into
//   /* metalify: saxpy runs on the GPU from foo.metal */
//   inline metalify::Kernel<int, float, const float *, float *> saxpy{...};
// and its later declarations (and the definition) are removed. A kernel that
// reaches __constant__ / __device__ globals lists their symbol handles, in
// buffer order, in a static array `<kernel>_symbols` given to its handle.
// A kernel declared in a header that is not translated stays a function
// there, as in nvcc's host pass: its definition becomes the host stub (a
// body that only names the kernel's static handle, declared before it),
// followed by its registration (metalify::registerKernelStub), so the
// function's address is the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELHANDLEREWRITE_H
#define METALIFY_REWRITES_KERNELHANDLEREWRITE_H

#include "Rewrites/HostRewriteContext.h"
#include "llvm/ADT/DenseSet.h"

#include <string>

namespace clang {
class FunctionDecl;
}

namespace metalify {

class BuiltinUsage;

/// `P1, P2, ...`: the parameter types of \p Kernel spelled for the host,
/// without their top-level qualifiers.
std::string kernelParameterTypes(HostRewriteContext &Ctx,
                                 const clang::FunctionDecl &Kernel);

/// `metalify::Kernel<P1, P2, ...>`: the handle type of \p Kernel, its
/// parameter types spelled for the host.
std::string kernelHandleType(HostRewriteContext &Ctx,
                             const clang::FunctionDecl &Kernel);

/// `inline const void *const <ArrayName>[] = {&a, &b};`, then a newline
/// and \p Indent: the handles of the __constant__ / __device__ globals that
/// kernel \p Def reaches, in buffer order; empty when it reaches none. The
/// array goes where \p At is declared; a global whose handle cannot be
/// named there is reported (MTL1031, MTL1032).
std::string kernelSymbolArray(HostRewriteContext &Ctx,
                              const BuiltinUsage &Usage,
                              const clang::FunctionDecl &Def,
                              const clang::FunctionDecl &At,
                              llvm::StringRef ArrayName,
                              llvm::StringRef Linkage, llvm::StringRef Indent);

/// `inline const metalify::PointerField <ArrayName>[] = {{0, 0}, {0, 8}};`,
/// then a newline and \p Indent: for each pointer member of a by-value
/// struct parameter of \p Kernel, the parameter's index and the member's
/// byte offset in the host layout, which the shim checks and translates
/// (docs/ABI.md); empty when no by-value parameter holds a pointer.
std::string kernelPointerFieldArray(HostRewriteContext &Ctx,
                                    const clang::FunctionDecl &Kernel,
                                    llvm::StringRef ArrayName,
                                    llvm::StringRef Linkage,
                                    llvm::StringRef Indent);

/// Rewrites the kernel declarations of one file into handles.
class KernelHandleRewrite {
public:
  /// \p Usage: the implicit inputs of the file's device functions (the
  /// globals each kernel reaches).
  KernelHandleRewrite(HostRewriteContext &Ctx, const BuiltinUsage &Usage)
      : Ctx(Ctx), Usage(Usage) {}
  void run();

private:
  /// Rewrites all declarations of one kernel (given in source order).
  void rewriteKernel(llvm::ArrayRef<const clang::FunctionDecl *> Decls);
  /// A kernel that a kept (untranslated) header declares stays a host
  /// function in every file: its definition gets a handle \p Handle
  /// before it, a body that only names the handle, and the function's
  /// registration as that kernel after it; declarations are left alone.
  void rewriteStub(llvm::ArrayRef<const clang::FunctionDecl *> Decls);
  /// The static handle (and its arrays) of stub kernel \p Def, inserted
  /// before the definition, ending with a newline and \p Indent.
  std::string stubHandleText(const clang::FunctionDecl &Def,
                             llvm::StringRef Handle, llvm::StringRef Indent);
  /// The handle's declaration text replacing \p First.
  std::string handleText(const clang::FunctionDecl &First);

  HostRewriteContext &Ctx;
  const BuiltinUsage &Usage;
  /// Kernels (canonical declarations) whose address host code keeps.
  llvm::DenseSet<const clang::FunctionDecl *> AddressTaken;
};

} // namespace metalify

#endif
