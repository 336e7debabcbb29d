//===- MetalLineMap.cpp - Which CUDA line each .metal line came from ------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Emit/MetalLineMap.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace metalify {
namespace {

// Control characters never appear in emitted MSL text, so an anchor cannot
// be confused with code.
constexpr char AnchorOpen = '\x01';
constexpr char AnchorClose = '\x02';

} // namespace

std::string lineAnchor(clang::SourceLocation Loc) {
  if (Loc.isInvalid())
    return "";
  return AnchorOpen + llvm::utostr(Loc.getRawEncoding()) + AnchorClose;
}

MetalLineMap MetalLineMap::strip(std::string &Text,
                                 const clang::SourceManager &SM) {
  MetalLineMap Map;
  std::string Out;
  Out.reserve(Text.size());
  unsigned Line = 1;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C != AnchorOpen) {
      Out += C;
      Line += C == '\n';
      continue;
    }
    size_t End = Text.find(AnchorClose, I);
    unsigned Raw = 0;
    llvm::StringRef(Text).slice(I + 1, End).getAsInteger(10, Raw);
    I = End;
    clang::SourceLocation Loc =
        SM.getFileLoc(clang::SourceLocation::getFromRawEncoding(Raw));
    if (Loc.isInvalid())
      continue;
    std::pair<clang::FileID, unsigned> Decomposed = SM.getDecomposedLoc(Loc);
    Anchor A{Line, Decomposed.first,
             SM.getLineNumber(Decomposed.first, Decomposed.second)};
    // Two anchors on one line: the later one names the code that follows.
    if (!Map.Anchors.empty() && Map.Anchors.back().GeneratedLine == Line)
      Map.Anchors.back() = A;
    else
      Map.Anchors.push_back(A);
  }
  Text = std::move(Out);
  return Map;
}

clang::SourceLocation
MetalLineMap::origin(unsigned Line, const clang::SourceManager &SM) const {
  auto After = std::upper_bound(
      Anchors.begin(), Anchors.end(), Line,
      [](unsigned L, const Anchor &A) { return L < A.GeneratedLine; });
  if (After == Anchors.begin())
    return {};
  const Anchor &A = *std::prev(After);
  return SM.translateLineCol(A.File, A.SourceLine + (Line - A.GeneratedLine),
                             1);
}

} // namespace metalify
