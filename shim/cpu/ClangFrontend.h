//===- ClangFrontend.h - Clang in-process over MSL text --------*- C++ -*-===//
//
// Part of metalify. One CompilerInstance per run, configured from cc1
// arguments built here (no driver, no subprocess): C++17, no exceptions, no
// RTTI, no standard headers, the prelude served from memory, Metal's math
// mode. The caller supplies the action (analysis or code generation).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_CLANGFRONTEND_H
#define METALIFY_SHIM_CPU_CLANGFRONTEND_H

#include "common/Backend.h"

#include <string>
#include <string_view>
#include <vector>

namespace clang {
class FrontendAction;
} // namespace clang

namespace metalify::cpu {

/// The host the JIT targets: triple, CPU and features, also part of cache
/// keys.
struct HostTarget {
  std::string Triple;
  std::string Cpu;
  std::vector<std::string> Features;
};

/// Detected once per process.
const HostTarget &hostTarget();

/// Runs \p Action over \p Text (already through extractMslAttributes) named
/// Opts.SourceName. Clang's diagnostics are appended to \p Messages; warnings
/// only when \p KeepWarnings. Returns false when an error was reported (the
/// message is in \p Messages) or the options are invalid.
bool runFrontend(std::string_view Text, const CompileOptions &Opts,
                 clang::FrontendAction &Action, std::string &Messages,
                 bool KeepWarnings, bool ForCodegen);

/// __METAL_VERSION__ for Opts.LanguageVersion ("3.1" -> 310), or 0 when the
/// version is not one this backend implements.
unsigned metalVersionNumber(std::string_view LanguageVersion);

} // namespace metalify::cpu

#endif
