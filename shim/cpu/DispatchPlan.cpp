//===- DispatchPlan.cpp - Validating a dispatch before it runs ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/DispatchPlan.h"

#include "metalify/cuda_types.h"

#include <algorithm>
#include <fmt/format.h>

namespace metalify::cpu {
namespace {

std::string fmtSize(Size3 S) {
  return fmt::format("({}, {}, {})", S.X, S.Y, S.Z);
}

size_t alignUp(size_t Value, size_t Align) {
  return (Value + Align - 1) / Align * Align;
}

Status checkThreads(const KernelInfo &Info, Size3 Threads,
                    const DeviceLimits &Limits) {
  auto Bad = [&](const std::string &Why) {
    return Status::error(cudaErrorInvalidValue,
                         fmt::format("[cpu] kernel '{}': threads per "
                                     "threadgroup {} {}",
                                     Info.Name, fmtSize(Threads), Why));
  };
  if (Threads.volume() == 0)
    return Bad("is empty");
  // CUDA's per-dimension block limits; Metal's are the same.
  if (Threads.X > 1024 || Threads.Y > 1024 || Threads.Z > 64)
    return Bad("exceeds the per-dimension limits (1024, 1024, 64)");
  if (Threads.volume() > Limits.MaxThreadsPerThreadgroup)
    return Bad(fmt::format("exceed the device limit of {} threads",
                           Limits.MaxThreadsPerThreadgroup));
  uint32_t KernelMax = Info.MaxTotalThreadsPerThreadgroup;
  if (KernelMax != 0 && Threads.volume() > KernelMax)
    return Bad(fmt::format("exceed the kernel's "
                           "max_total_threads_per_threadgroup of {}",
                           KernelMax));
  return Status::success();
}

Status checkGroups(const KernelInfo &Info, Size3 Groups,
                   const DeviceLimits &Limits) {
  const Size3 &Max = Limits.MaxThreadgroupsPerGrid;
  if (Groups.volume() != 0 && Groups.X <= Max.X && Groups.Y <= Max.Y &&
      Groups.Z <= Max.Z)
    return Status::success();
  return Status::error(
      cudaErrorInvalidConfiguration,
      fmt::format("[cpu] kernel '{}': threadgroups per grid {} {}", Info.Name,
                  fmtSize(Groups),
                  Groups.volume() == 0 ? "is empty"
                                       : "exceeds the limits " + fmtSize(Max)));
}

Status checkBindings(const KernelInfo &Info, const DispatchArgs &Args) {
  for (uint32_t Index : Info.BufferIndices) {
    if (Index < DispatchArgs::MaxBuffers && Args.Buffers[Index].Bound)
      continue;
    return Status::error(
        cudaErrorInvalidValue,
        fmt::format("[cpu] kernel '{}': buffer index {} is used by the "
                    "kernel but nothing is bound to it",
                    Info.Name, Index));
  }
  return Status::success();
}

Status layOut(const CpuKernel &Kernel, const DispatchArgs &Args,
              const DeviceLimits &Limits, ThreadgroupLayout &Layout) {
  const KernelInfo &Info = Kernel.Info;
  Layout = ThreadgroupLayout();
  Layout.Align = std::max<size_t>(16, Kernel.StaticThreadgroupAlign);
  size_t Offset = alignUp(Info.StaticThreadgroupMemory, 16);
  for (uint32_t Index : Info.ThreadgroupIndices) {
    if (Index >= DispatchArgs::MaxThreadgroupSlots)
      return Status::error(cudaErrorInvalidValue,
                           fmt::format("[cpu] kernel '{}': threadgroup index "
                                       "{} is out of range",
                                       Info.Name, Index));
    Layout.Used[Index] = true;
    Layout.Offsets[Index] = Offset;
    Offset += alignUp(Args.ThreadgroupLengths[Index], 16);
  }
  Layout.Total = Offset;
  if (Offset <= Limits.MaxThreadgroupMemory)
    return Status::success();
  return Status::error(
      cudaErrorInvalidValue,
      fmt::format("[cpu] kernel '{}': {} bytes of threadgroup memory ({} "
                  "static + dynamic) exceed the limit of {} bytes",
                  Info.Name, Offset, Info.StaticThreadgroupMemory,
                  Limits.MaxThreadgroupMemory));
}

} // namespace

Status planDispatch(const CpuKernel &Kernel, const DispatchArgs &Args,
                    Size3 Groups, Size3 Threads, const DeviceLimits &Limits,
                    ThreadgroupLayout &Layout) {
  const KernelInfo &Info = Kernel.Info;
  if (!Kernel.Thread && !Kernel.Group)
    return Status::error(
        cudaErrorInvalidDeviceFunction,
        fmt::format("[cpu] kernel '{}' has no entry point", Info.Name));
  if (Status S = checkThreads(Info, Threads, Limits); !S.ok())
    return S;
  if (Status S = checkGroups(Info, Groups, Limits); !S.ok())
    return S;
  if (Status S = checkBindings(Info, Args); !S.ok())
    return S;
  return layOut(Kernel, Args, Limits, Layout);
}

} // namespace metalify::cpu
