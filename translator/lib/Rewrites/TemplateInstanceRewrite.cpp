//===- TemplateInstanceRewrite.cpp - Function templates in MSL ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Rewrites/MslSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// An identifier-safe spelling of one template argument.
std::string argumentName(const TemplateArgument &A, RewriteContext &C) {
  std::string Text;
  if (A.getKind() == TemplateArgument::Type)
    Text = C.Spell.type(A.getAsType());
  else if (A.getKind() == TemplateArgument::Integral)
    Text = llvm::toString(A.getAsIntegral(), 10);
  else
    Text = "arg";
  for (char &Ch : Text)
    if (!llvm::isAlnum(Ch))
      Ch = Ch == '-' ? 'm' : '_';
  return Text;
}

} // namespace

std::string TemplateInstanceRewrite::name(const FunctionDecl *F,
                                          RewriteContext &C) {
  std::string Name = F->getNameAsString();
  if (const TemplateArgumentList *Args = F->getTemplateSpecializationArgs())
    for (const TemplateArgument &A : Args->asArray())
      Name += "_" + argumentName(A, C);
  return Name;
}

std::string TemplateInstanceRewrite::prologue(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  const FunctionTemplateDecl *Primary = F->getPrimaryTemplate();
  const TemplateArgumentList *Args = F->getTemplateSpecializationArgs();
  if (!Primary || !Args)
    return "";
  std::string Out;
  const TemplateParameterList *Params = Primary->getTemplateParameters();
  for (unsigned I = 0; I < Params->size() && I < Args->size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    const TemplateArgument &A = Args->get(I);
    if (A.getKind() == TemplateArgument::Type)
      Out += "\n  using " + P->getNameAsString() + " = " +
             C.Spell.type(A.getAsType()) + ";";
    else if (A.getKind() == TemplateArgument::Integral)
      Out += "\n  constexpr " + C.Spell.type(A.getIntegralType()) + " " +
             P->getNameAsString() + " = " +
             llvm::toString(A.getAsIntegral(), 10) + ";";
  }
  return Out;
}

void TemplateInstanceRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call || !Call->getDirectCallee())
    return;
  const FunctionDecl *Callee =
      DeviceCallGraph::deviceDefinition(Call->getDirectCallee());
  if (!Callee || !Callee->getTemplateSpecializationArgs())
    return;
  C.replace(Call->getCallee()->IgnoreParenImpCasts()->getSourceRange(),
            name(Callee, C));
}

} // namespace metalify
