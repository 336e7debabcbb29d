//===- KernelReferenceRewrite.cpp - Kernel names qualified in host code ---===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/KernelReferenceRewrite.h"
#include "Rewrites/DeviceCode.h"
#include "Rewrites/KernelTemplateHandles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

namespace metalify {
namespace {

/// A host reference to a kernel, written without a qualifier.
struct Reference {
  clang::SourceLocation NameLoc;
  const clang::FunctionDecl *Kernel;
};

/// Finds unqualified kernel references in host code.
class ReferenceFinder : public HostCodeVisitor<ReferenceFinder> {
public:
  std::vector<Reference> References;
  llvm::SmallPtrSet<const clang::UnresolvedLookupExpr *, 8> DeducedCallees;

  /// The launch rewrite spells the callee of a launch whose instance is
  /// deduced (its deduction declaration) and qualifies it itself.
  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *E) {
    const auto *Lookup = llvm::dyn_cast<clang::UnresolvedLookupExpr>(
        E->getCallee()->IgnoreParenImpCasts());
    if (!Lookup)
      return true;
    if (const clang::FunctionTemplateDecl *T =
            KernelTemplateHandles::dependentTemplate(*Lookup);
        T && KernelTemplateHandles::leavesDeduction(*Lookup, *T))
      DeducedCallees.insert(Lookup);
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const clang::FunctionDecl *Kernel = kernelOf(E->getDecl());
        Kernel && !E->hasQualifier())
      References.push_back({E->getLocation(), Kernel});
    return true;
  }
  /// A launch of a kernel template with dependent arguments.
  bool VisitUnresolvedLookupExpr(clang::UnresolvedLookupExpr *E) {
    if (E->getQualifier() || DeducedCallees.contains(E))
      return true;
    for (const clang::NamedDecl *D : E->decls())
      if (const clang::FunctionDecl *Kernel = kernelOf(D)) {
        References.push_back({E->getNameLoc(), Kernel});
        break;
      }
    return true;
  }
};

} // namespace

void KernelReferenceRewrite::run() {
  ReferenceFinder Finder;
  Finder.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const Reference &R : Finder.References) {
    if (!handleIsNamespaced(Ctx, *R.Kernel))
      continue;
    if (std::optional<std::string> Qualifier = handleQualifier(Ctx, *R.Kernel))
      qualify(R.NameLoc, *Qualifier);
  }
}

void KernelReferenceRewrite::qualify(clang::SourceLocation NameLoc,
                                     const std::string &Qualifier) {
  clang::SourceLocation At = mainFileSpelling(Ctx, NameLoc);
  if (At.isInvalid() || !Qualified.insert(Ctx.SM.getFileOffset(At)).second)
    return;
  // After any text inserted at the same place (a launch's shim call).
  Ctx.Rewrite.InsertTextAfter(At, Qualifier);
}

} // namespace metalify
