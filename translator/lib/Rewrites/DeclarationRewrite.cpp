//===- DeclarationRewrite.cpp - Types and constants for MSL ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeclarationRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {
namespace {

std::string emitRecord(const RecordDecl *R, const MslSpelling &Spell,
                       ASTContext &Ctx) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  for (const FieldDecl *F : R->fields()) {
    QualType T = F->getType();
    if (T->isPointerType() || T->isReferenceType()) {
      Edits.replace(SourceRange(F->getBeginLoc(), F->getLocation()),
                    Spell.declare(T, F->getName(), AddressSpace::Device,
                                  false));
      continue;
    }
    std::string Packed = Spell.packedType(T);
    if (Packed != Spell.type(T))
      Edits.replace(F->getTypeSourceInfo()->getTypeLoc().getSourceRange(),
                    Packed);
  }
  return Edits.render(R->getSourceRange()) + ";\n";
}

std::string emitConstant(const VarDecl *V, const MslSpelling &Spell,
                         ASTContext &Ctx) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  return (V->isConstexpr() ? "constexpr " : "") +
         Spell.addressSpace(AddressSpace::Constant) + " " +
         Spell.declare(V->getType().getUnqualifiedType(), V->getName(),
                       AddressSpace::Unknown, false) +
         " = " + Edits.render(V->getInit()->getSourceRange()) + ";\n";
}

} // namespace

std::string DeclarationRewrite::emit(const Decl *D, const MslSpelling &Spell,
                                     ASTContext &Ctx) {
  if (const auto *R = dyn_cast<RecordDecl>(D))
    return emitRecord(R, Spell, Ctx);
  if (const auto *V = dyn_cast<VarDecl>(D); V && V->getInit())
    return emitConstant(V, Spell, Ctx);
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  return Edits.render(D->getSourceRange()) + ";\n";
}

} // namespace metalify
