//===- CcDriver.h - Building a program the way nvcc would -------*- C++ -*-===//
//
// Part of metalify. The steps behind `metalify cc` and `metalify run`:
// translate each .cu in process, compile host code with the system C++
// compiler, embed each .metal module in its object, link libmetalify.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_CCDRIVER_H
#define METALIFY_TOOLS_CCDRIVER_H

#include "CcOptions.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace metalify {

/// Builds what \p Opts asks for; diagnostics and `-v` output go to \p Log.
/// Returns the exit code (0 on success).
int buildWithOptions(const CcOptions &Opts, llvm::raw_ostream &Log);

/// The files \p Input depends on (itself and every header it includes, as
/// the host preprocessor sees them), for `-M` and for `metalify run`'s
/// cache key. False with a message on \p Log when the scan fails.
bool scanDependencies(const CcOptions &Opts, const CcInput &Input,
                      std::vector<std::string> &Files, llvm::raw_ostream &Log);

} // namespace metalify

#endif
