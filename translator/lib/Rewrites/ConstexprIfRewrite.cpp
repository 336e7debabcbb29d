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
  C.replace(SourceRange(Discarded->getBeginLoc(), Discarded->getEndLoc()),
            "{}");
}

} // namespace metalify
