//===- MacroUse.cpp - Which table macro a piece of device code is ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/MacroUse.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {

llvm::StringRef outermostMacroName(SourceLocation Loc, const ASTContext &Ctx) {
  if (Loc.isInvalid() || !Loc.isMacroID())
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Name = SM.getExpansionRange(Loc).getBegin();
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Name), SM,
                              Ctx.getLangOpts());
}

const Rule *tableMacroAt(SourceLocation Loc, const RuleTable &Rules,
                         const ASTContext &Ctx) {
  llvm::StringRef Name = outermostMacroName(Loc, Ctx);
  if (Name.empty())
    return nullptr;
  const Rule *R = Rules.find(Name);
  if (!R || R->Kind != RuleKind::Macro || !R->isTemplate())
    return nullptr;
  return R;
}

bool inTableMacroBody(SourceLocation Loc, const RuleTable &Rules,
                      const ASTContext &Ctx) {
  if (!tableMacroAt(Loc, Rules, Ctx))
    return false;
  // An argument of the outermost macro is spelled inside the macro's use
  // in the file; its body is spelled in the macro's definition.
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Use = SM.getExpansionRange(Loc);
  return !SM.isPointWithin(SM.getSpellingLoc(Loc), Use.getBegin(),
                           Use.getEnd());
}

} // namespace metalify
