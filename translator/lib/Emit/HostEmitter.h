//===- HostEmitter.h - The host .cpp output --------------------*- C++ -*-===//
//
// Part of metalify. The host output is the input text byte for byte except
// for what the host rewrites change (docs/ABI.md, "Host side"): CUDA
// includes, kernel declarations, device-only code and launches.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_EMIT_HOSTEMITTER_H
#define METALIFY_EMIT_HOSTEMITTER_H

#include "metalify/translator/Translate.h"

#include "llvm/Support/Error.h"
#include <string>

namespace metalify {

class ParsedUnit;

/// Everything the host emitter needs from the pipeline.
struct HostEmitInput {
  const ParsedUnit &Unit;
  const RuleTable &Rules;
  DiagnosticReporter &Diags;
  std::string InputPath;  ///< For diagnostics without a location.
  std::string ModuleName; ///< "foo.metal", named by the kernel handles.
};

/// Emits the host .cpp text; an error when any rewrite reported one.
llvm::Expected<std::string> emitHostFile(const HostEmitInput &In);

} // namespace metalify

#endif
