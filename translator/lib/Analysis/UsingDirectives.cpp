//===- UsingDirectives.cpp - Names using-directives bring in -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/UsingDirectives.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace metalify {
namespace {

/// Finds every using-directive, at namespace and block scope.
class DirectiveFinder : public clang::RecursiveASTVisitor<DirectiveFinder> {
public:
  llvm::SetVector<const clang::NamespaceDecl *> Nominated;

  bool VisitUsingDirectiveDecl(clang::UsingDirectiveDecl *D) {
    if (const clang::NamespaceDecl *NS = D->getNominatedNamespace())
      Nominated.insert(NS->getCanonicalDecl());
    return true;
  }
};

/// True when \p NS declares \p Name other than as \p Self; Clang's lookup
/// table of a namespace holds its inline namespaces' members too.
bool declares(const clang::NamespaceDecl &NS, clang::DeclarationName Name,
              const clang::Decl *Self) {
  return llvm::any_of(NS.lookup(Name), [&](const clang::NamedDecl *Found) {
    return Found->getCanonicalDecl() != Self;
  });
}

} // namespace

UsingDirectives UsingDirectives::collect(clang::ASTContext &Context) {
  DirectiveFinder Finder;
  Finder.TraverseDecl(Context.getTranslationUnitDecl());
  UsingDirectives Result;
  Result.Nominated = std::move(Finder.Nominated);
  return Result;
}

bool UsingDirectives::bringInNameOf(const clang::NamedDecl &D) const {
  const clang::Decl *Self = D.getCanonicalDecl();
  return llvm::any_of(Nominated, [&](const clang::NamespaceDecl *NS) {
    return declares(*NS, D.getDeclName(), Self);
  });
}

} // namespace metalify
