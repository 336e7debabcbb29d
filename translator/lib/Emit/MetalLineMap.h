//===- MetalLineMap.h - Which CUDA line each .metal line came from -*- C++ -*-===//
//
// Part of metalify. The emitters put an anchor (an invisible marker holding
// a source location) where a function or a declaration starts and where a
// body's original text resumes. Stripping the anchors from the finished
// module leaves the .metal text the user sees and a table from generated
// lines back to the .cu, so that an MSL compile error can be reported where
// the CUDA was written.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_EMIT_METALLINEMAP_H
#define METALIFY_EMIT_METALLINEMAP_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class SourceManager;
}

namespace metalify {

/// The anchor text for \p Loc; empty for an invalid location.
std::string lineAnchor(clang::SourceLocation Loc);

/// Generated lines mapped back to the CUDA source they were written from.
class MetalLineMap {
public:
  /// Removes every anchor from \p Text and records, for each, the line it
  /// was on and the file line its location names.
  static MetalLineMap strip(std::string &Text, const clang::SourceManager &SM);

  /// The CUDA file location of generated line \p Line (1-based): the last
  /// anchor at or above it, moved down by the lines in between. Invalid when
  /// no anchor precedes the line.
  clang::SourceLocation origin(unsigned Line,
                               const clang::SourceManager &SM) const;

private:
  struct Anchor {
    unsigned GeneratedLine;
    clang::FileID File;
    unsigned SourceLine;
  };
  std::vector<Anchor> Anchors;
};

} // namespace metalify

#endif
