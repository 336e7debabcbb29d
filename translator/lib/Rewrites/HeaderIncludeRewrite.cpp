//===- HeaderIncludeRewrite.cpp - CUDA includes of a user header ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HeaderIncludeRewrite.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace metalify {

std::string HeaderIncludeRewrite::run() {
  clang::SourceManagerForFile Owner(Path, Text);
  clang::SourceManager &SM = Owner.get();
  clang::LangOptions LO;
  LO.CPlusPlus = true;
  LO.CPlusPlus17 = true;
  clang::FileID FID = SM.getMainFileID();
  // Raw lexing: comments and string literals are skipped, so an #include
  // inside them is never touched.
  clang::Lexer Lex(FID, SM.getBufferOrFake(FID), SM, LO);
  clang::Token Tok;
  while (!Lex.LexFromRawLexer(Tok)) {
    if (!Tok.is(clang::tok::hash) || !Tok.isAtStartOfLine())
      continue;
    size_t Hash = SM.getFileOffset(Tok.getLocation());
    clang::Token Directive;
    if (Lex.LexFromRawLexer(Directive))
      break;
    if (Directive.isAtStartOfLine() ||
        !Directive.is(clang::tok::raw_identifier) ||
        Directive.getRawIdentifier() != "include")
      continue;
    rewriteDirective(Hash, SM.getFileOffset(Directive.getLocation()) +
                               Directive.getLength());
  }
  std::string Out;
  size_t Done = 0;
  for (const Edit &E : Edits) {
    Out += Text.slice(Done, E.Begin);
    Out += E.Replacement;
    Done = E.End;
  }
  Out += Text.drop_front(Done);
  return Out;
}

void HeaderIncludeRewrite::rewriteDirective(size_t HashOffset,
                                            size_t AfterInclude) {
  llvm::StringRef Rest = Text.drop_front(AfterInclude);
  Rest = Rest.take_until([](char C) { return C == '\n'; });
  size_t Open = Rest.find_first_not_of(" \t");
  if (Open == llvm::StringRef::npos || (Rest[Open] != '<' && Rest[Open] != '"'))
    return; // #include MACRO: left as written.
  char Closer = Rest[Open] == '<' ? '>' : '"';
  size_t Close = Rest.find(Closer, Open + 1);
  if (Close == llvm::StringRef::npos)
    return;
  llvm::StringRef Name = Rest.slice(Open + 1, Close);
  const std::string *Replacement = Spellings.headerFor(Name);
  if (!Replacement)
    return;
  ++Uses[Name];
  Edits.push_back({HashOffset, AfterInclude + Close + 1,
                   "#include \"" + *Replacement + "\""});
}

} // namespace metalify
