//===- PointerTypeRewrite.cpp - Address spaces on local pointers ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/PointerTypeRewrite.h"
#include "Analysis/PointerFlow.h"
#include "Analysis/WriteAnalysis.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace metalify {
namespace {

bool needsSpace(const VarDecl *V) {
  QualType T = V->getType();
  if (!T->isPointerType() && !T->isReferenceType())
    return false;
  if (T->getContainedAutoType() || V->hasAttr<CUDASharedAttr>())
    return false;
  // Pointers to functions are diagnosed elsewhere.
  return !T->getPointeeType()->isFunctionType();
}

std::string declaration(const VarDecl *V, RewriteContext &C) {
  bool Indirect = V->getType()->isPointerType() ||
                  V->getType()->isReferenceType();
  std::string Text = C.Spell.declare(
      V->getType(), V->getName(), Indirect ? C.Clone.spaceOf(V)
                                           : AddressSpace::Unknown,
      Indirect && !C.Writes.isWritten(V));
  if (const Expr *Init = V->getInit())
    Text += " = " + C.Edits.render(Init->getSourceRange());
  return Text;
}

void rewriteDeclStmt(const DeclStmt *D, RewriteContext &C) {
  for (const Decl *Child : D->decls())
    if (const auto *V = dyn_cast<VarDecl>(Child); V && V->getInit())
      PointerTypeRewrite::constantLiteral(V->getInit(), V->getType(), C);
  bool Any = false;
  for (const Decl *Child : D->decls())
    if (const auto *V = dyn_cast<VarDecl>(Child))
      Any |= needsSpace(V);
  if (!Any)
    return;
  if (D->isSingleDecl()) {
    const auto *V = cast<VarDecl>(D->getSingleDecl());
    std::string Decl = C.Spell.declare(V->getType(), V->getName(),
                                       C.Clone.spaceOf(V),
                                       !C.Writes.isWritten(V));
    C.replace(SourceRange(V->getBeginLoc(), V->getLocation()), Decl);
    return;
  }
  std::string Text;
  for (const Decl *Child : D->decls()) {
    const auto *V = dyn_cast<VarDecl>(Child);
    if (!V) {
      C.report(Child->getLocation(), "MTL2022");
      return;
    }
    Text += (Text.empty() ? "" : " ") + declaration(V, C) + ";";
  }
  C.replace(D->getSourceRange(), Text);
}

/// True when every pointer \p Pointer derives from is a pointer variable
/// nothing writes through, which its declaration spells `const`: a cast of
/// it must keep the `const`, since MSL, like C++, refuses to cast it away.
bool derivesOnlyFromReadOnly(const Expr *Pointer, RewriteContext &C) {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  pointerOrigins(Pointer, Origins);
  if (Origins.empty())
    return false;
  return llvm::all_of(Origins, [&](PointerOrigin O) {
    const auto *V = O.dyn_cast<const VarDecl *>();
    return V && V->getType()->isPointerType() && !C.Writes.isWritten(V);
  });
}

std::string castType(const ExplicitCastExpr *E, RewriteContext &C) {
  QualType T = E->getTypeAsWritten();
  AddressSpace S = T->isReferenceType() ? C.storageSpaceOf(E->getSubExpr())
                                        : C.spaceOf(E->getSubExpr());
  bool ReadOnly =
      T->isPointerType() && derivesOnlyFromReadOnly(E->getSubExpr(), C);
  std::string Spelled = C.Spell.declare(T, "", S, ReadOnly);
  return llvm::StringRef(Spelled).rtrim().str();
}

void rewriteCast(const ExplicitCastExpr *E, RewriteContext &C) {
  QualType T = E->getTypeAsWritten();
  // `reinterpret_cast<T &>(*this)` keeps the space of the object.
  if (T->isReferenceType()) {
    if (C.storageSpaceOf(E->getSubExpr()) == AddressSpace::Unknown)
      return;
  } else if (!T->isPointerType() || T->getPointeeType()->isFunctionType()) {
    return;
  }
  if (const auto *CStyle = dyn_cast<CStyleCastExpr>(E)) {
    C.replace(SourceRange(CStyle->getLParenLoc(), CStyle->getRParenLoc()),
              "(" + castType(E, C) + ")");
    return;
  }
  if (const auto *Named = dyn_cast<CXXNamedCastExpr>(E))
    C.replace(Named->getAngleBrackets(), "<" + castType(E, C) + ">");
}

} // namespace

void PointerTypeRewrite::constantLiteral(const Expr *Init, QualType Pointer,
                                         RewriteContext &C) {
  const auto *Literal = dyn_cast<StringLiteral>(Init->IgnoreParenImpCasts());
  if (!Literal || !Pointer->isPointerType())
    return;
  std::string Type =
      llvm::StringRef(
          C.Spell.declare(Pointer, "", AddressSpace::Constant, true))
          .rtrim()
          .str();
  C.replace(Literal->getSourceRange(),
            "(" + Type + ")" + C.Edits.render(Literal->getSourceRange()));
}

void PointerTypeRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (const auto *D = dyn_cast<DeclStmt>(S))
    rewriteDeclStmt(D, C);
  else if (const auto *E = dyn_cast<ExplicitCastExpr>(S))
    rewriteCast(E, C);
}

} // namespace metalify
