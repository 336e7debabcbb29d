//===- GroupSync.h - Barrier and SIMD-group state of a threadgroup -*- C++ -*-===//
//
// Part of metalify. Whatever runs the threads of a threadgroup one after
// another (fibers, or resumable kernels that return at each barrier), the
// rules for when a waiting thread may go on are the same, and they live
// here. Threads run in index order, each until it blocks at a threadgroup
// barrier, a SIMD-group barrier or a SIMD-group exchange, or returns. When
// none is runnable, the round completes:
//  * in each SIMD-group whose live lanes include some in a SIMD-group
//    function, the lanes at the lowest call site are released together,
//    with the mask of those lanes (divergent lanes at other sites, or at a
//    threadgroup barrier, are inactive, as on hardware; releasing the lowest
//    site first matches reconvergence for loops and if/else);
//  * otherwise every live thread waits at a threadgroup barrier: at the same
//    site they are all released; at different sites the launch fails,
//    naming both sites. Threads that returned count as arrived.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_GROUPSYNC_H
#define METALIFY_SHIM_CPU_GROUPSYNC_H

#include "common/Backend.h"
#include "cpu/prelude/metalify_cpu_abi.h"

#include <array>
#include <cstdint>
#include <vector>

namespace metalify::cpu {

class Worker;

/// Which threads of one threadgroup may run, and the values SIMD-group
/// exchanges hand between lanes. One per worker, reused for every
/// threadgroup.
class GroupSync {
public:
  enum class SimdKind : uint8_t { Exchange, Barrier };
  static constexpr unsigned SimdWidth = 32;

  explicit GroupSync(Worker &Owner) : Owner(Owner) {}

  /// Sizes the tables and the built-ins for threadgroups of \p Threads.
  void prepare(Size3 Threads);
  /// Makes every thread runnable for a new threadgroup of \p D.
  void reset(const MetalifyDispatch *D);

  unsigned count() const { return Count; }
  unsigned live() const { return Live; }
  /// The built-in inputs of thread \p I.
  const MetalifyThread &builtins(unsigned I) const { return Builtins[I]; }
  /// The first runnable thread at or after \p From, or count().
  unsigned nextRunnable(unsigned From) const;

  /// Thread \p I waits at the threadgroup barrier of line \p Site.
  void arriveAtBarrier(unsigned I, unsigned Site);
  /// Thread \p I waits at a SIMD-group barrier or exchange of line \p Site;
  /// an exchange publishes \p Size (<= 16) bytes at \p Value.
  void arriveAtSimd(unsigned I, SimdKind Kind, unsigned Site,
                    const void *Value = nullptr, unsigned Size = 0);
  /// Thread \p I returned from the kernel.
  void finish(unsigned I);
  /// Leaves the kernel when the launch was stopped (an error elsewhere, the
  /// watchdog).
  void leaveIfStopped();
  /// Releases the next waiting threads (see the file comment). Leaves the
  /// kernel when the launch was stopped, fails it on divergent barriers.
  void completeRound();

  /// After thread \p I was released from an exchange: the 32 slots of 16
  /// bytes its SIMD-group published, and the mask of the lanes that did.
  const void *exchangeResult(unsigned I) const;
  unsigned exchangeMask(unsigned I) const { return Threads[I].Mask; }

private:
  enum class State : uint8_t { Runnable, AtBarrier, AtSimd, Done };
  static constexpr unsigned ResultBuffers = SimdWidth + 1;
  using Slots = std::array<unsigned char, SimdWidth * 16>;

  struct Thread {
    State St = State::Runnable;
    SimdKind Kind = SimdKind::Barrier;
    unsigned Site = 0;
    /// The lane's published value, copied into a result buffer on release.
    alignas(16) unsigned char Staged[16];
    /// Result buffer the lane reads (index into its SIMD-group's), or -1.
    int Result = -1;
    unsigned Mask = 0;
  };

  struct SimdGroup {
    unsigned Waiting = 0;
    std::array<Slots, ResultBuffers> Results;
    std::array<uint8_t, ResultBuffers> RefCount{};
  };

  void releaseSimdGroup(unsigned G);
  void releaseBarrier();
  void dropResult(unsigned I);
  [[noreturn]] void failDivergent(unsigned A, unsigned B);

  Worker &Owner;
  std::vector<Thread> Threads;
  std::vector<MetalifyThread> Builtins;
  std::vector<SimdGroup> Simd;
  const MetalifyDispatch *Dispatch = nullptr;
  unsigned Count = 0;
  unsigned Live = 0;
};

} // namespace metalify::cpu

#endif
