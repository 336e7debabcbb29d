//===- Executor.cpp - Runs CPU kernels over a grid ------------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/Executor.h"

#include "cpu/ThreadPool.h"
#include "cpu/Watchdog.h"
#include "cpu/Worker.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fmt/format.h>
#include <string_view>

namespace metalify::cpu {

Executor::Executor(ExecutorOptions Options) : Opts(std::move(Options)) {
  if (Opts.Workers == 0)
    Opts.Workers = ThreadPool::defaultSize();
  if (Opts.Watchdog.count() == 0)
    Opts.Watchdog = watchdogTimeout();
  if (const char *Mode = std::getenv("METALIFY_CPU_MODE"))
    Opts.ForceFibers |= std::string_view(Mode) == "fibers";
  size_t StackSize = fiberStackSize();
  for (unsigned I = 0; I < Opts.Workers; ++I)
    Workers.push_back(std::make_unique<Worker>(StackSize));
  Pool = std::make_unique<ThreadPool>(Opts.Workers);
  installSignalHandlers();
}

Executor::~Executor() {
  if (Wedged) {
    // Stuck workers can never be joined; let them die with the process.
    (void)Pool.release();
    for (auto &W : Workers)
      (void)W.release();
  }
}

unsigned Executor::numWorkers() const { return unsigned(Workers.size()); }

GroupMode Executor::modeFor(const CpuKernel &Kernel) const {
  bool PerThread = Kernel.UsesBarriers || Kernel.UsesSimdgroup ||
                   !Kernel.Group || Opts.ForceFibers;
  if (!PerThread || !Kernel.Thread)
    return GroupMode::Loop;
  if (Kernel.Resume && !Opts.ForceFibers)
    return GroupMode::Regions;
  return GroupMode::Fibers;
}

void Executor::traceMode(const CpuKernel &Kernel, GroupMode Mode) {
  static const bool Enabled = [] {
    const char *Env = std::getenv("METALIFY_CPU_TRACE");
    return Env && *Env && std::string_view(Env) != "0";
  }();
  if (!Enabled || !Traced.insert(&Kernel).second)
    return;
  std::string How = "a plain loop per threadgroup";
  if (Mode == GroupMode::Loop && Kernel.WideLanes)
    How += fmt::format(", {} threads at a time in vector lanes",
                       Kernel.WideLanes);
  else if (Mode == GroupMode::Loop && !Kernel.WideReason.empty())
    How += fmt::format(", one thread at a time ({})", Kernel.WideReason);
  if (Mode == GroupMode::Regions)
    How = fmt::format("resumable, {} bytes of frame per thread{}",
                      Kernel.FrameSize,
                      Kernel.WideLanes
                          ? fmt::format(", {} threads at a time in vector "
                                        "lanes",
                                        Kernel.WideLanes)
                      : Kernel.WideReason.empty()
                          ? std::string()
                          : fmt::format(", one thread at a time ({})",
                                        Kernel.WideReason));
  else if (Mode == GroupMode::Fibers)
    How = Kernel.FiberReason.empty()
              ? std::string("fibers")
              : fmt::format("fibers ({})", Kernel.FiberReason);
  std::fprintf(stderr, "metalify: [cpu] kernel '%s': %s\n",
               Kernel.Info.Name.c_str(), How.c_str());
}

void Executor::prepareLaunch(LaunchState &L, const DispatchArgs &Args) {
  for (unsigned I = 0; I < DispatchArgs::MaxBuffers; ++I) {
    const DispatchArgs::Binding &B = Args.Buffers[I];
    L.Base.Buffers[I] = B.Bound ? const_cast<void *>(B.Data) : nullptr;
    L.Base.BufferLengths[I] = B.Bound ? B.Length : 0;
  }
  const uint32_t Threads[3] = {L.Threads.X, L.Threads.Y, L.Threads.Z};
  const uint32_t Groups[3] = {L.Groups.X, L.Groups.Y, L.Groups.Z};
  std::copy(Threads, Threads + 3, L.Base.ThreadsPerThreadgroup);
  std::copy(Groups, Groups + 3, L.Base.ThreadgroupsPerGrid);
  L.Mode = modeFor(*L.Kernel);
  traceMode(*L.Kernel, L.Mode);
  L.TotalGroups = L.Groups.volume();
  // Small chunks balance uneven threadgroups; 16 per worker keeps the shared
  // counter cold.
  L.Chunk = std::clamp<uint64_t>(L.TotalGroups / (numWorkers() * 16), 1, 1024);
}

Status Executor::run(const CpuKernel &Kernel, const DispatchArgs &Args,
                     Size3 Groups, Size3 Threads) {
  std::lock_guard<std::mutex> Lock(RunMutex);
  if (Wedged)
    return Status::error(cudaErrorLaunchFailure,
                         "[cpu] the CPU backend is unusable: an earlier "
                         "kernel could not be stopped");
  keepFaultHandlersFirst();
  auto L = std::make_shared<LaunchState>();
  L->Kernel = &Kernel;
  L->Groups = Groups;
  L->Threads = Threads;
  if (Status S =
          planDispatch(Kernel, Args, Groups, Threads, Opts.Limits, L->Layout);
      !S.ok())
    return S;
  prepareLaunch(*L, Args);
  LaunchState *Raw = L.get();
  Pool->start([this, Raw](unsigned I) { Workers[I]->run(*Raw); });
  return waitForLaunch(L);
}

uint64_t Executor::progress() const {
  uint64_t Sum = 0;
  for (const auto &W : Workers)
    Sum += W->progress();
  return Sum;
}

Status Executor::waitForLaunch(const std::shared_ptr<LaunchState> &L) {
  using Clock = std::chrono::steady_clock;
  auto Slice = std::min(Opts.Watchdog, std::chrono::milliseconds(50));
  uint64_t Seen = progress();
  auto LastProgress = Clock::now();
  while (!Pool->wait(Slice)) {
    uint64_t Now = progress();
    if (Now != Seen) {
      Seen = Now;
      LastProgress = Clock::now();
      continue;
    }
    if (Clock::now() - LastProgress < Opts.Watchdog)
      continue;
    L->fail(Status::error(
        cudaErrorLaunchTimeout,
        fmt::format("[cpu] kernel '{}': watchdog: no threadgroup finished in "
                    "{} ms (a thread waiting for another threadgroup, or an "
                    "endless loop?); set METALIFY_WATCHDOG_MS to allow longer",
                    L->Kernel->Info.Name, Opts.Watchdog.count())));
    for (unsigned I = 0; I < numWorkers(); ++I)
      interruptThread(Pool->nativeHandle(I));
    if (Pool->wait(std::max(Opts.Watchdog, std::chrono::milliseconds(1000))))
      break;
    Wedged = true;
    WedgedLaunch = L;
    break;
  }
  return L->result();
}

} // namespace metalify::cpu
