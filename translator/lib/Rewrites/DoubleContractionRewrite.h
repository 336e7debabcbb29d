//===- DoubleContractionRewrite.h - a * b + c on doubles -------*- C++ -*-===//
//
// Part of metalify. nvcc contracts a double multiply feeding an add or a
// subtract into one fused multiply-add (-fmad=true, its default), as the
// GPU's LLVM back end does for `fadd (fmul a, b), c`: `x * y + z`,
// `z - x * y` and `acc += x * y` round once. metalify::f64's operators are
// functions, which no compiler contracts, so these expressions are spelled
// through the `double-contraction` row (`metalify::f64_fma(x, y, z)`),
// choosing the operands as that back end does: the left multiply of an add
// first, then the right one. Without this, double code differs from the GPU
// in the last bits wherever it multiplies and adds.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DOUBLECONTRACTIONREWRITE_H
#define METALIFY_REWRITES_DOUBLECONTRACTIONREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Fuses double multiply-adds as nvcc does.
class DoubleContractionRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
