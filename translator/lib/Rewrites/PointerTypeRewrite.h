//===- PointerTypeRewrite.h - Address spaces on local pointers -*- C++ -*-===//
//
// Part of metalify. Local pointer and reference variables, pointer casts
// and reference casts (`reinterpret_cast<T &>(*this)`) are rewritten with
// the address space the inference found for this copy of the function, and
// `const` when nothing writes through them. A
// string literal is constant memory in MSL; where one initialises a pointer
// (a variable, a parameter of a translated function) it is converted
// explicitly, `(const constant char *)"abc"`, since the CPU backend's Clang
// keeps literals in the thread space and would not convert them.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_POINTERTYPEREWRITE_H
#define METALIFY_REWRITES_POINTERTYPEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include "clang/AST/Type.h"

namespace metalify {

/// Writes address spaces into local declarations and casts.
class PointerTypeRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// Converts \p Init explicitly to the constant-space \p Pointer when it
  /// is a string literal, which initialises a pointer of that type.
  static void constantLiteral(const clang::Expr *Init, clang::QualType Pointer,
                              RewriteContext &C);
};

} // namespace metalify

#endif
