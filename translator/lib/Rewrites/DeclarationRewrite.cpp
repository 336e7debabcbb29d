//===- DeclarationRewrite.cpp - Types and constants for MSL ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeclarationRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {
namespace {

/// The declaration head of a method in MSL: its specifiers and return type,
/// without CUDA's execution-space qualifiers (`__host__ __device__`), which
/// MSL has no use for.
std::string methodHead(const CXXMethodDecl *M, const MslSpelling &Spell) {
  std::string Head;
  if (M->hasAttr<AlwaysInlineAttr>() || M->isInlineSpecified())
    Head += "inline ";
  if (M->isStatic())
    Head += "static ";
  if (M->isConstexpr())
    Head += "constexpr ";
  if (isa<CXXConstructorDecl>(M) || isa<CXXDestructorDecl>(M) ||
      isa<CXXConversionDecl>(M))
    return Head;
  return Head + Spell.type(M->getReturnType()) + " ";
}

/// Rewrites the heads of a record's methods that carry CUDA qualifiers.
void rewriteMethodHeads(const RecordDecl *R, const MslSpelling &Spell,
                        ASTContext &Ctx, SourceEdits &Edits) {
  const auto *CR = dyn_cast<CXXRecordDecl>(R);
  if (!CR)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Decl *D : CR->decls()) {
    const auto *M = dyn_cast<CXXMethodDecl>(D);
    if (!M || M->isImplicit() ||
        !(M->hasAttr<CUDADeviceAttr>() || M->hasAttr<CUDAHostAttr>()))
      continue;
    SourceLocation Begin = SM.getExpansionLoc(M->getBeginLoc());
    SourceLocation Name = SM.getExpansionLoc(M->getLocation());
    StringRef NameText = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Name), SM, Ctx.getLangOpts());
    Edits.replace(SourceRange(Begin, Name),
                  methodHead(M, Spell) + NameText.str());
  }
}

std::string emitRecord(const RecordDecl *R, const MslSpelling &Spell,
                       ASTContext &Ctx) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  rewriteMethodHeads(R, Spell, Ctx, Edits);
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
