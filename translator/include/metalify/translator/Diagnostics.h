//===- Diagnostics.h - Stable-id diagnostics -------------------*- C++ -*-===//
//
// Part of metalify. rules/diagnostics/*.yaml is the catalog: each id
// (MTL1001, ...) has a severity, a message with {0}, {1}, ... arguments, a
// manual fix and a before/after example. Ids are never reused; retired ids
// stay in the catalog marked retired. DESIGN.md decision 9.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_DIAGNOSTICS_H
#define METALIFY_TRANSLATOR_DIAGNOSTICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
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

struct Rule;
struct RuleMapping;

enum class Severity { Note, Remark, Warning, Error };

llvm::StringRef toString(Severity S);
std::optional<Severity> parseSeverity(llvm::StringRef S);

/// One catalog entry.
struct DiagnosticInfo {
  std::string Id; ///< "MTL1042"
  Severity Level = Severity::Warning;
  std::string Message; ///< "{0} has no Metal counterpart"
  std::string Fix;     ///< What a human does about it.
  std::string Before;  ///< CUDA before the fix.
  std::string After;   ///< After the fix.
  /// True when a human must act: a marker comment "/* MTL1042: ... */" is
  /// also placed in the translated output.
  bool Marker = false;
  bool Retired = false;
  std::string File; ///< Catalog file it came from (for messages).
  unsigned Line = 0;
  unsigned Column = 0;
};

/// One catalog file as written, entries in file order.
struct DiagnosticFile {
  std::string Path;
  std::vector<DiagnosticInfo> Entries;
};

/// Parses one catalog file; errors are "path:line:col: error: ...".
llvm::Expected<DiagnosticFile> parseDiagnosticFile(llvm::StringRef Path,
                                                   llvm::StringRef Contents);

/// The numeric part of "MTL1042", or nullopt when \p Id is not MTLdddd.
std::optional<unsigned> parseDiagnosticNumber(llvm::StringRef Id);

/// The diagnostics catalog embedded in the binary.
class DiagnosticCatalog {
public:
  static const DiagnosticCatalog &builtin();
  /// Builds a catalog; fails on an id defined twice (across files too).
  static llvm::Expected<DiagnosticCatalog>
  fromFiles(std::vector<DiagnosticFile> Files);

  const DiagnosticInfo *find(llvm::StringRef Id) const;
  /// All entries, sorted by id.
  llvm::ArrayRef<DiagnosticInfo> entries() const { return Entries; }
  /// Substitutes {0}, {1}, ... in \p Info's message. A missing argument
  /// stays as "{N}" rather than failing: a diagnostic must always print.
  static std::string format(const DiagnosticInfo &Info,
                            llvm::ArrayRef<std::string> Args);
  /// The number of {N} arguments a message uses (highest N + 1).
  static unsigned arity(llvm::StringRef Message);

private:
  std::vector<DiagnosticInfo> Entries;
  friend class DiagnosticCatalogLoader;
};

/// Which ids are suppressed or promoted to errors: parsed from
/// "--suppress=MTL1042,MTL1050-MTL1060" and "--error=...".
class DiagnosticFilter {
public:
  /// Parses a comma-separated list of ids and id ranges. Errors name the
  /// offending item ("--suppress: 'MTL10x' is not an id (MTLdddd)").
  static llvm::Expected<DiagnosticFilter> parse(llvm::StringRef Suppress,
                                                llvm::StringRef Error);
  bool isSuppressed(llvm::StringRef Id) const;
  bool isPromoted(llvm::StringRef Id) const;

private:
  struct Range {
    unsigned Lo, Hi;
  };
  static llvm::Error parseList(llvm::StringRef Option, llvm::StringRef List,
                               std::vector<Range> &Out);
  static bool contains(llvm::ArrayRef<Range> Ranges, llvm::StringRef Id);
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
  bool Marker = false; ///< The catalog asks for a marker comment.

  /// "/* MTL1042: message */" for the translated output.
  std::string markerComment() const;
};

/// A place in a source file, resolved (no Clang needed).
struct DiagnosticLocation {
  std::string File;
  unsigned Line = 0;    ///< 1-based; 0 = no line (file-level diagnostic).
  unsigned Column = 0;  ///< 1-based; 0 = no column.
  std::string LineText; ///< The source line for the excerpt, may be empty.
};

/// Prints diagnostics clang-style ("file:line:col: warning: msg [MTL1042]",
/// the source line and a caret; colour only when asked) and records them.
class DiagnosticReporter {
public:
  /// \p Catalog defaults to the built-in one.
  DiagnosticReporter(llvm::raw_ostream &OS, DiagnosticFilter Filter, bool Color,
                     const DiagnosticCatalog *Catalog = nullptr);
  /// Reports \p Id at \p Loc; returns false when the id is suppressed.
  bool report(const clang::SourceManager &SM, clang::SourceLocation Loc,
              llvm::StringRef Id, llvm::ArrayRef<std::string> Args = {});
  /// Reports a diagnostic that has no source location (e.g. a missing file).
  bool report(llvm::StringRef File, llvm::StringRef Id,
              llvm::ArrayRef<std::string> Args = {});
  /// Reports at a resolved location.
  bool report(const DiagnosticLocation &Loc, llvm::StringRef Id,
              llvm::ArrayRef<std::string> Args = {});
  /// Reports the diagnostic a mapping raises on use (its `diagnostic`), with
  /// {0} = the CUDA name and {1} = the mapping's note. Returns false when the
  /// mapping raises none or the id is suppressed.
  bool reportMapping(const clang::SourceManager &SM, clang::SourceLocation Loc,
                     const Rule &R, const RuleMapping &M);
  bool reportMapping(const DiagnosticLocation &Loc, const Rule &R,
                     const RuleMapping &M);
  /// Where diagnostics go; Clang's own diagnostics of a parse go there too,
  /// so that one file's messages stay together.
  llvm::raw_ostream &stream() const { return OS; }
  bool useColor() const { return Color; }
  bool hasErrors() const { return ErrorCount != 0; }
  unsigned errorCount() const { return ErrorCount; }
  unsigned warningCount() const { return WarningCount; }
  llvm::ArrayRef<EmittedDiagnostic> emitted() const { return Emitted; }
  /// True when a diagnostic with \p Id was emitted.
  bool emittedId(llvm::StringRef Id) const;
  /// A reporter with this one's filter, colours and catalog that prints to
  /// \p Out, for output that may be discarded.
  DiagnosticReporter withStream(llvm::raw_ostream &Out) const {
    return DiagnosticReporter(Out, Filter, Color, &Catalog);
  }
  /// Takes over what \p Other reported: its counts and emitted list, and
  /// \p Printed, the text it printed.
  void absorb(const DiagnosticReporter &Other, llvm::StringRef Printed);

private:
  void printHeader(const DiagnosticLocation &Loc, Severity Level,
                   llvm::StringRef Message, llvm::StringRef Id);
  void printExcerpt(const DiagnosticLocation &Loc);

  llvm::raw_ostream &OS;
  DiagnosticFilter Filter;
  bool Color;
  const DiagnosticCatalog &Catalog;
  unsigned ErrorCount = 0;
  unsigned WarningCount = 0;
  std::vector<EmittedDiagnostic> Emitted;
};

} // namespace metalify

#endif
