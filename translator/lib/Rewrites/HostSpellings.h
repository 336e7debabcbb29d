//===- HostSpellings.h - Host-side spellings from the rules ----*- C++ -*-===//
//
// Part of metalify. What the host rewrites write (the launch function, the
// kernel handle type, the include that replaces CUDA headers) comes from
// rows of rules/mapping/launch.yaml and rules/mapping/headers.yaml; this is
// the one place that looks those rows up.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HOSTSPELLINGS_H
#define METALIFY_REWRITES_HOSTSPELLINGS_H

#include "metalify/translator/Rules.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <string>

namespace metalify {

/// The host-side spellings of one rule table.
struct HostSpellings {
  /// Replaces `k<<<...>>>(...)`: "metalify::launch".
  std::string LaunchFunction;
  /// The typed kernel handle template: "metalify::Kernel".
  std::string KernelHandle;
  /// What a __constant__ / __device__ variable becomes: "metalify::Symbol".
  std::string SymbolHandle;
  /// What every CUDA file sees without an include (nvcc's implicit
  /// cuda_runtime.h), spelled for the host; empty when the rules have none.
  std::string ImplicitInclude;
  /// CUDA header name (as written in #include) -> the header to include.
  llvm::StringMap<std::string> Headers;

  /// The header row for \p Name, or null when it is not a CUDA header.
  const std::string *headerFor(llvm::StringRef Name) const;

  /// The name of the launch row (`<<<>>>`), for statistics.
  static llvm::StringRef launchRowName();

  /// Reads the rows; an error names a missing row (a broken rules file).
  static llvm::Expected<HostSpellings> load(const RuleTable &Rules);
};

} // namespace metalify

#endif
