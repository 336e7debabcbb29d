//===- DeclarationOrder.h - Program-scope declarations needed --*- C++ -*-===//
//
// Part of metalify. The user types (structs, enums, typedefs, aliases) and
// constants that device code refers to, directly or through each other, in
// dependency order. Declarations from system headers (our CUDA headers
// included) are left out: Metal has its own.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_DECLARATIONORDER_H
#define METALIFY_ANALYSIS_DECLARATIONORDER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace clang {
class ASTContext;
class Decl;
class FunctionDecl;
} // namespace clang

namespace metalify {

/// Program-scope declarations device code needs, dependencies first.
class DeclarationOrder {
public:
  /// The declarations \p Functions (and what they use) refer to.
  static DeclarationOrder compute(clang::ASTContext &Ctx,
                                  llvm::ArrayRef<const clang::FunctionDecl *>
                                      Functions);

  /// TagDecls, TypedefNameDecls and VarDecls (constants), in order.
  llvm::ArrayRef<const clang::Decl *> decls() const { return Ordered; }

private:
  std::vector<const clang::Decl *> Ordered;
};

} // namespace metalify

#endif
