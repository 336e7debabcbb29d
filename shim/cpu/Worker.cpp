//===- Worker.cpp - One executor worker's state ---------------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/Worker.h"

#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace metalify::cpu {

thread_local Worker *CurrentWorker = nullptr;

namespace {

// Plain-loop kernels run the whole Group entry on this stack.
constexpr size_t RunnerStackSize = 8u << 20;
constexpr size_t SignalStackSize = 64u << 10;

} // namespace

Worker::Worker(size_t FiberStackSize)
    : Runner(RunnerStackSize), Stacks(FiberStackSize), Fibers(*this),
      Regions(*this) {}

void Worker::setupSignalStack() {
  if (SignalStack)
    return;
  SignalStack.reset(new char[SignalStackSize]);
  stack_t Alt{};
  Alt.ss_sp = SignalStack.get();
  Alt.ss_size = SignalStackSize;
  sigaltstack(&Alt, nullptr);
}

bool Worker::prepare(LaunchState &L) {
  D = L.Base;
  size_t Need = std::max<size_t>(L.Layout.Total, 16);
  if (Need > MemorySize ||
      reinterpret_cast<uintptr_t>(Memory.get()) % L.Layout.Align != 0) {
    size_t Align = std::max<size_t>(L.Layout.Align, 64);
    size_t Size = (std::max(Need, MemorySize) + Align - 1) / Align * Align;
    Memory.reset(static_cast<unsigned char *>(std::aligned_alloc(Align, Size)));
    MemorySize = Memory ? Size : 0;
    if (!Memory)
      return false;
  }
  // Metal does not zero threadgroup memory, and neither do we: a kernel
  // sees what the previous threadgroup on this worker left there.
  D.ThreadgroupStatic = Memory.get() + L.Layout.StaticOffset;
  for (unsigned I = 0; I < DispatchArgs::MaxThreadgroupSlots; ++I)
    D.Threadgroup[I] =
        L.Layout.Used[I] ? Memory.get() + L.Layout.Offsets[I] : nullptr;
  Mode = L.Mode;
  if (!Runner.reserve(1))
    return false;
  if (Mode == GroupMode::Regions)
    return Regions.prepare(L.Threads, L.Kernel->FrameSize);
  return Mode != GroupMode::Fibers || Fibers.prepare(L.Threads, Stacks);
}

void Worker::run(LaunchState &L) {
  Launch = &L;
  CurrentWorker = this;
  setupSignalStack();
  if (!prepare(L)) {
    L.fail(Status::error(cudaErrorMemoryAllocation,
                         fmt::format("[cpu] kernel '{}': cannot allocate "
                                     "threadgroup memory, fiber stacks or "
                                     "thread frames",
                                     L.Kernel->Info.Name)));
    return;
  }
  metalify_fiber_switch(
      &MainContext,
      makeFiberContext(Runner[0], &runnerMain, this, currentFpControl()));
  Failing = 0;
}

void Worker::runnerMain(void *Self) {
  auto *W = static_cast<Worker *>(Self);
  // Only now is MainContext current, so handlers may leave through it.
  W->InKernel = 1;
  W->runGroups();
  W->leave();
}

void Worker::runGroups() {
  LaunchState &L = *Launch;
  while (!L.Stop.load(std::memory_order_relaxed)) {
    uint64_t Begin = L.NextGroup.fetch_add(L.Chunk, std::memory_order_relaxed);
    if (Begin >= L.TotalGroups)
      return;
    runChunk(Begin, std::min(Begin + L.Chunk, L.TotalGroups));
  }
}

void Worker::runChunk(uint64_t Begin, uint64_t End) {
  LaunchState &L = *Launch;
  const CpuKernel &K = *L.Kernel;
  const Size3 &N = L.Groups;
  unsigned *Pos = D.ThreadgroupPosition;
  Pos[0] = unsigned(Begin % N.X);
  Pos[1] = unsigned(Begin / N.X % N.Y);
  Pos[2] = unsigned(Begin / (uint64_t(N.X) * N.Y));
  for (uint64_t G = Begin; G < End; ++G) {
    if (L.Stop.load(std::memory_order_relaxed))
      return;
    if (Mode == GroupMode::Regions)
      Regions.run(&D, K);
    else if (Mode == GroupMode::Fibers)
      Fibers.run(&D, K.Thread);
    else
      K.Group(&D, Pos);
    Progress.store(Progress.load(std::memory_order_relaxed) + 1,
                   std::memory_order_relaxed);
    // Step to the next position without dividing (x fastest).
    if (++Pos[0] < N.X)
      continue;
    Pos[0] = 0;
    if (++Pos[1] < N.Y)
      continue;
    Pos[1] = 0;
    ++Pos[2];
  }
}

void Worker::fail(Status S) {
  Failing = 1;
  Launch->fail(std::move(S));
  leave();
}

void Worker::leave() {
  InKernel = 0;
  void *Abandoned;
  metalify_fiber_switch(&Abandoned, MainContext);
  __builtin_unreachable();
}

bool Worker::inGuard(const void *Address) const {
  return Runner.inGuard(Address) || Stacks.inGuard(Address);
}

std::string Worker::where() const {
  const unsigned *G = D.ThreadgroupPosition;
  std::string Text = fmt::format("kernel '{}' (threadgroup ({}, {}, {})",
                                 Launch->Kernel->Info.Name, G[0], G[1], G[2]);
  if (Mode != GroupMode::Loop) {
    const unsigned *T = Mode == GroupMode::Fibers
                            ? Fibers.currentThread().PositionInThreadgroup
                            : Regions.currentThread().PositionInThreadgroup;
    Text += fmt::format(", thread ({}, {}, {})", T[0], T[1], T[2]);
  }
  return Text + ")";
}

} // namespace metalify::cpu
