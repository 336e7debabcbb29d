//===- FiberGroup.h - One threadgroup's threads on fibers -------*- C++ -*-===//
//
// Part of metalify. Runs the threads of a threadgroup one fiber each, in
// index order, each until it blocks in a hook (threadgroup barrier, SIMD
// exchange, SIMD-group barrier) or returns; the blocking thread switches
// straight to the next runnable one (no central scheduler). When to release
// waiting threads is GroupSync's business. The fallback for kernels that
// could not be made resumable (RegionGroup.h), and the mode
// METALIFY_CPU_MODE=fibers forces.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_FIBERGROUP_H
#define METALIFY_SHIM_CPU_FIBERGROUP_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/Fiber.h"
#include "cpu/GroupSync.h"

#include <vector>

namespace metalify::cpu {

class Worker;

/// The fiber scheduler of one worker; reused for every threadgroup.
class FiberGroup {
public:
  explicit FiberGroup(Worker &Owner) : Sync(Owner) {}

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
  const MetalifyThread &currentThread() const {
    return Sync.builtins(Current);
  }

private:
  struct Thread {
    void *Context = nullptr;
    FiberGroup *Group = nullptr;
    unsigned Index = 0;
  };

  [[noreturn]] static void threadMain(void *Arg);
  [[noreturn]] void finish(unsigned I);
  void block(unsigned I);
  /// Completes rounds until a thread is runnable; count() when all returned.
  unsigned nextAfterRound();

  GroupSync Sync;
  StackPool *Stacks = nullptr;
  std::vector<Thread> Threads;
  const MetalifyDispatch *Dispatch = nullptr;
  ThreadEntry Entry = nullptr;
  void *CallerContext = nullptr;
  unsigned Current = 0;
};

} // namespace metalify::cpu

#endif
