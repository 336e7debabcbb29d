//===- SourceEdits.cpp - Text replacements for one emitted copy -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/SourceEdits.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace clang;

namespace metalify {

bool SourceEdits::replace(SourceRange R, std::string Text) {
  CharSourceRange C = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), SM, LO);
  if (C.isInvalid())
    return false;
  auto [File, Begin] = SM.getDecomposedLoc(C.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(C.getEnd());
  if (File != EndFile || End < Begin)
    return false;
  return add(File, Begin, End, std::move(Text));
}

bool SourceEdits::insertBefore(SourceLocation Loc, std::string Text) {
  SourceLocation F = SM.getFileLoc(Loc);
  if (Loc.isMacroID() && !Lexer::isAtStartOfMacroExpansion(Loc, SM, LO))
    return false;
  auto [File, Offset] = SM.getDecomposedLoc(F);
  return add(File, Offset, Offset, std::move(Text));
}

bool SourceEdits::insertAfter(SourceLocation Loc, std::string Text) {
  if (Loc.isMacroID() && !Lexer::isAtEndOfMacroExpansion(Loc, SM, LO))
    return false;
  SourceLocation End = Lexer::getLocForEndOfToken(SM.getFileLoc(Loc), 0, SM, LO);
  if (End.isInvalid())
    return false;
  auto [File, Offset] = SM.getDecomposedLoc(End);
  return add(File, Offset, Offset, std::move(Text));
}

bool SourceEdits::add(FileID File, unsigned Begin, unsigned End,
                      std::string Text) {
  bool IsInsert = Begin == End;
  for (const Edit &E : Edits) {
    if (E.File != File)
      continue;
    bool Inside = E.Begin >= Begin && E.End <= End;
    bool Disjoint = E.End <= Begin || E.Begin >= End;
    // Insertions at the boundary of a replacement stay outside it.
    if (IsInsert && E.Begin < Begin && Begin < E.End)
      return false;
    if (!IsInsert && !Inside && !Disjoint)
      return false;
  }
  if (!IsInsert)
    llvm::erase_if(Edits, [&](const Edit &E) {
      return E.File == File && E.Begin >= Begin && E.End <= End &&
             !(E.Begin == E.End && (E.Begin == Begin || E.Begin == End));
    });
  Edits.push_back({File, Begin, End, std::move(Text), NextSeq++});
  return true;
}

std::string SourceEdits::render(SourceRange R) const {
  CharSourceRange C = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), SM, LO);
  if (C.isInvalid())
    return "";
  auto [File, Begin] = SM.getDecomposedLoc(C.getBegin());
  unsigned End = SM.getDecomposedLoc(C.getEnd()).second;
  llvm::StringRef Buffer = SM.getBufferData(File);
  std::vector<const Edit *> Inside;
  for (const Edit &E : Edits)
    if (E.File == File && E.Begin >= Begin && E.End <= End)
      Inside.push_back(&E);
  // Insertions before replacements at the same offset, then in order made.
  llvm::sort(Inside, [](const Edit *A, const Edit *B) {
    return std::tie(A->Begin, A->End, A->Seq) <
           std::tie(B->Begin, B->End, B->Seq);
  });
  std::string Out;
  unsigned Pos = Begin;
  for (const Edit *E : Inside) {
    if (E->Begin < Pos)
      continue;
    Out += Buffer.substr(Pos, E->Begin - Pos);
    Out += E->Text;
    Pos = E->End;
  }
  Out += Buffer.substr(Pos, End - Pos);
  return Out;
}

bool SourceEdits::blank(clang::FileID File, unsigned Begin, unsigned End) {
  llvm::StringRef Text = SM.getBufferData(File).slice(Begin, End);
  return add(File, Begin, End, std::string(Text.count('\n'), '\n'));
}

void SourceEdits::blankInactive(llvm::ArrayRef<InactiveText> Inactive,
                                clang::SourceRange Within) {
  CharSourceRange C = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Within), SM, LO);
  if (C.isInvalid())
    return;
  auto [File, Begin] = SM.getDecomposedLoc(C.getBegin());
  unsigned End = SM.getDecomposedLoc(C.getEnd()).second;
  std::vector<InactiveText> Inside;
  for (const InactiveText &T : Inactive)
    if (T.File == File && T.Begin >= Begin && T.End <= End)
      Inside.push_back(T);
  llvm::sort(Inside, [](const InactiveText &A, const InactiveText &B) {
    return A.Begin < B.Begin;
  });
  // Directive lines lie inside the skipped groups they bound: merge.
  for (size_t I = 0; I < Inside.size();) {
    InactiveText Merged = Inside[I];
    for (++I; I < Inside.size() && Inside[I].Begin <= Merged.End; ++I)
      Merged.End = std::max(Merged.End, Inside[I].End);
    blank(Merged.File, Merged.Begin, Merged.End);
  }
}

} // namespace metalify
