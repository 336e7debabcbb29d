//===- ParsedUnit.h - A CUDA file parsed by Clang --------------*- C++ -*-===//
//
// Part of metalify. Runs Clang on one .cu file (host-side CUDA parsing
// against our headers) and keeps the AST and the main file's #include
// directives alive for the analyses and emitters. Clang's own errors are
// printed clang-style and make the parse fail.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_DRIVER_PARSEDUNIT_H
#define METALIFY_DRIVER_PARSEDUNIT_H

#include "Driver/InactiveText.h"
#include "metalify/translator/Translate.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CompilerInstance;
class FrontendAction;
class Preprocessor;
} // namespace clang

namespace metalify {

/// File contents by file name, as Clang opened the file.
using FileTexts = std::map<std::string, std::string>;

/// One #include directive written in a file of the user's (the main file
/// or one of the user's headers; never a system header or ours).
struct IncludeDirective {
  clang::SourceLocation HashLoc;       ///< The '#'.
  clang::CharSourceRange FilenameRange; ///< "<cuda.h>" or "\"x.h\"".
  std::string FileName;                ///< As written, without delimiters.
  bool Angled = false;
  /// The file the directive entered; invalid when it entered none (an
  /// include guard, #pragma once, a file not found).
  clang::FileID Entered;
  /// The path the directive resolved to, entered or not; empty when not
  /// found.
  std::string Resolved;
};

/// A parsed translation unit. Owns the Clang instance; the AST lives as
/// long as this object.
class ParsedUnit {
public:
  ~ParsedUnit();
  clang::ASTContext &context() const;
  clang::SourceManager &sourceManager() const;
  clang::Preprocessor &preprocessor() const;
  const std::vector<IncludeDirective> &includes() const { return Includes; }
  /// True when \p Loc is written in a file this translation rewrites: the
  /// main file or a file merged into it (Driver/TranslatedFiles.h).
  bool isWrittenInTranslatedFile(clang::SourceLocation Loc) const;
  /// The files merged into the main file's translation, in the order their
  /// directives appear; each directive is replaced by the file's text.
  const std::vector<const IncludeDirective *> &mergedIncludes() const {
    return Merged;
  }
  /// The user's files read through #include anywhere in the unit (not
  /// system headers, not our CUDA headers), as Clang found them, each once.
  const std::vector<std::string> &includedFiles() const { return Included; }
  /// True when a conditional directive of the user's files (`#if`,
  /// `#ifdef`, ...) names the macro \p Name.
  bool conditionsTest(llvm::StringRef Name) const {
    return Tested.contains(Name);
  }
  /// What conditional compilation left out of the user's files, in the
  /// order the preprocessor met it (ranges may overlap).
  const std::vector<InactiveText> &inactiveText() const { return Inactive; }

private:
  ParsedUnit();
  friend llvm::Expected<std::unique_ptr<ParsedUnit>>
  parseCudaFile(const std::string &, const TranslateOptions &,
                DiagnosticReporter &, const FileTexts &);

  std::unique_ptr<clang::CompilerInstance> Instance;
  std::unique_ptr<clang::FrontendAction> Action;
  std::vector<IncludeDirective> Includes;
  std::vector<std::string> Included;
  llvm::DenseSet<clang::FileID> Translated;
  std::vector<const IncludeDirective *> Merged;
  llvm::StringSet<> Tested;
  std::vector<InactiveText> Inactive;
};

/// Parses \p InputPath, reading the files named in \p Replacements (the
/// main file or its user headers) from the texts given there. Clang's diagnostics go to \p Diags' stream, clang-style; any
/// error (Clang's or ours, e.g. a missing resource directory) makes the
/// result an error, already reported.
llvm::Expected<std::unique_ptr<ParsedUnit>>
parseCudaFile(const std::string &InputPath, const TranslateOptions &Opts,
              DiagnosticReporter &Diags, const FileTexts &Replacements = {});

/// The error value of a failure that was already reported to the user.
llvm::Error reportedFailure(llvm::StringRef What);

} // namespace metalify

#endif
