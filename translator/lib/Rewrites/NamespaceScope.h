//===- NamespaceScope.h - Device code declared in namespaces ---*- C++ -*-===//
//
// Part of metalify. Device code keeps its namespaces in MSL, so qualified
// names in bodies (`kernels::kBlock`, `math::clampTo(x)`) read the same:
// types, constants and helpers are emitted inside `namespace N { ... }`.
// Kernels are emitted at program scope (the host looks them up by a plain
// name, docs/ABI.md) and start with `using namespace N;` so their bodies
// still find their namespace's names unqualified.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_NAMESPACESCOPE_H
#define METALIFY_REWRITES_NAMESPACESCOPE_H

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace clang {
class Decl;
} // namespace clang

namespace metalify {

/// Spells the namespaces around emitted device declarations.
class NamespaceScope {
public:
  /// \p Text wrapped in the namespaces that enclose \p D (outermost first);
  /// unchanged at program scope.
  static std::string wrap(const clang::Decl *D, const std::string &Text);
  /// `using namespace N;` lines (each starting with a newline and two
  /// spaces) for every named namespace that encloses \p D, so a body
  /// emitted at program scope sees the names it saw in CUDA.
  static std::string usingDirectives(const clang::Decl *D);
  /// An empty `namespace N {}` for each named namespace that encloses one
  /// of \p Kernels and none of \p Emitted, so that a kernel's
  /// using-directives name a namespace even when nothing else of it
  /// reaches the module.
  static std::string
  declareEnclosing(llvm::ArrayRef<const clang::Decl *> Kernels,
                   llvm::ArrayRef<const clang::Decl *> Emitted);
};

} // namespace metalify

#endif
