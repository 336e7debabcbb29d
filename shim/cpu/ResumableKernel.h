//===- ResumableKernel.h - Kernels that return at each barrier --*- C++ -*-===//
//
// Part of metalify. Runs a kernel with barriers or SIMD-group functions
// without a stack per GPU thread: the thread entry, after inlining, is
// cloned into a function that runs one thread from a synchronisation point
// to the next and returns there (the continuation-based form of barrier
// loop fission). The executor calls it for every thread of the threadgroup,
// then lets GroupSync decide who goes on, and calls again with the point each
// thread stopped at. Values live across a synchronisation point, and
// allocas whose memory is, move into a per-thread frame; everything else
// stays in registers, so a region between two barriers costs one call per
// thread instead of two stack switches.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_RESUMABLEKERNEL_H
#define METALIFY_SHIM_CPU_RESUMABLEKERNEL_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace metalify::cpu {

/// Prefix of the resumable entry points (see metalify_cpu_abi.h).
inline constexpr llvm::StringLiteral ResumeEntryPrefix = "__metalify_resume_";
/// Prefix of the loops that resume every thread at one stop.
inline constexpr llvm::StringLiteral RegionLoopPrefix = "__metalify_regions_";

/// Marks every function that reaches a synchronisation hook always-inline
/// (unless it is recursive), so that after optimization the hooks are
/// called from the thread entries themselves. Run before the O2 pipeline.
void inlineSynchronizingFunctions(llvm::Module &M);

/// Renumbers the call sites of the SIMD-group hooks (exchanges and
/// simdgroup barriers) of \p M in program order: a reverse post-order walk
/// of each function's blocks, one counter for the module. The executor
/// releases the lanes waiting at the lowest site first, so lanes that left
/// a loop or branch early wait for the others at the next SIMD-group
/// function, as the GPU's lanes reconverge there; source lines (the
/// prelude's default) order helpers by where they are written instead.
/// Run after inlining.
void numberSimdSitesInProgramOrder(llvm::Module &M);

/// A resumable entry point and what its callers need to know.
struct ResumableEntry {
  llvm::Function *Resume = nullptr;
  /// Bytes per thread (a multiple of the frame's alignment); 0 on failure.
  uint64_t FrameSize = 0;
  /// Stops are numbered 1..Stops.
  unsigned Stops = 0;
};

/// Builds `__metalify_resume_<Symbol>` from the optimized thread entry
/// \p Thread. Fails (FrameSize 0, \p WhyNot set) when the kernel cannot be
/// made resumable: a synchronisation hook reached through a call that was
/// not inlined, a dynamic alloca; the kernel then runs on fibers.
ResumableEntry makeResumable(llvm::Function &Thread, llvm::StringRef Symbol,
                             std::string &WhyNot);

/// A private copy of the resumable entry \p Resume that only starts at
/// \p Stop (its resume number folded): one region's code.
llvm::Function *copyRegion(llvm::Function &Resume, unsigned Stop);

/// Builds `__metalify_regions_<Symbol>` (see metalify_cpu_abi.h): for each
/// stop, a loop over the threadgroup's threads with \p Entry's function
/// inlined. Returns null (and \p WhyNot) if inlining fails.
llvm::Function *addRegionLoops(const ResumableEntry &Entry,
                               llvm::StringRef Symbol, std::string &WhyNot);

} // namespace metalify::cpu

#endif
