//===- TemplateInstanceRewrite.cpp - Function templates in MSL ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Rewrites/MslSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// True for the arguments an instance name and a parameter binding can
/// spell: types that are not arrays, integers, and functions (whose calls
/// become direct calls, see calledFunctionArgument).
bool isSpellable(const TemplateArgument &A) {
  if (A.getKind() == TemplateArgument::Integral)
    return true;
  if (A.getKind() == TemplateArgument::Declaration)
    return isa<FunctionDecl>(A.getAsDecl());
  return A.getKind() == TemplateArgument::Type && !A.getAsType()->isArrayType();
}

/// True for a type argument whose binding needs an address space.
bool isIndirect(const TemplateArgument &A) {
  if (A.getKind() != TemplateArgument::Type)
    return false;
  QualType T = A.getAsType();
  return T->isPointerType() || T->isReferenceType();
}

/// The address space the pointer or reference type bound to template
/// parameter \p Param stands for in \p C's clone: that of the first
/// parameter of \p F declared with the template parameter as its type
/// (`Iter it`); Unknown (spelled device) when no parameter is.
AddressSpace boundSpace(const FunctionDecl *F, const NamedDecl *Param,
                        RewriteContext &C) {
  const auto *TypeParam = dyn_cast<TemplateTypeParmDecl>(Param);
  if (!TypeParam || F != C.Clone.Function)
    return AddressSpace::Unknown;
  for (const ParmVarDecl *P : F->parameters()) {
    const auto *Subst = P->getType()->getAs<SubstTemplateTypeParmType>();
    if (Subst && Subst->getIndex() == TypeParam->getIndex() &&
        Subst->getReplacedParameter()->getDepth() == TypeParam->getDepth())
      return C.Clone.spaceOf(P);
  }
  return AddressSpace::Unknown;
}

/// The value of an integral argument as MSL source: `true`/`false` for
/// bool, a cast for an enumeration, the number otherwise.
std::string integralValue(const TemplateArgument &A, RewriteContext &C) {
  QualType T = A.getIntegralType();
  const llvm::APSInt &V = A.getAsIntegral();
  if (T->isBooleanType())
    return V.getBoolValue() ? "true" : "false";
  std::string Number = llvm::toString(V, 10);
  if (T->isEnumeralType())
    return "static_cast<" + C.Spell.type(T) + ">(" + Number + ")";
  return Number;
}

/// The template argument as the user would write it, for diagnostics.
std::string printed(const TemplateArgument &A, const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  A.print(Ctx.getPrintingPolicy(), OS, /*IncludeType=*/false);
  return OS.str();
}

} // namespace

std::string TemplateInstanceRewrite::name(const FunctionDecl *F,
                                          const MslSpelling &Spell) {
  // Constructors and destructors of a class template's instance take the
  // instance's name.
  if (isa<CXXConstructorDecl>(F))
    return Spell.recordName(cast<CXXConstructorDecl>(F)->getParent());
  if (isa<CXXDestructorDecl>(F))
    return "~" + Spell.recordName(cast<CXXDestructorDecl>(F)->getParent());
  if (!F->getDeclName().isIdentifier())
    return F->getNameAsString();
  if (const TemplateArgumentList *Args = F->getTemplateSpecializationArgs())
    return Spell.instanceName(F->getName(), Args->asArray());
  return Spell.identifier(F->getName());
}

std::string TemplateInstanceRewrite::prologue(RewriteContext &C) {
  return bindings(C.Clone.Function, C);
}

std::string TemplateInstanceRewrite::bindings(const FunctionDecl *F,
                                              RewriteContext &C) {
  const FunctionTemplateDecl *Primary = F->getPrimaryTemplate();
  const TemplateArgumentList *Args = F->getTemplateSpecializationArgs();
  if (!Primary || !Args)
    return "";
  std::string Out;
  const TemplateParameterList *Params = Primary->getTemplateParameters();
  for (unsigned I = 0; I < Params->size() && I < Args->size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    const TemplateArgument &A = Args->get(I);
    if (!isSpellable(A)) {
      C.report(F->getLocation(), "MTL2025",
               {F->getNameAsString(), printed(A, C.Ctx)});
      continue;
    }
    // An explicit specialization names no parameters in its body.
    if (F->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
      continue;
    // A function argument binds nothing: each call of the parameter is
    // rewritten to call the function itself.
    if (A.getKind() == TemplateArgument::Declaration)
      continue;
    if (isIndirect(A))
      Out += "\n  using " + P->getNameAsString() + " = " +
             llvm::StringRef(C.Spell.declare(A.getAsType(), "",
                                             boundSpace(F, P, C), false))
                 .rtrim()
                 .str() +
             ";";
    else if (A.getKind() == TemplateArgument::Type)
      Out += "\n  using " + P->getNameAsString() + " = " +
             C.Spell.type(A.getAsType()) + ";";
    else
      Out += "\n  constexpr " + C.Spell.type(A.getIntegralType()) + " " +
             P->getNameAsString() + " = " + integralValue(A, C) + ";";
  }
  return Out;
}

namespace {

/// The template parameter \p Call's callee names, under parentheses and
/// implicit casts (which IgnoreParenImpCasts would look through too).
const SubstNonTypeTemplateParmExpr *calleeParameter(const CallExpr *Call) {
  const Expr *E = Call->getCallee()->IgnoreParens();
  while (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreParens();
  return dyn_cast<SubstNonTypeTemplateParmExpr>(E);
}

} // namespace

const FunctionDecl *
TemplateInstanceRewrite::calledFunctionArgument(const CallExpr *Call) {
  const SubstNonTypeTemplateParmExpr *Subst = calleeParameter(Call);
  if (!Subst)
    return nullptr;
  const Expr *Replacement = Subst->getReplacement()->IgnoreParenImpCasts();
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(Replacement);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf)
    Replacement = AddrOf->getSubExpr()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Replacement);
  return Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
}

void TemplateInstanceRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call || !Call->getDirectCallee())
    return;
  // `op(v)` with a function template argument `op`: MSL has no function
  // pointers, so the instance calls the function by name.
  if (const FunctionDecl *F = calledFunctionArgument(Call)) {
    const FunctionDecl *Def = DeviceCallGraph::deviceDefinition(F);
    // Parentheses go too: MSL reads `(f)(x)` as taking f's address.
    C.replace(Call->getCallee()->getSourceRange(),
              name(Def ? Def : F, C.Spell));
    return;
  }
  const FunctionDecl *Callee =
      DeviceCallGraph::deviceDefinition(Call->getDirectCallee());
  if (!Callee || !Callee->getTemplateSpecializationArgs() ||
      !Callee->getDeclName().isIdentifier())
    return;
  // A member template's instances are members of their own.
  if (isa<CXXMethodDecl>(Callee)) {
    if (const auto *Member =
            dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts())) {
      SourceLocation Begin = Member->getTemplateKeywordLoc().isValid()
                                 ? Member->getTemplateKeywordLoc()
                                 : Member->getMemberLoc();
      C.replace(SourceRange(Begin, Member->getEndLoc()),
                name(Callee, C.Spell));
      return;
    }
  }
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Ref)
    return;
  // The qualifier stays as written (`ns::`): the instance is emitted in its
  // namespace.
  C.replace(SourceRange(Ref->getLocation(), Ref->getEndLoc()),
            name(Callee, C.Spell));
}

} // namespace metalify
