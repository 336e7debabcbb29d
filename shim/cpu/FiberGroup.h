//===- FiberGroup.h - One threadgroup's threads on fibers -------*- C++ -*-===//
//
// Part of metalify. Runs the threads of a threadgroup one fiber each, in
// index order, each until it blocks in a hook (threadgroup barrier, SIMD
// exchange, SIMD-group barrier) or returns; the blocking thread switches
// straight to the next runnable one (no central scheduler). When none is
// runnable, the round completes:
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
#ifndef METALIFY_SHIM_CPU_FIBERGROUP_H
#define METALIFY_SHIM_CPU_FIBERGROUP_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/Fiber.h"

#include <array>
#include <cstdint>
#include <vector>

namespace metalify::cpu {

class Worker;

/// The fiber scheduler of one worker; reused for every threadgroup.
class FiberGroup {
public:
  explicit FiberGroup(Worker &Owner) : Owner(Owner) {}

  /// Sizes the thread table for threadgroups of \p Threads; false when the
  /// stacks cannot be mapped.
  bool prepare(Size3 Threads, StackPool &Stacks);
  /// Runs every thread of one threadgroup to completion. Returns on the
  /// caller's stack; failures leave through Worker::fail.
  void run(const MetalifyDispatch *D, ThreadEntry Entry);

  /// The hooks, for the calling (current) thread.
  void threadgroupBarrier(unsigned Site);
  void simdgroupBarrier(unsigned Site);
  const void *exchange(const void *Value, unsigned Size, unsigned *Mask,
                       unsigned Site);

  /// The thread running now, for error messages.
  const MetalifyThread &currentThread() const { return Builtins[Current]; }

private:
  enum class State : uint8_t { Runnable, AtBarrier, AtSimd, Done };
  enum class SimdKind : uint8_t { Exchange, Barrier };
  static constexpr unsigned SimdWidth = 32;
  static constexpr unsigned ResultBuffers = SimdWidth + 1;
  using Slots = std::array<unsigned char, SimdWidth * 16>;

  struct Thread {
    void *Context = nullptr;
    FiberGroup *Group = nullptr;
    unsigned Index = 0;
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

  [[noreturn]] static void threadMain(void *Arg);
  [[noreturn]] void finish(unsigned I);
  void block(unsigned I);
  unsigned nextRunnable(unsigned From) const;
  unsigned completeRound();
  bool releaseSimdGroup(unsigned G);
  void releaseBarrier();
  void dropResult(Thread &T);
  [[noreturn]] void failDivergent(unsigned A, unsigned B);

  Worker &Owner;
  StackPool *Stacks = nullptr;
  std::vector<Thread> Threads;
  std::vector<MetalifyThread> Builtins;
  std::vector<SimdGroup> Simd;
  const MetalifyDispatch *Dispatch = nullptr;
  ThreadEntry Entry = nullptr;
  void *CallerContext = nullptr;
  unsigned Count = 0;
  unsigned Live = 0;
  unsigned Current = 0;
};

} // namespace metalify::cpu

#endif
