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

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
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
  // A conversion function (`operator float()`) names its type itself.
  bool SpellsReturn = !isa<CXXConversionDecl>(F);
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
  }
  if (WithImplicit)
    for (std::string &Extra : HelperCallRewrite::parameters(C))
      Params.push_back(std::move(Extra));
  return llvm::join(Params, ", ");
}

} // namespace metalify
