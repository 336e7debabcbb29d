//===- VectorComponentAddressRewrite.h - &v.x -------------------*- C++ -*-===//
//
// Part of metalify. CUDA's vector types are structs, so `&v.x` is a
// `float *` to the first component, and `(&v.x)[k]` walks the vector;
// MSL's vectors are built-in types whose components have no address. The
// address of one component becomes the vector's address, cast to a
// pointer to its element type in the vector's address space, plus the
// component's index: `&v.y` -> `((thread float *)&(v) + 1)`, `&p->w` ->
// `((device float *)(p) + 3)`. The components of an MSL vector lie in
// order from its address, so this is the same element.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_VECTORCOMPONENTADDRESSREWRITE_H
#define METALIFY_REWRITES_VECTORCOMPONENTADDRESSREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Spells the address of a vector component as an element pointer into
/// the vector.
class VectorComponentAddressRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
