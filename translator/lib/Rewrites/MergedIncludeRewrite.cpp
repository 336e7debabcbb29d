//===- MergedIncludeRewrite.cpp - Included .cu files spliced in -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MergedIncludeRewrite.h"
#include "Driver/CudaHeaders.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"

namespace metalify {

void MergedIncludeRewrite::removeRepeatedIncludes() {
  llvm::StringSet<> MergedPaths;
  llvm::DenseSet<clang::FileID> Translated = {Ctx.SM.getMainFileID()};
  for (const IncludeDirective *Inc : Ctx.Unit.mergedIncludes()) {
    MergedPaths.insert(Inc->Resolved);
    Translated.insert(Inc->Entered);
  }
  for (const IncludeDirective &Inc : Ctx.Unit.includes()) {
    if (Inc.Entered.isValid() || Inc.Resolved.empty() ||
        !Translated.contains(Ctx.SM.getFileID(Inc.HashLoc)))
      continue;
    if (!MergedPaths.contains(Inc.Resolved) && !isCcclHeaderPath(Inc.Resolved))
      continue;
    clang::SourceLocation End = Inc.FilenameRange.getEnd();
    if (Inc.FilenameRange.isTokenRange())
      End = clang::Lexer::getLocForEndOfToken(End, 0, Ctx.SM,
                                              Ctx.Context.getLangOpts());
    replaceWrittenText(
        Ctx, clang::CharSourceRange::getCharRange(Inc.HashLoc, End),
        "/* metalify: " + Inc.FileName + " is translated above */");
  }
}

void MergedIncludeRewrite::run() {
  removeRepeatedIncludes();
  // A merged file's own merged includes come after it in source order:
  // splicing from the last one backwards puts them in before their
  // includer's text is taken.
  for (const IncludeDirective *Inc : llvm::reverse(Ctx.Unit.mergedIncludes())) {
    clang::SourceLocation End = Inc->FilenameRange.getEnd();
    if (Inc->FilenameRange.isTokenRange())
      End = clang::Lexer::getLocForEndOfToken(End, 0, Ctx.SM,
                                              Ctx.Context.getLangOpts());
    std::string Name = Inc->FileName;
    std::string Text = rewrittenText(Inc->Entered);
    if (!Text.empty() && Text.back() != '\n')
      Text += '\n';
    replaceWrittenText(
        Ctx, clang::CharSourceRange::getCharRange(Inc->HashLoc, End),
        "/* metalify: " + Name + " (#included here) is translated with "
        "this file */\n" + Text + "/* metalify: end of " + Name + " */");
  }
}

std::string MergedIncludeRewrite::rewrittenText(clang::FileID File) {
  std::string Text;
  if (const clang::RewriteBuffer *Buffer = Ctx.Rewrite.getRewriteBufferFor(File))
    Text.assign(Buffer->begin(), Buffer->end());
  else
    Text = Ctx.SM.getBufferData(File).str();
  return withoutPragmaOnce(std::move(Text));
}

std::string MergedIncludeRewrite::withoutPragmaOnce(std::string Text) {
  // Spliced into the includer, the directive would apply to the includer
  // (a warning: "#pragma once in main file"); the merge already happens
  // once per file.
  static const llvm::Regex Once("^[ \t]*#[ \t]*pragma[ \t]+once[ \t]*$",
                                llvm::Regex::Newline);
  std::string Error;
  llvm::SmallVector<llvm::StringRef, 1> Match;
  if (!Once.match(Text, &Match, &Error))
    return Text;
  size_t At = Match[0].data() - Text.data();
  Text.replace(At, Match[0].size(), "/* #pragma once */");
  return Text;
}

} // namespace metalify
