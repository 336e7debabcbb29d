//===- DoubleContractionRewrite.cpp - a * b + c on doubles ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DoubleContractionRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace metalify {
namespace {

bool isDouble(const Expr *E) {
  return E->getType()->isSpecificBuiltinType(BuiltinType::Double);
}

/// \p E as a double multiply (parentheses aside), else null.
const BinaryOperator *asMultiply(const Expr *E) {
  const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
  return B && B->getOpcode() == BO_Mul && isDouble(B) ? B : nullptr;
}

/// The row's text for a * b + c.
std::string fused(const Rule &Row, const std::string &A, const std::string &B,
                  const std::string &Addend) {
  std::string Out = Row.Metal;
  for (auto [Slot, Text] : {std::pair<llvm::StringRef, const std::string &>{
                                "$1", A},
                            {"$2", B},
                            {"$3", Addend}})
    for (size_t At; (At = Out.find(Slot.str())) != std::string::npos;)
      Out.replace(At, Slot.size(), Text);
  return Out;
}

} // namespace

void DoubleContractionRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Op = dyn_cast<BinaryOperator>(S);
  if (!Op || !isDouble(Op) || C.Spell.fp64() != Fp64Mode::Emulate)
    return;
  BinaryOperatorKind Kind = Op->getOpcode();
  if (Kind != BO_Add && Kind != BO_Sub && Kind != BO_AddAssign &&
      Kind != BO_SubAssign)
    return;
  const Rule *Row = C.Rules.find("double-contraction");
  if (!Row || Row->Metal.empty())
    return;
  auto Text = [&](const Expr *E) {
    return "(" + C.Edits.render(E->getSourceRange()) + ")";
  };
  const Expr *L = Op->getLHS(), *R = Op->getRHS();
  std::string Out;
  if (Op->isCompoundAssignmentOp()) {
    // acc += x * y is acc = fma(x, y, acc): acc is read and written once
    // only when evaluating it has no side effects.
    const BinaryOperator *M = asMultiply(R);
    if (!M || L->HasSideEffects(C.Ctx))
      return;
    std::string X = Text(M->getLHS());
    if (Kind == BO_SubAssign)
      X = "-" + X;
    Out = C.Edits.render(L->getSourceRange()) + " = " +
          fused(*Row, X, Text(M->getRHS()), Text(L));
  } else if (const BinaryOperator *M = asMultiply(L)) {
    std::string Addend = Text(R);
    if (Kind == BO_Sub)
      Addend = "-" + Addend;
    Out = fused(*Row, Text(M->getLHS()), Text(M->getRHS()), Addend);
  } else if (const BinaryOperator *M = asMultiply(R)) {
    std::string X = Text(M->getLHS());
    if (Kind == BO_Sub)
      X = "-" + X;
    Out = fused(*Row, X, Text(M->getRHS()), Text(L));
  } else {
    return;
  }
  for (const std::string &H : Row->Helpers)
    C.Module.RuleHelpers.push_back(H);
  C.replace(Op->getSourceRange(), Out);
}

} // namespace metalify
