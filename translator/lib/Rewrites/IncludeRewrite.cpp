//===- IncludeRewrite.cpp - CUDA includes -> the shim's header ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/IncludeRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace metalify {

namespace {

/// True when nothing but comments and blank lines precede \p Loc in its file.
bool firstInFile(clang::SourceLocation Loc, const clang::SourceManager &SM,
                 const clang::LangOptions &Opts) {
  clang::FileID File = SM.getFileID(Loc);
  llvm::StringRef Text = SM.getBufferData(File);
  clang::Lexer Lex(SM.getLocForStartOfFile(File), Opts, Text.begin(),
                   Text.begin(), Text.end());
  clang::Token First;
  Lex.LexFromRawLexer(First);
  return First.is(clang::tok::eof) ||
         SM.getFileOffset(First.getLocation()) >= SM.getFileOffset(Loc);
}

} // namespace

void IncludeRewrite::run() {
  bool RuntimeFirst = false;
  for (const IncludeDirective &Inc : Ctx.Unit.includes()) {
    const std::string *Replacement = Ctx.Spellings.headerFor(Inc.FileName);
    if (!Replacement)
      continue;
    // A directive produced by a macro (#include MACRO) is rewritten as
    // written: only its file name token range differs.
    clang::SourceLocation End = Inc.FilenameRange.getEnd();
    if (Inc.FilenameRange.isTokenRange())
      End = clang::Lexer::getLocForEndOfToken(End, 0, Ctx.SM,
                                              Ctx.Context.getLangOpts());
    if (!Ctx.Unit.isWrittenInTranslatedFile(End))
      continue;
    std::string Text = "#include \"" + *Replacement + "\"";
    Ctx.Rewrite.ReplaceText(
        clang::CharSourceRange::getCharRange(Inc.HashLoc, End), Text);
    RuntimeFirst = RuntimeFirst ||
                   firstInFile(Inc.HashLoc, Ctx.SM, Ctx.Context.getLangOpts());
  }
  // Like nvcc, the runtime header is there before the first line, without
  // an include: code ahead of the file's own CUDA includes may use it
  // (`#ifdef __DRIVER_TYPES_H__` in NVIDIA's helper headers, host max()).
  // The translated file needs it spelled out, at the top.
  if (RuntimeFirst || Ctx.Spellings.ImplicitInclude.empty())
    return;
  clang::SourceLocation Start =
      Ctx.SM.getLocForStartOfFile(Ctx.SM.getMainFileID());
  Ctx.Rewrite.InsertTextBefore(Start, "#include \"" + Ctx.Spellings.ImplicitInclude + "\"\n");
}

} // namespace metalify
