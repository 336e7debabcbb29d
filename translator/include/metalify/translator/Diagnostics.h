//===- Diagnostics.h - Stable-id diagnostics -------------------*- C++ -*-===//
//
// Part of metalify. rules/diagnostics.yaml is the catalog: each id (MTL1001,
// ...) has a severity, a message with {0}, {1}, ... arguments, a manual fix
// and a before/after example. Ids are never reused; retired ids stay in the
// catalog marked retired. DESIGN.md decision 9.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_DIAGNOSTICS_H
#define METALIFY_TRANSLATOR_DIAGNOSTICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace clang {
class SourceManager;
class SourceLocation;
} // namespace clang

namespace llvm {
class raw_ostream;
}

namespace metalify {

enum class Severity { Note, Remark, Warning, Error };

/// One catalog entry.
struct DiagnosticInfo {
  std::string Id;       ///< "MTL1042"
  Severity Level = Severity::Warning;
  std::string Message;  ///< "{0} has no Metal counterpart"
  std::string Fix;      ///< What a human does about it.
  std::string Before;   ///< CUDA before the fix.
  std::string After;    ///< After the fix.
  /// True when a human must act: a marker comment "/* MTL1042: ... */" is
  /// also placed in the translated output.
  bool Marker = false;
  bool Retired = false;
};

/// The diagnostics catalog embedded in the binary.
class DiagnosticCatalog {
public:
  static const DiagnosticCatalog &builtin();
  const DiagnosticInfo *find(llvm::StringRef Id) const;
  llvm::ArrayRef<DiagnosticInfo> entries() const { return Entries; }
  /// Substitutes {0}, {1}, ... in \p Info's message.
  static std::string format(const DiagnosticInfo &Info,
                            llvm::ArrayRef<std::string> Args);

private:
  std::vector<DiagnosticInfo> Entries;
  friend class DiagnosticCatalogLoader;
};

/// Which ids are suppressed or promoted to errors: parsed from
/// "--suppress=MTL1042,MTL1050-MTL1060" and "--error=...".
class DiagnosticFilter {
public:
  /// Parses a comma-separated list of ids and id ranges.
  static llvm::Expected<DiagnosticFilter> parse(llvm::StringRef Suppress,
                                                llvm::StringRef Error);
  bool isSuppressed(llvm::StringRef Id) const;
  bool isPromoted(llvm::StringRef Id) const;

private:
  struct Range { unsigned Lo, Hi; };
  std::vector<Range> Suppressed, Promoted;
};

/// One emitted diagnostic, kept so the emitters can place markers and the
/// statistics can count them.
struct EmittedDiagnostic {
  std::string Id;
  Severity Level;
  std::string Message;
  std::string File;
  unsigned Line = 0, Column = 0;
};

/// Prints diagnostics clang-style ("file:line:col: warning: msg [MTL1042]",
/// the source line and a caret; colour on a terminal) and records them.
class DiagnosticReporter {
public:
  DiagnosticReporter(llvm::raw_ostream &OS, DiagnosticFilter Filter,
                     bool Color);
  /// Reports \p Id at \p Loc; returns false when the id is suppressed.
  bool report(const clang::SourceManager &SM, clang::SourceLocation Loc,
              llvm::StringRef Id, llvm::ArrayRef<std::string> Args = {});
  /// Reports a diagnostic that has no source location (e.g. a missing file).
  bool report(llvm::StringRef File, llvm::StringRef Id,
              llvm::ArrayRef<std::string> Args = {});
  bool hasErrors() const { return ErrorCount != 0; }
  llvm::ArrayRef<EmittedDiagnostic> emitted() const { return Emitted; }

private:
  llvm::raw_ostream &OS;
  DiagnosticFilter Filter;
  bool Color;
  unsigned ErrorCount = 0;
  std::vector<EmittedDiagnostic> Emitted;
};

} // namespace metalify

#endif
