//===- ConstexprIfRewrite.cpp - Discarded branches of if constexpr --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/ConstexprIfRewrite.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"

#include <optional>

using namespace clang;

namespace metalify {

void ConstexprIfRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *If = dyn_cast<IfStmt>(S);
  if (!If || !If->isConstexpr() || !If->getCond() ||
      If->getCond()->isValueDependent())
    return;
  bool Value = false;
  if (!If->getCond()->EvaluateAsBooleanCondition(Value, C.Ctx))
    return;
  const Stmt *Discarded = Value ? If->getElse() : If->getThen();
  if (!Discarded)
    return;
  // A statement whose range stops before its `;` keeps the `;` after it:
  // `(void)0;` then stands in, valid before an `else` where `{};` is not.
  std::optional<Token> Next = Lexer::findNextToken(
      Discarded->getEndLoc(), C.Ctx.getSourceManager(), C.Ctx.getLangOpts());
  bool EndsBeforeSemicolon = Next && Next->is(tok::semi);
  C.replace(SourceRange(Discarded->getBeginLoc(), Discarded->getEndLoc()),
            EndsBeforeSemicolon ? "(void)0" : "{}");
}

} // namespace metalify
