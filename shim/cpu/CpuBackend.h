//===- CpuBackend.h - The Backend that runs MSL on the CPU ------*- C++ -*-===//
//
// Part of metalify. Compiles with cpu::compileMsl, runs with the Executor,
// allocates 64-byte-aligned host memory (the runtime owns the allocation
// table).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_CPUBACKEND_H
#define METALIFY_SHIM_CPU_CPUBACKEND_H

#include "common/Backend.h"
#include "cpu/Executor.h"

namespace metalify::cpu {

/// The CPU implementation of Backend.
class CpuBackend final : public Backend {
public:
  explicit CpuBackend(ExecutorOptions Opts = {});

  const char *name() const override { return "cpu"; }
  const DeviceLimits &limits() const override { return Exec.options().Limits; }
  Status compile(std::string_view Source, const CompileOptions &Opts,
                 std::shared_ptr<Library> &Out) override;
  Status dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                  Size3 Groups, Size3 Threads) override;
  Status allocate(size_t Size, Allocation &Out) override;
  void release(const Allocation &A) override;

  /// The limits of this machine: Metal's per-threadgroup limits, the
  /// physical memory, a name with the worker count.
  static DeviceLimits hostLimits(unsigned Workers);

private:
  Executor Exec;
};

} // namespace metalify::cpu

#endif
