//===- BuiltinUsage.h - Implicit inputs of device functions ----*- C++ -*-===//
//
// Part of metalify. CUDA device code reads built-in variables (threadIdx,
// ...) and __shared__ storage from anywhere; MSL has them only as kernel
// parameters and kernel-scope variables. The same holds for __constant__ and
// __device__ globals, which become reserved buffers (docs/ABI.md). This
// analysis finds, per function, which of them it needs, directly or through
// its callees, so they can be threaded down the call chain as extra
// parameters.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_BUILTINUSAGE_H
#define METALIFY_ANALYSIS_BUILTINUSAGE_H

#include "clang/AST/Type.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

class DeviceCallGraph;
class RuleTable;

/// What a device function needs beyond its own parameters.
struct ImplicitInputs {
  /// Built-in variables passed as parameters, by CUDA name, in table order.
  llvm::SmallVector<std::string, 4> Builtins;
  /// __shared__ variables of helpers that reach this function as parameters
  /// (for a helper: its own and its callees'; for a kernel: its callees').
  llvm::SmallVector<const clang::VarDecl *, 4> Shared;
  /// True when `extern __shared__` memory is used here or below.
  bool DynamicShared = false;
  /// File-scope `extern __shared__` arrays this function names directly;
  /// each becomes a local view of the dynamic threadgroup buffer.
  llvm::SmallVector<const clang::VarDecl *, 2> DynamicGlobals;
  /// __constant__ and __device__ globals used here or below (their
  /// definitions where the file has one), in declaration order: the order
  /// of the kernel's reserved buffers and of its handle's symbol list.
  llvm::SmallVector<const clang::VarDecl *, 2> Globals;
};

/// Implicit inputs of every function of a DeviceCallGraph.
class BuiltinUsage {
public:
  /// How the MSL spells a type (MslSpelling::type).
  using TypeSpeller = llvm::function_ref<std::string(clang::QualType)>;

  /// Computes the inputs of every kernel and helper of \p Graph; built-in
  /// variables are the builtin-variable rows of \p Rules that declare a
  /// parameter (their Metal text holds an attribute). With \p SpellType, a
  /// library call needs the built-ins of the overloads its argument types
  /// may select (a 64-bit atomicCAS needs the lock table, a 32-bit one
  /// does not); without, those of all its overloads.
  static BuiltinUsage compute(const DeviceCallGraph &Graph,
                              const RuleTable &Rules,
                              TypeSpeller SpellType = {});

  /// The inputs of \p F (empty for an unknown function).
  const ImplicitInputs &inputs(const clang::FunctionDecl *F) const;
  /// The static __shared__ variables declared in \p F's body.
  llvm::ArrayRef<const clang::VarDecl *>
  ownShared(const clang::FunctionDecl *F) const;

  /// True for a static (not extern) __shared__ variable.
  static bool isStaticShared(const clang::VarDecl *V);
  /// True for an `extern __shared__` array.
  static bool isDynamicShared(const clang::VarDecl *V);
  /// True for a file-scope __constant__ or __device__ variable the user
  /// declared (not a built-in variable of our headers).
  static bool isDeviceGlobal(const clang::VarDecl *V);

private:
  llvm::DenseMap<const clang::FunctionDecl *, ImplicitInputs> Inputs;
  llvm::DenseMap<const clang::FunctionDecl *,
                 llvm::SmallVector<const clang::VarDecl *, 4>>
      Own;
};

} // namespace metalify

#endif
