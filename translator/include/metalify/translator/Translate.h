//===- Translate.h - Translating one CUDA file ------------------*- C++ -*-===//
//
// Part of metalify. The library entry point behind `metalify translate`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_TRANSLATE_H
#define METALIFY_TRANSLATOR_TRANSLATE_H

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include <functional>
#include <string>
#include <vector>

namespace metalify {

/// What becomes of 64-bit floating point in device code (--fp64).
enum class Fp64Mode {
  Emulate, ///< IEEE binary64 in software (metalify::f64): exact, the default
  Error,   ///< every use is an error (MTL2006): Metal has no double
  Demote,  ///< computed as float, with a warning at each site (MTL2036)
};

/// Compiles a generated .metal module named \p Name with Metal's rules and
/// returns whether it compiles; clang-style messages ("Name:line:col: error:
/// ...") are appended to \p Messages. The tool supplies it (the CPU
/// backend's front end): this library never links the shim.
using MslCheck = std::function<bool(llvm::StringRef Msl, llvm::StringRef Name,
                                    std::string &Messages)>;

/// What the user asked for; filled from the command line.
struct TranslateOptions {
  std::vector<std::string> IncludeDirs;   ///< -I
  std::vector<std::string> Defines;       ///< -D NAME[=VALUE] and -U NAME (as "-UNAME")
  std::string Std;                        ///< -std=c++17 etc.; empty = default
  std::string CompilationDatabaseDir;     ///< -p DIR
  std::vector<std::string> ExtraArgs;     ///< passed to Clang unchanged
  std::string MslVersion = "3.1";         ///< --msl-version
  bool FastMath = false;                  ///< --use_fast_math
  Fp64Mode Fp64 = Fp64Mode::Emulate;      ///< --fp64=emulate|error|demote
  bool CollectStats = false;              ///< --stats: fill Constructs
  /// When set, a .metal that does not compile fails the translation with
  /// errors located in the CUDA source (MTL2041).
  MslCheck CheckMsl;
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

/// What translating one file found out, kept even when the translation
/// fails (as far as it got): what `--stats` reports and which headers a
/// whole-tree translation must rewrite.
struct TranslationFacts {
  /// With Options.CollectStats, once the file parsed: the table's names
  /// used in the file, by name.
  std::vector<ConstructCount> Constructs;
  /// Lines of the input not kept byte for byte in the host output
  /// (with Options.CollectStats, when the translation succeeded).
  unsigned LinesChanged = 0;
  /// The user's files the parse read through #include (not system headers,
  /// not our CUDA headers), as Clang found them, each once.
  std::vector<std::string> IncludedFiles;
};

/// A header of a CUDA program rewritten for the host build: the text with
/// each #include of a CUDA header replaced as the rules' header rows say.
struct HeaderTranslation {
  std::string Text;
  /// The header rows used, by name (always filled).
  std::vector<ConstructCount> Constructs;
  unsigned LinesChanged = 0;
};

/// Translates \p InputPath. Diagnostics go to \p Diags; on any error the
/// result is an llvm::Error and nothing must be written. \p Facts, when
/// given, receives what was found even when the translation fails.
llvm::Expected<TranslationResult>
translateFile(const std::string &InputPath, const TranslateOptions &Opts,
              const RuleTable &Rules, DiagnosticReporter &Diags,
              TranslationFacts *Facts = nullptr);

/// Rewrites the CUDA includes of the header \p InputPath (every #include
/// line, active or not: a header is translated once for all its includers,
/// whatever they define). Fails, after a diagnostic, when it cannot be read.
llvm::Expected<HeaderTranslation> translateHeader(const std::string &InputPath,
                                                  const RuleTable &Rules,
                                                  DiagnosticReporter &Diags);

} // namespace metalify

#endif
