//===- Rules.h - The CUDA -> Metal mapping table ---------------*- C++ -*-===//
//
// Part of metalify. rules/*.yaml (embedded at build time, extended by user
// files given with --rules) is the only place where CUDA and Metal spellings
// live. Every translation decision, diagnostic, statistic and generated doc
// reads this table (DESIGN.md decision 8). Only translator/lib/Rules includes
// the YAML; everything else asks this interface.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_RULES_H
#define METALIFY_TRANSLATOR_RULES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace metalify {

/// What kind of CUDA name a row maps.
enum class RuleKind {
  BuiltinVariable, ///< threadIdx, blockIdx, warpSize, ...
  Qualifier,       ///< __global__, __device__, __shared__, __launch_bounds__
  DeviceFunction,  ///< sinf, __syncthreads, atomicAdd, ...
  Intrinsic,       ///< __shfl_down_sync, __popc, __ldg, ...
  Type,            ///< float4, __half, dim3, ...
  HostApi,         ///< cudaMalloc, cudaMemcpy, ...
  Header,          ///< cuda_runtime.h, cuda_fp16.h, ...
  Macro,           ///< CUDART_VERSION, __CUDACC__, ...
};

/// How faithful the mapping is.
enum class RuleStatus {
  Exact,       ///< Same observable behaviour.
  Approximate, ///< Differs observably; Note says how.
  Emulated,    ///< Built from other operations; Note says how.
  Unsupported, ///< Cannot be translated; Note says why and the workaround.
};

/// One row of the table: one CUDA name.
struct Rule {
  std::string Name;   ///< CUDA spelling, e.g. "atomicAdd".
  RuleKind Kind = RuleKind::DeviceFunction;
  /// The Metal or shim counterpart. A plain name is a rename; otherwise a
  /// template over the call's arguments (see rules/README.md), e.g.
  /// "atomic_fetch_add_explicit(${atomic:1}, $2, memory_order_relaxed)".
  std::string Metal;
  RuleStatus Status = RuleStatus::Exact;
  std::string Note;      ///< The difference, emulation, or why unsupported.
  std::string MinMsl;    ///< Minimum MSL version, e.g. "3.1"; empty = any.
  std::string Diagnostic; ///< Diagnostic id raised on use, e.g. "MTL2001".
  std::string Example;   ///< Short "CUDA -> MSL" example for `metalify rules`.
  std::vector<std::string> Tests; ///< Test files exercising the row.
  std::string File;      ///< Where the row came from (for messages).
  unsigned Line = 0;
};

/// The loaded table: built-in rows plus any user files (user rows override
/// built-in rows of the same name).
class RuleTable {
public:
  /// The table embedded in the binary. Aborts only on a broken build (the
  /// embedded files are checked by `metalify rules --check` in the tests).
  static const RuleTable &builtin();

  /// Built-in rows overridden by the rows of \p UserFiles; a malformed user
  /// file gives an error with file:line:col.
  static llvm::Expected<std::unique_ptr<RuleTable>>
  load(llvm::ArrayRef<std::string> UserFiles);

  /// The row for a CUDA name, or null.
  const Rule *find(llvm::StringRef Name) const;
  /// All rows, sorted by name.
  llvm::ArrayRef<Rule> rows() const { return Rows; }

  /// Expands a row's Metal template with the argument texts of a call.
  /// Fails with a message when the template needs more arguments than given.
  static llvm::Expected<std::string>
  expand(const Rule &R, llvm::ArrayRef<std::string> Args);

private:
  std::vector<Rule> Rows;
  friend class RuleLoader;
};

llvm::StringRef toString(RuleKind K);
llvm::StringRef toString(RuleStatus S);

} // namespace metalify

#endif
