//===- DoubleLiteralRewrite.h - Double literals in device code -*- C++ -*-===//
//
// Part of metalify. MSL reads an unsuffixed floating literal as a float, so
// `0.1` in a .metal file is 0.1f, and `sqrt(2.0)` the float sqrt. A double
// literal of device code becomes a metalify::f64 through the
// `double-literal` row: `metalify::f64(2.0f)` when a float holds its value
// exactly, its IEEE bits otherwise
// (`metalify::f64_from_bits(0x3FB999999999999Aul /* 0.1 */)`). The value,
// the overload it selects and the double arithmetic around it are then
// CUDA's: `x * 0.1` with a float `x` computes in double on the GPU, and does
// so here. A literal that CUDA converts to another type at once
// (`float y = 0.1;`) stays as written.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DOUBLELITERALREWRITE_H
#define METALIFY_REWRITES_DOUBLELITERALREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Spells the double literals of device code as metalify::f64 values.
class DoubleLiteralRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// Spells the double literals under \p Root (the initializer of a
  /// program-scope constant, a default member initializer) into \p Edits.
  /// \p ByBits spells every one by its bits, a constant expression.
  static void rewriteAll(const clang::Stmt *Root, const MslSpelling &Spell,
                         clang::ASTContext &Ctx, SourceEdits &Edits,
                         bool ByBits);
};

} // namespace metalify

#endif
