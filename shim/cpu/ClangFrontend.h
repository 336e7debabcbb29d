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

#include <memory>
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

/// What one run of Clang does besides its action.
struct FrontendJob {
  enum ModeTy { Analysis, Codegen, Precompile };
  ModeTy Mode = Analysis;
  /// Report warnings too (check-msl), not only errors.
  bool KeepWarnings = false;
  /// A precompiled prelude (PreludePch.h) to start from, or null.
  std::shared_ptr<const std::string> Pch;
  /// Precompile: the file the PCH is written to.
  std::string OutputFile;
};

/// Runs \p Action over \p Text (already through extractMslAttributes) named
/// Opts.SourceName. Clang's diagnostics are appended to \p Messages. Returns
/// false when an error was reported or the options are invalid.
bool runFrontend(std::string_view Text, const CompileOptions &Opts,
                 clang::FrontendAction &Action, const FrontendJob &Job,
                 std::string &Messages);

/// __METAL_VERSION__ for Opts.LanguageVersion ("3.1" -> 310), or 0 when the
/// version is not one this backend implements.
unsigned metalVersionNumber(std::string_view LanguageVersion);

} // namespace metalify::cpu

#endif
