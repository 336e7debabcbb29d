//===- VolatileLockstepRewrite.cpp - Warp-synchronous volatile code -------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/VolatileLockstepRewrite.h"
#include "Rewrites/SourceEdits.h"
#include "Rules/RuleTemplate.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace metalify {
namespace {

/// The table row whose template wraps each step.
constexpr llvm::StringLiteral RowName = "volatile";

/// The pointer an lvalue of memory is reached through (`p[i]`, `*p`,
/// `p->f`), or null for a variable or anything else.
const Expr *pointerOf(const Expr *LValue) {
  LValue = LValue->IgnoreParens();
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(LValue))
    return Sub->getBase();
  if (const auto *U = dyn_cast<UnaryOperator>(LValue))
    return U->getOpcode() == UO_Deref ? U->getSubExpr() : nullptr;
  if (const auto *M = dyn_cast<MemberExpr>(LValue))
    return M->isArrow() ? M->getBase() : pointerOf(M->getBase());
  return nullptr;
}

/// True when \p LHS names volatile memory in the threadgroup address space.
bool isVolatileThreadgroup(const Expr *LHS, RewriteContext &C) {
  if (!LHS->getType().isVolatileQualified())
    return false;
  const Expr *Pointer = pointerOf(LHS);
  return Pointer && C.spaceOf(Pointer) == AddressSpace::Threadgroup;
}

/// Wraps the text of \p R (already rewritten inside) in the row's template;
/// false after reporting when that fails.
bool wrap(SourceRange R, const Rule &Row, RewriteContext &C) {
  std::vector<RuleArg> Args;
  Args.emplace_back(C.Edits.render(R));
  RuleCallFacts Facts;
  Facts.MslVersion = C.MslVersion.str();
  llvm::Expected<RuleExpansion> X = expandCallWithFacts(Row, Args, {}, Facts);
  if (!X) {
    C.report(R.getBegin(), "MTL2015", {Row.Name, llvm::toString(X.takeError())});
    return false;
  }
  for (const std::string &H : X->Mapping.Helpers)
    C.Module.RuleHelpers.push_back(H);
  C.replace(R, X->Text);
  return true;
}

} // namespace

void VolatileLockstepRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Assign = dyn_cast<BinaryOperator>(S);
  if (!Assign || !Assign->isAssignmentOp() ||
      !isVolatileThreadgroup(Assign->getLHS(), C))
    return;
  const Rule *Row = C.Rules.find(RowName);
  if (!Row || !Row->isTemplate()) {
    C.report(Assign->getExprLoc(), "MTL2015",
             {RowName.str(), "the table has no template for it"});
    return;
  }
  // Inside first: the whole assignment's text then holds the wrapped
  // right-hand side.
  if (!wrap(Assign->getRHS()->getSourceRange(), *Row, C))
    return;
  wrap(Assign->getSourceRange(), *Row, C);
}

} // namespace metalify
