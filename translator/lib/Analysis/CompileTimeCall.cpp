//===- CompileTimeCall.cpp - Calls evaluated at compile time --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/CompileTimeCall.h"
#include "Analysis/DeviceCallGraph.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace metalify {

namespace {

/// Integers, enumerations and bool, and the floating types MSL has
/// (double values need metalify::f64's spelling and are left alone).
bool hasFoldableType(QualType T) {
  return T->isIntegralOrEnumerationType() ||
         T->isSpecificBuiltinType(BuiltinType::Float) ||
         T->isSpecificBuiltinType(BuiltinType::Half) ||
         T->isSpecificBuiltinType(BuiltinType::Float16);
}

/// True when \p D belongs to namespace std, directly or as a member of
/// its classes (`std::numeric_limits<int>::digits`).
bool inStdNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      return NS->isStdNamespace() ||
             (NS->isInline() && NS->getParent()->isStdNamespace());
  return false;
}

/// A call of a constexpr function that device code may call and whose
/// value is its result.
bool isConstantCall(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || isa<CUDAKernelCallExpr>(Call))
    return false;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->isConstexpr())
    return false;
  // Library functions keep their rows, whatever their arguments.
  return DeviceCallGraph::deviceDefinition(Callee) || inStdNamespace(Callee);
}

/// A constant of the C++ library, which MSL (no namespace std) cannot name.
bool isLibraryConstant(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && inStdNamespace(Var) &&
         Var->isUsableInConstantExpressions(Var->getASTContext());
}

/// A double expression converted at once to another type
/// (`float(-0x1.8p-1)`, `constexpr float quarter = kPi / 4;`): nvcc folds
/// it when it is constant, and the MSL, which spells double as
/// metalify::f64, could not use it in a constant expression. A literal
/// alone keeps its own spelling (DoubleLiteralRewrite).
bool isDoubleConversion(const Expr *E) {
  const auto *Cast = dyn_cast<CastExpr>(E);
  if (!Cast || Cast->getType()->isSpecificBuiltinType(BuiltinType::Double))
    return false;
  const Expr *Operand = Cast->getSubExpr()->IgnoreParenImpCasts();
  return Operand->getType()->isSpecificBuiltinType(BuiltinType::Double) &&
         !isa<FloatingLiteral>(Operand);
}

} // namespace

std::optional<APValue> compileTimeValue(const Stmt *S, const ASTContext &Ctx) {
  const auto *E = dyn_cast_or_null<Expr>(S);
  // Some expressions of a template's pattern have no type yet: look at
  // calls and names only.
  if (!E ||
      (!isConstantCall(E) && !isLibraryConstant(E) &&
       !isDoubleConversion(E)) ||
      E->isValueDependent() || E->getType().isNull() ||
      !hasFoldableType(E->getType()))
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsRValue(Result, Ctx, /*InConstantContext=*/true) ||
      Result.HasSideEffects || Result.HasUndefinedBehavior)
    return std::nullopt;
  if (!Result.Val.isInt() && !Result.Val.isFloat())
    return std::nullopt;
  return Result.Val;
}

} // namespace metalify
