//===- PointerFlow.h - Where pointer values come from ----------*- C++ -*-===//
//
// Part of metalify. The shared ground of WriteAnalysis and
// AddressSpaceInference: the origins of a pointer expression (variables and
// call results it derives from) and the pointer assignments, returns and
// writes of one function body.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_POINTERFLOW_H
#define METALIFY_ANALYSIS_POINTERFLOW_H

#include "llvm/ADT/PointerUnion.h"
#include "llvm/ADT/SmallVector.h"

#include <utility>
#include <vector>

namespace clang {
class CallExpr;
class Expr;
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// A value a pointer derives from: a variable (a pointer variable, or the
/// storage of an array or scalar whose address is taken) or a call result.
using PointerOrigin =
    llvm::PointerUnion<const clang::VarDecl *, const clang::CallExpr *>;

/// The origins of the pointer value \p E (pointer arithmetic, casts,
/// conditionals and array decay are looked through).
void pointerOrigins(const clang::Expr *E,
                    llvm::SmallVectorImpl<PointerOrigin> &Out);

/// The origins of the memory the lvalue \p E lives in: for `p[i]`, `*p` and
/// `p->m` those of p; for a variable, the variable itself.
void storageOrigins(const clang::Expr *E,
                    llvm::SmallVectorImpl<PointerOrigin> &Out);

/// The pointer data flow of one function body.
struct FunctionFlows {
  /// Pointer and reference variables and the expressions assigned or bound
  /// to them (initialisers and plain assignments).
  std::vector<std::pair<const clang::VarDecl *, const clang::Expr *>> Assigns;
  /// Returned pointer expressions.
  std::vector<const clang::Expr *> Returns;
  /// Lvalues written (assigned, incremented) other than plain variables.
  std::vector<const clang::Expr *> WrittenLValues;
  /// Pointer arguments to functions without a device definition whose
  /// parameter does not point to const: assumed written (atomics, memcpy).
  std::vector<const clang::Expr *> OpaqueArgs;
};

/// Collects the flows of \p F's body.
FunctionFlows collectFlows(const clang::FunctionDecl *F);

} // namespace metalify

#endif
