//===- Launch.h - State one dispatch shares across workers -----*- C++ -*-===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_LAUNCH_H
#define METALIFY_SHIM_CPU_LAUNCH_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/DispatchPlan.h"

#include <atomic>
#include <cstdint>
#include <mutex>

namespace metalify::cpu {

/// How the threads of one threadgroup run.
enum class GroupMode {
  /// The kernel's Group entry: one call runs every thread as a plain loop.
  Loop,
  /// The kernel's Resume entry, called per thread from one barrier or
  /// SIMD-group function to the next (RegionGroup.h).
  Regions,
  /// One fiber per thread, switched at barriers and SIMD-group functions:
  /// for kernels without a Resume entry, or METALIFY_CPU_MODE=fibers.
  Fibers,
};

/// One dispatch: read-only facts plus the counters workers share.
struct LaunchState {
  const CpuKernel *Kernel = nullptr;
  GroupMode Mode = GroupMode::Loop;
  /// Buffers and sizes; each worker copies it and sets per-group fields.
  MetalifyDispatch Base{};
  ThreadgroupLayout Layout;
  Size3 Groups, Threads;
  uint64_t TotalGroups = 0;
  /// Threadgroups a worker takes from NextGroup at a time.
  uint64_t Chunk = 1;

  std::atomic<uint64_t> NextGroup{0};
  /// Set on the first failure (or the watchdog): workers stop taking groups
  /// and leave the kernel at their next hook.
  std::atomic<bool> Stop{false};

  /// Records the launch's error; the first one wins.
  void fail(Status S) {
    std::lock_guard<std::mutex> Lock(ErrorMutex);
    if (Error.ok())
      Error = std::move(S);
    Stop.store(true, std::memory_order_relaxed);
  }
  /// The recorded error, or success.
  Status result() {
    std::lock_guard<std::mutex> Lock(ErrorMutex);
    return Error;
  }

private:
  std::mutex ErrorMutex;
  Status Error;
};

} // namespace metalify::cpu

#endif
