//===- MetalEmitter.h - The .metal output ----------------------*- C++ -*-===//
//
// Part of metalify. Builds the MSL text of all device code of a translation
// unit: types, constants and helpers used by device code in dependency
// order, helpers cloned per address-space signature, kernels with the ABI of
// docs/ABI.md.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_EMIT_METALEMITTER_H
#define METALIFY_EMIT_METALEMITTER_H

#include "Driver/InactiveText.h"
#include "Emit/MetalLineMap.h"
#include "metalify/translator/Translate.h"

#include "llvm/Support/Error.h"
#include <string>

namespace clang {
class ASTContext;
}

namespace metalify {

/// Everything the Metal emitter needs from the pipeline.
struct MetalEmitInput {
  clang::ASTContext &Context;
  const RuleTable &Rules;
  DiagnosticReporter &Diags;
  const TranslateOptions &Options;
  std::string SourceFileName; ///< "foo.cu", for the header comment
  /// What conditional compilation left out of the user's files.
  llvm::ArrayRef<InactiveText> Inactive = {};
};

/// The .metal text of a translation unit and where its lines came from.
struct MetalModule {
  std::string Text;
  MetalLineMap Lines;
};

/// Emits the .metal text. Reports unsupported constructs through Diags and
/// returns an error when any error was reported.
llvm::Expected<MetalModule> emitMetalModule(const MetalEmitInput &In);

} // namespace metalify

#endif
