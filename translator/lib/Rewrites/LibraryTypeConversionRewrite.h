//===- LibraryTypeConversionRewrite.h - T(u) through u's conversion -*- C++ -*-===//
//
// Part of metalify. CUDA's library types are classes: `__half(b)` for a
// `__nv_bfloat16 b` converts in two steps, b's conversion operator (to
// float) and __half's constructor from it. In MSL both are built-in types
// and the two steps collapse into one cast, which MSL may refuse (no cast
// between `half` and `bfloat`) or round differently. So where one library
// type is constructed from another through a conversion operator, the
// intermediate type is written out: `static_cast<half>(b)` ->
// `static_cast<half>(float(b))`, the value CUDA computes.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_LIBRARYTYPECONVERSIONREWRITE_H
#define METALIFY_REWRITES_LIBRARYTYPECONVERSIONREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Writes out the intermediate type of a conversion between two library
/// types.
class LibraryTypeConversionRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
