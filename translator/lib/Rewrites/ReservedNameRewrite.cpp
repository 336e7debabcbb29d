//===- ReservedNameRewrite.cpp - CUDA names that MSL reserves -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/ReservedNameRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace metalify {
namespace {

/// Replaces the name token at \p Loc when \p Name is reserved.
void rename(SourceLocation Loc, const DeclarationName &Name,
            RewriteContext &C) {
  // Unnamed declarations (anonymous unions, parameters) have no identifier.
  if (!Name.getAsIdentifierInfo() || Loc.isInvalid() || Loc.isMacroID())
    return;
  std::string Safe = C.Spell.identifier(Name.getAsIdentifierInfo()->getName());
  if (Safe != Name.getAsIdentifierInfo()->getName())
    C.Edits.replace(SourceRange(Loc, Loc), Safe);
}

} // namespace

void ReservedNameRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    // Calls to template instances are renamed by TemplateInstanceRewrite.
    const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl());
    if (!F || !F->getTemplateSpecializationArgs())
      rename(Ref->getLocation(), Ref->getDecl()->getDeclName(), C);
    return;
  }
  if (const auto *Member = dyn_cast<MemberExpr>(S)) {
    rename(Member->getMemberLoc(), Member->getMemberDecl()->getDeclName(), C);
    return;
  }
  if (const auto *Decls = dyn_cast<DeclStmt>(S))
    for (const Decl *D : Decls->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        rename(V->getLocation(), V->getDeclName(), C);
}

} // namespace metalify
