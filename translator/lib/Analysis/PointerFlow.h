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

// PointerUnion needs the complete types of its members.
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/PointerUnion.h"
#include "llvm/ADT/SmallVector.h"

#include <utility>
#include <vector>

namespace metalify {

/// A value a pointer derives from: a variable (a pointer variable, or the
/// storage of an array or scalar whose address is taken), a call result,
/// a string literal (MSL keeps those in constant memory), the `this` of a
/// member function (the object it was called on), or a
/// pointer member of a struct (`s.data`, `this->data`): its value is device
/// memory, since every pointer member is declared `device` in MSL
/// (DeclarationRewrite) and by-value kernel arguments carry device pointers
/// there (docs/ABI.md).
using PointerOrigin =
    llvm::PointerUnion<const clang::VarDecl *, const clang::CallExpr *,
                       const clang::CXXThisExpr *, const clang::FieldDecl *,
                       const clang::StringLiteral *>;

/// The origins of the pointer value \p E (pointer arithmetic, casts,
/// conditionals and array decay are looked through).
void pointerOrigins(const clang::Expr *E,
                    llvm::SmallVectorImpl<PointerOrigin> &Out);

/// The origins of the memory the lvalue \p E lives in: for `p[i]`, `*p` and
/// `p->m` those of p; for a variable, the variable itself.
void storageOrigins(const clang::Expr *E,
                    llvm::SmallVectorImpl<PointerOrigin> &Out);

/// The argument of \p Call (a CallExpr or a CXXConstructExpr) bound to
/// parameter \p Param of \p Callee, or null. A member operator call passes
/// its object as argument 0, so its parameters start at argument 1.
const clang::Expr *callArgument(const clang::Expr *Call,
                                const clang::FunctionDecl *Callee,
                                unsigned Param);

/// The object a member function is called on (`o` in `o.f()` and `o + x`,
/// the pointer `p` in `p->f()`), or null for other calls (constructor
/// calls included: the object they construct is the caller's thread
/// memory).
const clang::Expr *calledObject(const clang::Expr *Call);

/// The argument of std::forward, std::move or std::as_const, casts of value
/// category that name their argument's storage; null for other calls.
const clang::Expr *passedThrough(const clang::CallExpr *Call);

/// The pointer data flow of one function body.
struct FunctionFlows {
  /// Pointer and reference variables and the expressions assigned or bound
  /// to them (initialisers and plain assignments).
  std::vector<std::pair<const clang::VarDecl *, const clang::Expr *>> Assigns;
  /// Returned pointer expressions, or returned lvalues when the function
  /// returns a reference.
  std::vector<const clang::Expr *> Returns;
  /// True when Returns holds the lvalues a reference is bound to.
  bool ReturnsReference = false;
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
