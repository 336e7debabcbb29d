//===- Translate.h - Translating one CUDA file ------------------*- C++ -*-===//
//
// Part of metalify. The library entry point behind `metalify translate`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_TRANSLATE_H
#define METALIFY_TRANSLATOR_TRANSLATE_H

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include <string>
#include <vector>

namespace metalify {

/// What the user asked for; filled from the command line.
struct TranslateOptions {
  std::vector<std::string> IncludeDirs;   ///< -I
  std::vector<std::string> Defines;       ///< -D NAME[=VALUE] and -U NAME (as "-UNAME")
  std::string Std;                        ///< -std=c++17 etc.; empty = default
  std::string CompilationDatabaseDir;     ///< -p DIR
  std::vector<std::string> ExtraArgs;     ///< passed to Clang unchanged
  std::string MslVersion = "3.1";         ///< --msl-version
  bool FastMath = false;                  ///< --use_fast_math
  bool CollectStats = false;              ///< --stats: fill Constructs
};

/// How often one CUDA name of the rules table is used in a file
/// (`metalify translate --stats`).
struct ConstructCount {
  std::string Name;  ///< The row's CUDA name.
  const Rule *Row = nullptr;
  unsigned Uses = 0;
};

/// The two outputs of one translated file, held in memory until every
/// stage succeeded (the translator fails closed).
struct TranslationResult {
  std::string MetalFileName; ///< "foo.metal"
  std::string Metal;
  std::string HostFileName;  ///< "foo.cpp"
  std::string Host;
  /// With Options.CollectStats: the table's names used in the file, by name.
  std::vector<ConstructCount> Constructs;
};

/// Translates \p InputPath. Diagnostics go to \p Diags; on any error the
/// result is an llvm::Error and nothing must be written.
llvm::Expected<TranslationResult> translateFile(const std::string &InputPath,
                                                const TranslateOptions &Opts,
                                                const RuleTable &Rules,
                                                DiagnosticReporter &Diags);

} // namespace metalify

#endif
