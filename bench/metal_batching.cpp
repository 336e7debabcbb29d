//===- metal_batching.cpp - Command buffers per launch on the Metal backend ===//
//
// Part of metalify. A loop of 1,000 small launches on one stream with one
// final synchronisation, through the CUDA runtime and the Metal backend
// over the emulated Metal of tests/metal-emulation (a fake MTLDevice whose
// GPU is the CPU backend). What it measures is the batching, which the
// emulation counts exactly: command buffers committed and waited for per
// launch (docs/metal-backend.md, "Batching and sync points"). The time per
// launch is the emulation's, not a Mac's.
//
// Built only with METALIFY_METAL_EMULATION. Run:
//   build-bench/bin/metal_batching
//
//===----------------------------------------------------------------------===//
#include "MetalEmulation.h"
#include "common/Backend.h"
#include "common/Runtime.h"
#include "metalify/runtime.h"

#include <benchmark/benchmark.h>

using namespace metalify;

namespace {

const char Module[] = R"msl(#include <metal_stdlib>
using namespace metal;
kernel void increment(device int *p [[buffer(0)]],
                      uint i [[thread_position_in_grid]]) {
  p[i] += 1;
}
)msl";
const bool Registered =
    registerModule("metal_batching.metal", Module, sizeof(Module) - 1);
Kernel<int *> increment{"metal_batching.metal", "increment"};

constexpr int LaunchesPerSync = 1000;

/// 1,000 launches of a 64-thread kernel, then cudaDeviceSynchronize.
void ThousandLaunchesOneSync(benchmark::State &State) {
  Status Error;
  std::unique_ptr<Backend> B = createMetalBackend(Error);
  if (!Registered || !B) {
    State.SkipWithError(Error.Message.c_str());
    return;
  }
  Runtime::resetForTesting(std::move(B));
  int *D = nullptr;
  cudaMalloc(&D, 64 * sizeof(int));
  cudaMemset(D, 0, 64 * sizeof(int));
  cudaDeviceSynchronize();
  emu::Counters Before = emu::counters();
  for (auto _ : State) {
    for (int I = 0; I < LaunchesPerSync; ++I)
      launch(increment, 1, 64, 0, 0, D);
    cudaDeviceSynchronize();
  }
  emu::Counters After = emu::counters();
  double Launches = double(State.iterations()) * LaunchesPerSync;
  State.counters["commits_per_launch"] =
      double(After.Commits - Before.Commits) / Launches;
  State.counters["launches_per_commit"] =
      Launches / double(After.Commits - Before.Commits);
  State.counters["waits_per_sync"] =
      double(After.Waits - Before.Waits) / double(State.iterations());
  State.counters["dispatches_per_launch"] =
      double(After.Dispatches - Before.Dispatches) / Launches;
  int Host = 0;
  cudaMemcpy(&Host, D, sizeof Host, cudaMemcpyDeviceToHost);
  if (double(Host) != Launches)
    State.SkipWithError("a launch was lost");
  cudaFree(D);
  Runtime::resetForTesting(nullptr);
}
BENCHMARK(ThousandLaunchesOneSync)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
