//===- Binary16ConversionRewrite.h - half <-> bfloat16 ---------*- C++ -*-===//
//
// Part of metalify. CUDA converts between __half and __nv_bfloat16 through
// float (each converts to float, and each is constructed from float), so
// `static_cast<__half>(b)` is valid CUDA; MSL refuses any cast between
// `half` and `bfloat`. The operand of such a conversion is converted to
// float first: `static_cast<half>(b)` -> `static_cast<half>(float(b))`, the
// same value CUDA computes.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_BINARY16CONVERSIONREWRITE_H
#define METALIFY_REWRITES_BINARY16CONVERSIONREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Routes conversions between the two 16-bit float types through float.
class Binary16ConversionRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
