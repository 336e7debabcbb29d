//===- DeviceCodeRemoval.h - Device-only code leaves host code -*- C++ -*-===//
//
// Part of metalify. __device__ functions (not __host__ __device__ ones) and
// device variables (__device__, __constant__, __shared__) move to the .metal
// file, so they are removed from the host output. Host code that still
// names a removed variable (cudaMemcpyToSymbol, ...) is an error until the
// symbol ABI lands; __managed__ variables are an error.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DEVICECODEREMOVAL_H
#define METALIFY_REWRITES_DEVICECODEREMOVAL_H

#include "Rewrites/HostRewriteContext.h"

#include "llvm/ADT/SmallPtrSet.h"

namespace clang {
class VarDecl;
}

namespace metalify {

/// Removes the device-only declarations of one file.
class DeviceCodeRemoval {
public:
  explicit DeviceCodeRemoval(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// Removes \p D's text; false (after a diagnostic) when it cannot.
  bool remove(const clang::Decl &D, llvm::StringRef What);
  /// Reports host code that names a removed variable.
  void checkHostUses();

  HostRewriteContext &Ctx;
  llvm::SmallPtrSet<const clang::VarDecl *, 8> RemovedVariables;
  /// Begin offsets of removed ranges: `__device__ int a, b;` is one range.
  llvm::DenseSet<unsigned> RemovedOffsets;
};

} // namespace metalify

#endif
