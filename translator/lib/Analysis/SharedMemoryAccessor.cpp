//===- SharedMemoryAccessor.cpp - Classes that hand out extern shared -----===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/SharedMemoryAccessor.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace metalify {
namespace {

/// The `extern __shared__` variable \p S declares, or null.
const VarDecl *declaredDynamicShared(const Stmt *S) {
  const auto *D = dyn_cast<DeclStmt>(S);
  if (!D || !D->isSingleDecl())
    return nullptr;
  const auto *V = dyn_cast<VarDecl>(D->getSingleDecl());
  if (!V || !V->hasAttr<CUDASharedAttr>() || !V->hasExternalStorage())
    return nullptr;
  return V;
}

/// The variable \p E names, under casts and parentheses.
const VarDecl *namedVariable(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// The written pattern of a template member, or \p F itself.
const FunctionDecl *pattern(const FunctionDecl *F) {
  if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
    return P;
  return F;
}

} // namespace

const VarDecl *accessedDynamicShared(const FunctionDecl *F) {
  if (!F || !isa<CXXConversionDecl>(F))
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(pattern(F)->getBody());
  if (!Body || Body->size() != 2)
    return nullptr;
  const VarDecl *Array = declaredDynamicShared(Body->body_front());
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_back());
  if (!Array || !Ret || !Ret->getRetValue() ||
      namedVariable(Ret->getRetValue()) != Array)
    return nullptr;
  // The instance's own copy of the variable, when it has one.
  if (const auto *Inst = dyn_cast_or_null<CompoundStmt>(F->getBody()))
    if (Inst->size() == 2)
      if (const VarDecl *Own = declaredDynamicShared(Inst->body_front()))
        return Own;
  return Array;
}

bool isSharedMemoryAccessor(const CXXRecordDecl *R) {
  if (!R || !R->hasDefinition())
    return false;
  R = R->getDefinition();
  if (!R->field_empty())
    return false;
  bool Any = false;
  for (const Decl *D : R->decls()) {
    const auto *M = dyn_cast<CXXMethodDecl>(D);
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      M = dyn_cast<CXXMethodDecl>(T->getTemplatedDecl());
    if (!M || M->isImplicit())
      continue;
    if (!accessedDynamicShared(M))
      return false;
    Any = true;
  }
  return Any;
}

const FunctionDecl *accessorConversion(const Expr *E) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E);
  if (!Call)
    return nullptr;
  const FunctionDecl *F = Call->getMethodDecl();
  if (!accessedDynamicShared(F) ||
      !isSharedMemoryAccessor(Call->getRecordDecl()))
    return nullptr;
  return F;
}

} // namespace metalify
