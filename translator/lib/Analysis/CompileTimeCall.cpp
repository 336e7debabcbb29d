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

std::optional<llvm::APSInt> compileTimeValue(const Stmt *S,
                                             const ASTContext &Ctx) {
  const auto *Call = dyn_cast_or_null<CallExpr>(S);
  if (!Call || isa<CUDAKernelCallExpr>(Call) || Call->isValueDependent())
    return std::nullopt;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->isConstexpr() ||
      !Call->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  // Library functions keep their rows, whatever their arguments.
  if (!DeviceCallGraph::deviceDefinition(Callee))
    return std::nullopt;
  Expr::EvalResult Result;
  if (!Call->EvaluateAsInt(Result, Ctx, Expr::SE_NoSideEffects,
                           /*InConstantContext=*/true) ||
      Result.HasUndefinedBehavior)
    return std::nullopt;
  return Result.Val.getInt();
}

} // namespace metalify
