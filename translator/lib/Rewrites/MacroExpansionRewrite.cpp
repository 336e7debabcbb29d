//===- MacroExpansionRewrite.cpp - Macros used in device code -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MacroExpansionRewrite.h"
#include "Analysis/MacroUse.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <map>

using namespace clang;

namespace metalify {
namespace {

/// Finds, per macro expansion in the file, the outermost statement that
/// covers exactly that expansion.
class ExpansionFinder : public RecursiveASTVisitor<ExpansionFinder> {
public:
  explicit ExpansionFinder(const SourceManager &SM) : SM(SM) {}

  bool shouldTraversePostOrder() const { return true; }

  bool VisitStmt(Stmt *S) {
    SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
    if (B.isInvalid() || E.isInvalid() || (!B.isMacroID() && !E.isMacroID()))
      return true;
    CharSourceRange RB = SM.getExpansionRange(B);
    CharSourceRange RE = SM.getExpansionRange(E);
    if (!B.isMacroID() || !E.isMacroID() ||
        RB.getAsRange() != RE.getAsRange())
      return true;
    // Post order: a parent covering the same expansion comes later and
    // wins.
    Outermost[SM.getFileOffset(RB.getBegin())] = {S, RB.getAsRange()};
    return true;
  }

  std::map<unsigned, std::pair<const Stmt *, SourceRange>> Outermost;

private:
  const SourceManager &SM;
};

} // namespace

void MacroExpansionRewrite::run(RewriteContext &C) {
  const SourceManager &SM = C.Ctx.getSourceManager();
  ExpansionFinder Finder(SM);
  Finder.TraverseStmt(const_cast<Stmt *>(C.Clone.Function->getBody()));
  PrintingPolicy Policy = C.Ctx.getPrintingPolicy();
  for (const auto &[Offset, Found] : Finder.Outermost) {
    // Table macros with a template are MacroRowRewrite's.
    if (tableMacroAt(Found.first->getBeginLoc(), C.Rules, C.Ctx))
      continue;
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    Found.first->printPretty(OS, nullptr, Policy);
    OS.flush();
    if (!C.Edits.replace(Found.second, Text))
      C.report(Found.second.getBegin(), "MTL2022");
  }
}

} // namespace metalify
