//===- SharedLockstepRewrite.h - Warp-synchronous shared memory -*- C++ -*-===//
//
// Part of metalify. Code written for a GPU often exchanges values between
// the lanes of a warp through plain (not volatile) shared memory with no
// barrier in between: every lane stores, then every lane loads what a
// neighbour stored (transposes, 8x8 DCT blocks, small scans). It works
// because a warp, like a Metal SIMD-group, executes converged statements
// together. The CPU backend runs a SIMD-group's lanes one after the other
// between synchronisation points, so the first lane would read its
// neighbours' slots before they are written.
//
// Inside each barrier interval this rewrite finds the statements that load
// threadgroup memory after a statement that may have stored it (or store
// after a load), with no barrier, SIMD-group function or helper call that
// synchronises in between, and puts one SIMD-group barrier before them (the
// `shared-lockstep` row): all lanes finish the earlier statements before
// any lane goes on, as in lockstep. Loop bodies are checked with the state
// their previous iteration leaves. A loop or `if` that needs barriers only
// for what came before it takes one barrier before it instead: once rather
// than every iteration, and where the SIMD-group has not diverged. Volatile accesses are left to
// VolatileLockstepRewrite, stores following stores are not ordered.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_SHAREDLOCKSTEPREWRITE_H
#define METALIFY_REWRITES_SHAREDLOCKSTEPREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Puts a SIMD-group barrier between unsynchronised threadgroup stores and
/// the loads after them (and loads and the stores after them), so
/// warp-synchronous code keeps its lockstep results on every backend.
class SharedLockstepRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
