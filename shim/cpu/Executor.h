//===- Executor.h - Runs CPU kernels over a grid ----------------*- C++ -*-===//
//
// Part of metalify. Threadgroups run in parallel on a pool of one worker per
// core (created once, reused), each worker pulling chunks of threadgroup ids
// from an atomic counter, with its own threadgroup-memory block and its own
// copy of MetalifyDispatch. Inside a threadgroup:
//  * GroupMode::Loop when the kernel has neither barriers nor SIMD-group
//    functions: one call of its Group entry per threadgroup;
//  * GroupMode::Regions otherwise, when the compiler gave the kernel a
//    resumable entry: one call per thread and synchronisation point
//    (RegionGroup.h);
//  * GroupMode::Fibers for the rest: one fiber per thread (FiberGroup.h).
// METALIFY_CPU_MODE=fibers runs every synchronizing kernel on fibers;
// METALIFY_CPU_TRACE=1 prints each kernel's mode at its first launch.
// Failures never hang: dispatch sizes are checked first (DispatchPlan.h),
// divergent barriers and kernel errors fail the launch at once, and the
// watchdog (Watchdog.h) stops a launch that stops making progress.
// __metalify_kernel_error does not return: the thread's launch ends there.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_EXECUTOR_H
#define METALIFY_SHIM_CPU_EXECUTOR_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/Launch.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

namespace metalify::cpu {

class ThreadPool;
class Worker;

/// Knobs of an Executor; the defaults are what the backend uses.
struct ExecutorOptions {
  /// Worker threads; 0 = ThreadPool::defaultSize().
  unsigned Workers = 0;
  /// No-progress limit; 0 = watchdogTimeout() (METALIFY_WATCHDOG_MS).
  std::chrono::milliseconds Watchdog{0};
  /// Run every kernel on fibers, even barrier-free ones (for measuring and
  /// debugging); METALIFY_CPU_MODE=fibers sets it too.
  bool ForceFibers = false;
  /// Limits dispatches are checked against.
  DeviceLimits Limits;
};

/// Runs kernels of CpuModules; one per backend. Dispatches from several
/// host threads are serialised.
class Executor {
public:
  explicit Executor(ExecutorOptions Opts = {});
  ~Executor();
  Executor(const Executor &) = delete;
  Executor &operator=(const Executor &) = delete;

  /// Runs \p Groups threadgroups of \p Threads threads of \p Kernel and
  /// waits for them.
  Status run(const CpuKernel &Kernel, const DispatchArgs &Args, Size3 Groups,
             Size3 Threads);

  unsigned numWorkers() const;
  const ExecutorOptions &options() const { return Opts; }
  /// How \p Kernel's threadgroups run under these options.
  /// Prints how \p Kernel runs at its first launch (METALIFY_CPU_TRACE).
  void traceMode(const CpuKernel &Kernel, GroupMode Mode);
  GroupMode modeFor(const CpuKernel &Kernel) const;

private:
  void prepareLaunch(LaunchState &L, const DispatchArgs &Args);
  Status waitForLaunch(const std::shared_ptr<LaunchState> &L);
  uint64_t progress() const;

  ExecutorOptions Opts;
  std::mutex RunMutex;
  /// Kernels METALIFY_CPU_TRACE reported; guarded by RunMutex.
  std::unordered_set<const CpuKernel *> Traced;
  std::vector<std::unique_ptr<Worker>> Workers;
  // Declared after Workers: destroyed (joined) before them.
  std::unique_ptr<ThreadPool> Pool;
  /// Set when workers could not be stopped; every later run fails.
  bool Wedged = false;
  /// A wedged launch's state, kept alive for its stuck workers.
  std::shared_ptr<LaunchState> WedgedLaunch;
};

} // namespace metalify::cpu

#endif
