//===- MacroUse.cpp - Which table macro a piece of device code is ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/MacroUse.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>

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

SourceRange exactExpansion(SourceLocation B, SourceLocation E,
                           const ASTContext &Ctx) {
  if (B.isInvalid() || E.isInvalid() || !B.isMacroID() || !E.isMacroID())
    return SourceRange();
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Use = SM.getExpansionRange(B);
  if (Use.getAsRange() != SM.getExpansionRange(E).getAsRange())
    return SourceRange();
  // `SYNC_THEN(p, v)` expanding to two statements is covered by neither.
  SourceLocation First, Last;
  const LangOptions &LO = Ctx.getLangOpts();
  if (!Lexer::isAtStartOfMacroExpansion(B, SM, LO, &First) ||
      !Lexer::isAtEndOfMacroExpansion(E, SM, LO, &Last) ||
      SM.getExpansionLoc(First) != Use.getBegin() ||
      SM.getExpansionRange(Last).getEnd() != Use.getEnd())
    return SourceRange();
  return Use.getAsRange();
}

SourceRange macroSpelledType(TypeLoc TL, const ASTContext &Ctx) {
  TL = TL.getUnqualifiedLoc();
  return exactExpansion(TL.getBeginLoc(), TL.getEndLoc(), Ctx);
}

namespace {

/// Finds, per macro expansion, the outermost statement that covers exactly
/// that expansion.
class ExpansionFinder : public RecursiveASTVisitor<ExpansionFinder> {
public:
  explicit ExpansionFinder(const ASTContext &Ctx) : Ctx(Ctx) {}

  bool shouldTraversePostOrder() const { return true; }

  bool VisitStmt(Stmt *S) {
    SourceRange Use = exactExpansion(S->getBeginLoc(), S->getEndLoc(), Ctx);
    if (Use.isInvalid())
      return true;
    // Post order: a parent covering the same expansion comes later and
    // wins.
    Outermost[Ctx.getSourceManager().getFileOffset(Use.getBegin())] = {S,
                                                                       Use};
    return true;
  }

  std::map<unsigned, MacroExpansion> Outermost;

private:
  const ASTContext &Ctx;
};

} // namespace

std::vector<MacroExpansion> outermostExpansions(const Stmt *Body,
                                                const ASTContext &Ctx) {
  ExpansionFinder Finder(Ctx);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  std::vector<MacroExpansion> Out;
  for (const auto &Entry : Finder.Outermost)
    Out.push_back(Entry.second);
  return Out;
}

} // namespace metalify
