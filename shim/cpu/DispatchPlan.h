//===- DispatchPlan.h - Validating a dispatch before it runs ----*- C++ -*-===//
//
// Part of metalify. Everything the executor checks and computes once per
// launch, before any kernel code runs: sizes against the limits, bindings
// against what the kernel uses, and the threadgroup-memory layout.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_DISPATCHPLAN_H
#define METALIFY_SHIM_CPU_DISPATCHPLAN_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"

#include <array>
#include <cstddef>

namespace metalify::cpu {

/// Where each piece of one threadgroup's memory lives inside the worker's
/// block: the static variables at offset 0, then every [[threadgroup(i)]]
/// argument, each 16-byte aligned (Metal rounds lengths up to 16 too).
struct ThreadgroupLayout {
  size_t StaticOffset = 0;
  std::array<size_t, DispatchArgs::MaxThreadgroupSlots> Offsets{};
  std::array<bool, DispatchArgs::MaxThreadgroupSlots> Used{};
  /// Bytes the block needs (a multiple of 16).
  size_t Total = 0;
  /// Alignment of the block's base.
  size_t Align = 16;
};

/// Checks a dispatch of \p Kernel and lays out its threadgroup memory.
/// Errors carry CUDA's codes: cudaErrorInvalidValue for a bad threadgroup
/// size (0, above 1024 or the kernel's maximum, an extent above
/// 1024 x 1024 x 64), too much threadgroup memory or a missing binding;
/// cudaErrorInvalidConfiguration for a bad grid (0 threadgroups, an extent
/// above the limits).
Status planDispatch(const CpuKernel &Kernel, const DispatchArgs &Args,
                    Size3 Groups, Size3 Threads, const DeviceLimits &Limits,
                    ThreadgroupLayout &Layout);

} // namespace metalify::cpu

#endif
