//===- SourceEdits.h - Text replacements for one emitted copy --*- C++ -*-===//
//
// Part of metalify. The .metal text of a function is its source text with
// replacements. Each emitted copy (a kernel, or one address-space clone of
// a helper) gets its own SourceEdits, so the same source range can read
// differently in different copies and in the host output.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_SOURCEEDITS_H
#define METALIFY_REWRITES_SOURCEEDITS_H

#include "Driver/InactiveText.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace clang {
class LangOptions;
class SourceManager;
} // namespace clang

namespace metalify {

/// Replacements on the original text of one file. A replacement that
/// contains earlier ones supersedes them (render its inside first to keep
/// their effect); partial overlaps are refused.
class SourceEdits {
public:
  SourceEdits(const clang::SourceManager &SM, const clang::LangOptions &LO)
      : SM(SM), LO(LO) {}

  /// Replaces the token range \p R. False when \p R cannot be mapped to one
  /// contiguous range of a file (e.g. it starts inside a macro body) or
  /// partially overlaps an earlier replacement.
  bool replace(clang::SourceRange R, std::string Text);
  /// Inserts \p Text before the token at \p Loc.
  bool insertBefore(clang::SourceLocation Loc, std::string Text);
  /// Inserts \p Text after the token at \p Loc.
  bool insertAfter(clang::SourceLocation Loc, std::string Text);

  /// Removes the characters [\p Begin, \p End) of \p File but keeps their
  /// line breaks, so later lines keep their numbers.
  bool blank(clang::FileID File, unsigned Begin, unsigned End);
  /// Blanks every piece of \p Inactive inside the token range \p Within:
  /// conditional directives and skipped groups never reach the output.
  void blankInactive(llvm::ArrayRef<InactiveText> Inactive,
                     clang::SourceRange Within);

  /// The text of the token range \p R with the replacements inside it.
  /// Empty when \p R cannot be mapped to a file.
  std::string render(clang::SourceRange R) const;

private:
  struct Edit {
    clang::FileID File;
    unsigned Begin, End;
    std::string Text;
    unsigned Seq;
  };
  bool add(clang::FileID File, unsigned Begin, unsigned End,
           std::string Text);

  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  std::vector<Edit> Edits;
  unsigned NextSeq = 0;
};

} // namespace metalify

#endif
