//===- VolatileLockstepRewrite.h - Warp-synchronous volatile code -*- C++ -*-===//
//
// Part of metalify. Warp-synchronous code (the last warp of a shared-memory
// reduction or scan written without __syncthreads, as in SHOC and older CUDA
// samples) stores through `volatile` shared pointers and relies on the 32
// lanes of a warp executing each statement together: every lane loads before
// any lane stores. A Metal SIMD-group executes in lockstep on the GPU, but
// the CPU backend runs a SIMD-group's lanes one after the other between
// synchronisation points. So each assignment to a volatile threadgroup
// lvalue becomes, after the `volatile` row of the table,
//
//   s[t] += s[t + 16];  ->  step(s[t] += step(s[t + 16]));
//
// where `step` is a SIMD-group barrier that passes its value through: all
// lanes evaluate the right-hand side, then all store, then all go on.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_VOLATILELOCKSTEPREWRITE_H
#define METALIFY_REWRITES_VOLATILELOCKSTEPREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Puts SIMD-group barriers around assignments to volatile threadgroup
/// memory, so warp-synchronous code keeps CUDA's lockstep semantics.
class VolatileLockstepRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
