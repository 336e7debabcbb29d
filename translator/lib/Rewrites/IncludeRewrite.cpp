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

void IncludeRewrite::run() {
  std::string FirstReplacement;
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
    if (FirstReplacement.empty())
      FirstReplacement = *Replacement;
  }
  if (!FirstReplacement.empty())
    return;
  // Like nvcc, the runtime header is there without an include; the
  // translated file needs it spelled out.
  if (Ctx.Spellings.ImplicitInclude.empty())
    return;
  clang::SourceLocation Start =
      Ctx.SM.getLocForStartOfFile(Ctx.SM.getMainFileID());
  Ctx.Rewrite.InsertTextBefore(Start, "#include \"" + Ctx.Spellings.ImplicitInclude + "\"\n");
}

} // namespace metalify
