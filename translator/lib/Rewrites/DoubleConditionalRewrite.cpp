//===- DoubleConditionalRewrite.cpp - ?: on software doubles --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DoubleConditionalRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace metalify {

void DoubleConditionalRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Cond = dyn_cast<ConditionalOperator>(S);
  if (!Cond || C.Spell.fp64() != Fp64Mode::Emulate ||
      !Cond->getType()->isSpecificBuiltinType(BuiltinType::Double))
    return;
  std::string Type = C.Spell.type(Cond->getType().getUnqualifiedType());
  for (const Expr *Side : {Cond->getTrueExpr(), Cond->getFalseExpr()}) {
    // A double value already (a call, arithmetic, a literal made a value
    // by DoubleLiteralRewrite) needs nothing; a value of another type
    // (`i < 0 ? 0 : d`) converts both ways, so it is spelled as a double.
    const Expr *Written = Side->IgnoreParenImpCasts();
    if (!Written->isGLValue() &&
        Written->getType()->isSpecificBuiltinType(BuiltinType::Double))
      continue;
    if (!C.Edits.insertBefore(Side->getBeginLoc(), Type + "(") ||
        !C.Edits.insertAfter(Side->getEndLoc(), ")"))
      C.report(Side->getBeginLoc(), "MTL2022");
  }
}

} // namespace metalify
