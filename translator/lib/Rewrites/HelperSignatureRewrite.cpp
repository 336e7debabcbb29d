//===- HelperSignatureRewrite.cpp - Signatures of device helpers ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HelperSignatureRewrite.h"
#include "Analysis/WriteAnalysis.h"
#include "Rewrites/HelperCallRewrite.h"
#include "Rewrites/MemberFunctionRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/TemplateInstanceRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {

std::string HelperSignatureRewrite::build(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  QualType Ret = F->getReturnType();
  std::string Out = MemberFunctionRewrite::prefix(C);
  if (F->isInlineSpecified())
    Out += "inline ";
  // Kept so the helper still works in constant expressions (array bounds,
  // template arguments).
  if (F->isConstexpr())
    Out += "constexpr ";
  // A conversion function (`operator float()`) names its type itself;
  // constructors and destructors have none.
  bool SpellsReturn = !isa<CXXConversionDecl>(F) &&
                      !isa<CXXConstructorDecl>(F) && !isa<CXXDestructorDecl>(F);
  if (SpellsReturn && (Ret->isPointerType() || Ret->isReferenceType()))
    Out += C.Spell.declare(Ret, "", C.Clone.Return,
                           !C.Writes.isReturnWritten(F));
  else if (SpellsReturn)
    Out += C.Spell.type(Ret) + " ";
  Out += TemplateInstanceRewrite::name(F, C.Spell) + "(" + parameters(C) +
         ")";
  return Out + MemberFunctionRewrite::suffix(C);
}

std::string HelperSignatureRewrite::parameters(RewriteContext &C,
                                               bool WithImplicit) {
  const FunctionDecl *F = C.Clone.Function;
  std::vector<std::string> Implicit = HelperCallRewrite::parameters(C);
  // A constructor keeps its default arguments unless implicit parameters
  // follow them (its calls then write them out): constructions such as
  // `T t;` and `T t = a;` have no argument list to write them into.
  bool KeepDefaults = isa<CXXConstructorDecl>(F) && Implicit.empty();
  std::vector<std::string> Params;
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *P = F->getParamDecl(I);
    QualType T = P->getType();
    bool Indirect = T->isPointerType() || T->isReferenceType();
    AddressSpace S = Indirect && I < C.Clone.Params.size()
                         ? C.Clone.Params[I]
                         : AddressSpace::Unknown;
    Params.push_back(C.Spell.declare(T, C.Spell.identifier(P->getName()), S,
                                     Indirect && !C.Writes.isWritten(P)));
    if (KeepDefaults && P->hasDefaultArg())
      Params.back() +=
          " = " + Lexer::getSourceText(
                      CharSourceRange::getTokenRange(P->getDefaultArgRange()),
                      C.Ctx.getSourceManager(), C.Ctx.getLangOpts())
                      .str();
  }
  if (WithImplicit)
    for (std::string &Extra : Implicit)
      Params.push_back(std::move(Extra));
  return llvm::join(Params, ", ");
}

} // namespace metalify
