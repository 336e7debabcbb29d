//===- HelperCallRewrite.cpp - Calls between device functions -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HelperCallRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/PointerFlow.h"
#include "Rewrites/BuiltinVariableRewrite.h"
#include "Rewrites/GlobalVariableRewrite.h"
#include "Rewrites/LambdaRewrite.h"
#include "Rewrites/MemberFunctionRewrite.h"
#include "Rewrites/PointerTypeRewrite.h"
#include "Rewrites/SharedMemoryRewrite.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {

std::vector<std::string> HelperCallRewrite::parameters(RewriteContext &C) {
  std::vector<std::string> Out = SharedMemoryRewrite::parameters(C);
  for (const std::string &B : C.Usage.inputs(C.Clone.Function).Builtins)
    Out.push_back(BuiltinVariableRewrite::parameter(C.Rules, B, false));
  for (std::string &G : GlobalVariableRewrite::parameters(C))
    Out.push_back(std::move(G));
  return Out;
}

std::vector<std::string>
HelperCallRewrite::arguments(const FunctionDecl *Callee, RewriteContext &C) {
  std::vector<std::string> Out = SharedMemoryRewrite::arguments(C, Callee);
  for (const std::string &B : C.Usage.inputs(Callee).Builtins)
    Out.push_back(B);
  for (std::string &G : GlobalVariableRewrite::arguments(C, Callee))
    Out.push_back(std::move(G));
  return Out;
}

std::vector<std::string>
HelperCallRewrite::defaultArguments(llvm::ArrayRef<const Expr *> Args,
                                    RewriteContext &C) {
  std::vector<std::string> Out;
  for (const Expr *Arg : Args)
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Out.push_back(
          Lexer::getSourceText(CharSourceRange::getTokenRange(
                                   Default->getExpr()->getSourceRange()),
                               C.Ctx.getSourceManager(), C.Ctx.getLangOpts())
              .str());
  return Out;
}

void HelperCallRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call || isa<CUDAKernelCallExpr>(Call) || !Call->getDirectCallee())
    return;
  const FunctionDecl *Callee =
      DeviceCallGraph::deviceDefinition(Call->getDirectCallee());
  if (!Callee || DeviceCallGraph::isKernel(Callee))
    return;
  for (unsigned I = 0; I < Callee->getNumParams(); ++I)
    if (const Expr *Arg = callArgument(Call, Callee, I))
      PointerTypeRewrite::constantLiteral(
          Arg, Callee->getParamDecl(I)->getType(), C);
  std::vector<std::string> Extra =
      defaultArguments(llvm::ArrayRef(Call->getArgs(), Call->getNumArgs()), C);
  // A lowered lambda holds its built-ins as members: only default
  // arguments are written out for it.
  bool Lowered = LambdaRewrite::isLoweredCallOperator(Callee, C);
  if (!Lowered)
    for (std::string &A : arguments(Callee, C))
      Extra.push_back(std::move(A));
  if (Extra.empty() ||
      (!Lowered &&
       MemberFunctionRewrite::rejectsImplicitArguments(Call, Callee, C)))
    return;
  unsigned Written = 0;
  for (const Expr *Arg : Call->arguments())
    Written += !isa<CXXDefaultArgExpr>(Arg);
  std::string Text = Written ? ", " : "";
  Text += llvm::join(Extra, ", ");
  if (!C.Edits.insertBefore(Call->getRParenLoc(), Text))
    C.report(Call->getBeginLoc(), "MTL2022");
}

} // namespace metalify
