//===- TranslateOutputs.h - Writing translate's outputs --------*- C++ -*-===//
//
// Part of metalify. Checks and writes the outputs of `metalify translate`:
// never over an input, never two outputs to one path, each file replaced
// atomically, and on a failure the files written so far removed again.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_TRANSLATEOUTPUTS_H
#define METALIFY_TOOLS_TRANSLATEOUTPUTS_H

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Translate.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace metalify {

/// One translated input waiting to be written.
struct PlannedOutput {
  std::string InputPath;
  TranslationResult Result;
};

/// Writes every planned output into \p Dir (created when missing). Returns
/// false, after a diagnostic, when anything is wrong; then no output of
/// this run is left behind.
bool writeOutputs(llvm::ArrayRef<PlannedOutput> Planned, llvm::StringRef Dir,
                  DiagnosticReporter &Diags);

} // namespace metalify

#endif
