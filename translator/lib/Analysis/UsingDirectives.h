//===- UsingDirectives.h - Names using-directives bring in -----*- C++ -*-===//
//
// Part of metalify. In host code a kernel becomes a handle variable, and a
// variable does not take part in overload resolution: where a
// using-directive (`using namespace std;`) brings in a function of the
// kernel's name (std::fill, std::copy, std::transform), an unqualified use
// of the name becomes ambiguous. The host rewrites ask this analysis which
// kernels are in that position.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_USINGDIRECTIVES_H
#define METALIFY_ANALYSIS_USINGDIRECTIVES_H

#include "llvm/ADT/SetVector.h"

namespace clang {
class ASTContext;
class NamedDecl;
class NamespaceDecl;
} // namespace clang

namespace metalify {

/// The namespaces nominated by the using-directives of one translation
/// unit, wherever they are written.
class UsingDirectives {
public:
  /// Collects the directives of \p Context's translation unit.
  static UsingDirectives collect(clang::ASTContext &Context);

  /// True when a nominated namespace declares something named like \p D
  /// other than \p D itself.
  bool bringInNameOf(const clang::NamedDecl &D) const;

private:
  llvm::SetVector<const clang::NamespaceDecl *> Nominated;
};

} // namespace metalify

#endif
