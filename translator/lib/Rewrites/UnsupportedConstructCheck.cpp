//===- UnsupportedConstructCheck.cpp - What Metal cannot run --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/UnsupportedConstructCheck.h"

#include "Analysis/BuiltinUsage.h"
#include "Rewrites/TemplateInstanceRewrite.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace metalify {
namespace {

void checkDeclRef(const DeclRefExpr *E, RewriteContext &C) {
  const auto *V = dyn_cast<VarDecl>(E->getDecl());
  if (!V || !V->hasGlobalStorage() || V->isStaticLocal() ||
      V->hasAttr<CUDASharedAttr>())
    return;
  // Built-in variables are parameters or expressions of their own rows.
  if (const Rule *R = C.Rules.find(V->getName());
      R && R->Kind == RuleKind::BuiltinVariable)
    return;
  // __constant__ and __device__ globals are threaded as buffers
  // (GlobalVariableRewrite) unless a user rules file marks the qualifier
  // unsupported.
  if (!BuiltinUsage::isDeviceGlobal(V))
    return;
  const char *Qualifier =
      V->hasAttr<CUDAConstantAttr>() ? "__constant__" : "__device__";
  const Rule *R = C.Rules.find(Qualifier);
  if (R && R->Status == RuleStatus::Unsupported)
    C.report(E->getLocation(),
             R->Diagnostic.empty() ? "MTL2011" : R->Diagnostic,
             {V->getNameAsString(), R->Note});
}

/// Whether \p U is a function's address that is no run-time pointer: a
/// template argument (`fold<&max>`), or the `&f` Clang makes for a function
/// template argument that the instance calls (`op(v)`, which
/// TemplateInstanceRewrite emits as a direct call).
bool isCompileTimeFunction(const UnaryOperator *U, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*U);
  while (Parents.size() == 1) {
    // A reference's only children are its explicit template arguments.
    if (const auto *Ref = Parents[0].get<DeclRefExpr>())
      return Ref->hasExplicitTemplateArgs();
    if (const auto *Call = Parents[0].get<CallExpr>())
      return TemplateInstanceRewrite::calledFunctionArgument(Call) != nullptr;
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent || !(isa<SubstNonTypeTemplateParmExpr>(Parent) ||
                     isa<ImplicitCastExpr>(Parent) || isa<ParenExpr>(Parent)))
      return false;
    Parents = Ctx.getParents(*Parent);
  }
  return false;
}

void checkFunctionAddress(const UnaryOperator *U, RewriteContext &C) {
  if (U->getOpcode() != UO_AddrOf || isCompileTimeFunction(U, C.Ctx))
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()))
    if (isa<FunctionDecl>(Ref->getDecl()))
      C.report(U->getBeginLoc(), "MTL2002",
               {Ref->getDecl()->getNameAsString()});
}

void checkCall(const CallExpr *Call, RewriteContext &C) {
  if (isa<CUDAKernelCallExpr>(Call)) {
    C.report(Call->getBeginLoc(), "MTL2021");
    return;
  }
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(Call)) {
    const CXXMethodDecl *Method = M->getMethodDecl();
    if (Method && Method->isVirtual())
      C.report(Call->getBeginLoc(), "MTL2003", {Method->getNameAsString()});
    return;
  }
  if (!Call->getDirectCallee() && !isa<CXXOperatorCallExpr>(Call))
    C.report(Call->getBeginLoc(), "MTL2002",
             {Call->getCallee()->IgnoreParenImpCasts()->getType().getAsString()});
}

void checkStaticLocals(const DeclStmt *D, RewriteContext &C) {
  for (const Decl *Child : D->decls())
    if (const auto *V = dyn_cast<VarDecl>(Child))
      if (V->isStaticLocal() && !V->hasAttr<CUDASharedAttr>() &&
          !V->isConstexpr() &&
          !V->getType().isConstQualified())
        C.report(V->getLocation(), "MTL2017", {V->getNameAsString()});
}

} // namespace

void UnsupportedConstructCheck::stmt(const Stmt *S, RewriteContext &C) {
  if (isa<CXXNewExpr>(S) || isa<CXXDeleteExpr>(S))
    C.report(S->getBeginLoc(), "MTL2004",
             {isa<CXXNewExpr>(S) ? "new" : "delete"});
  else if (isa<CXXThrowExpr>(S) || isa<CXXTryStmt>(S))
    C.report(S->getBeginLoc(), "MTL2005",
             {isa<CXXThrowExpr>(S) ? "throw" : "try"});
  else if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    C.report(S->getBeginLoc(), "MTL2018", {"goto"});
  else if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    checkDeclRef(Ref, C);
  else if (const auto *U = dyn_cast<UnaryOperator>(S))
    checkFunctionAddress(U, C);
  else if (const auto *Call = dyn_cast<CallExpr>(S))
    checkCall(Call, C);
  else if (const auto *D = dyn_cast<DeclStmt>(S))
    checkStaticLocals(D, C);
}

} // namespace metalify
