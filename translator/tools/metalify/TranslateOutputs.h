//===- TranslateOutputs.h - Writing translate's outputs --------*- C++ -*-===//
//
// Part of metalify. Writes the outputs of one planned file of `metalify
// translate`: each file replaced atomically (temporary file + rename, so a
// reader never sees half a file), its folder created when missing, and on
// a failure the files of the set written so far removed again. Where the
// files go, and that none of them is a source, is the plan's business
// (metalify/translator/TreePlan.h).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_TRANSLATEOUTPUTS_H
#define METALIFY_TOOLS_TRANSLATEOUTPUTS_H

#include "metalify/translator/Diagnostics.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace metalify {

/// One file to write: its path and its text.
struct OutputFile {
  std::string Path;
  llvm::StringRef Text;
};

/// Writes all of \p Files or, after a diagnostic (MTL1004), none of them.
bool writeOutputFiles(llvm::ArrayRef<OutputFile> Files,
                      DiagnosticReporter &Diags);

/// Copies \p From to \p To atomically, keeping its permissions (scripts
/// stay executable); false after a diagnostic.
bool copyOutputFile(llvm::StringRef From, llvm::StringRef To,
                    DiagnosticReporter &Diags);

} // namespace metalify

#endif
