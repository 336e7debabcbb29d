//===- Worker.h - One executor worker's state -------------------*- C++ -*-===//
//
// Part of metalify. Each worker thread of the executor owns a Worker: its
// copy of MetalifyDispatch, its threadgroup-memory block, its fiber stacks
// and its two per-thread schedulers (fibers and resumable kernels). Kernel code always runs on a fiber (the "runner"
// for the plain-loop mode), never on the worker thread's own stack, so that
// a failure anywhere (a hook, the watchdog's signal, a fault) can leave the
// kernel by switching back to the worker's saved context.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_WORKER_H
#define METALIFY_SHIM_CPU_WORKER_H

#include "cpu/FiberGroup.h"
#include "cpu/Launch.h"
#include "cpu/RegionGroup.h"

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <memory>
#include <string>

namespace metalify::cpu {

class Worker;

// initial-exec: the hooks read this on every barrier, and libmetalify is
// loaded with the program, never dlopen'ed late.
extern __attribute__((
    tls_model("initial-exec"))) thread_local Worker *CurrentWorker;

/// The per-worker-thread part of the executor.
class Worker {
public:
  explicit Worker(size_t FiberStackSize);
  Worker(const Worker &) = delete;
  Worker &operator=(const Worker &) = delete;

  /// Runs threadgroups of \p L on the calling thread until none are left or
  /// the launch stops. Errors are recorded in \p L.
  void run(LaunchState &L);

  /// Records \p S in the launch and leaves the kernel; never returns.
  [[noreturn]] void fail(Status S);
  /// Leaves the kernel without recording anything (the launch was stopped
  /// by someone else); never returns.
  [[noreturn]] void leave();

  LaunchState &launch() { return *Launch; }
  FiberGroup &fibers() { return Fibers; }
  /// True while kernel code (or the executor code around it) runs on this
  /// worker; signal handlers act only then.
  bool inKernel() const { return InKernel != 0; }
  /// True while fail() runs; the watchdog's signal then does nothing.
  bool failing() const { return Failing != 0; }
  /// True when the current launch runs threads on fibers.
  bool inFibers() const { return Mode == GroupMode::Fibers; }
  /// Threadgroups this worker finished, for the watchdog.
  uint64_t progress() const { return Progress.load(std::memory_order_relaxed); }
  /// True when \p Address is in the guard page of one of this worker's
  /// stacks (a stack overflow).
  bool inGuard(const void *Address) const;
  /// "kernel 'K' (threadgroup (x, y, z)[, thread (a, b, c)])".
  std::string where() const;

  /// The worker running on this thread, or null.
  static Worker *current() { return CurrentWorker; }

private:
  [[noreturn]] static void runnerMain(void *Self);
  void runGroups();
  /// Runs threadgroups [Begin, End) (linear ids, x fastest).
  void runChunk(uint64_t Begin, uint64_t End);
  bool prepare(LaunchState &L);
  void setupSignalStack();

  LaunchState *Launch = nullptr;
  MetalifyDispatch D{};
  StackPool Runner;
  StackPool Stacks;
  FiberGroup Fibers;
  RegionGroup Regions;
  std::unique_ptr<unsigned char, decltype(&std::free)> Memory{nullptr,
                                                              &std::free};
  size_t MemorySize = 0;
  std::unique_ptr<char[]> SignalStack;
  void *MainContext = nullptr;
  volatile sig_atomic_t InKernel = 0;
  volatile sig_atomic_t Failing = 0;
  GroupMode Mode = GroupMode::Loop;
  // Own cache line: written after every threadgroup, read by the watchdog.
  alignas(64) std::atomic<uint64_t> Progress{0};
};

} // namespace metalify::cpu

#endif
