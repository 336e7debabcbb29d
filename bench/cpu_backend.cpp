//===- cpu_backend.cpp - CPU backend execution vs. plain C++ --------------===//
//
// Part of metalify. Each kernel runs three ways on the same number of
// threads: through the executor in plain-loop mode (when it has no
// barriers), through the executor on fibers, and as a plain C++ loop
// (-O2) statically split over the same worker count. Each kernel exists as
// a hand-written C++ entry with the JIT's signature (measuring the
// executor alone) and as MSL compiled by the backend (the msl* benchmarks,
// measuring executor plus generated code; skipped in builds without the
// MSL compiler).
//
// Run: METALIFY_CPU_THREADS=N build-bench/bin/cpu_backend
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
//===----------------------------------------------------------------------===//
#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/Executor.h"
#include "cpu/ThreadPool.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <ctime>
#include <numeric>
#include <vector>

using namespace metalify;
using namespace metalify::cpu;

namespace {

unsigned workers() { return ThreadPool::defaultSize(); }

Executor &executor(bool Fibers) {
  auto Make = [](bool Force) {
    ExecutorOptions Opts;
    Opts.ForceFibers = Force;
    return Opts;
  };
  static Executor Loop(Make(false)), Fiber(Make(true));
  return Fibers ? Fiber : Loop;
}

/// Runs Body(Begin, End) over [0, N) split evenly over the workers.
template <typename Fn> void parallelFor(size_t N, Fn Body) {
  static ThreadPool Pool(workers());
  size_t Per = (N + Pool.size() - 1) / Pool.size();
  Pool.start([&](unsigned W) {
    size_t Begin = std::min(N, W * Per), End = std::min(N, Begin + Per);
    Body(Begin, End);
  });
  Pool.wait(std::chrono::hours(1));
}

//===-- Elementwise: y = a * x + y ----------------------------------------===//

constexpr size_t ElemN = 1 << 24;
constexpr unsigned ElemThreads = 256;

void saxpyThread(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *X = static_cast<const float *>(D->Buffers[0]);
  auto *Y = static_cast<float *>(D->Buffers[1]);
  size_t I =
      size_t(D->ThreadgroupPosition[0]) * ElemThreads + T->IndexInThreadgroup;
  Y[I] = 2.0f * X[I] + Y[I];
}

void saxpyGroup(const MetalifyDispatch *D, const unsigned *G) {
  auto *X = static_cast<const float *>(D->Buffers[0]);
  auto *Y = static_cast<float *>(D->Buffers[1]);
  size_t Base = size_t(G[0]) * D->ThreadsPerThreadgroup[0];
  for (unsigned I = 0; I < D->ThreadsPerThreadgroup[0]; ++I)
    Y[Base + I] = 2.0f * X[Base + I] + Y[Base + I];
}

void elementwise(benchmark::State &State, bool Fibers) {
  std::vector<float> X(ElemN, 1.0f), Y(ElemN, 2.0f);
  CpuKernel K;
  K.Info.Name = "saxpy";
  K.Info.BufferIndices = {0, 1};
  K.Thread = &saxpyThread;
  K.Group = &saxpyGroup;
  DispatchArgs Args;
  Args.setBuffer(X.data(), ElemN * 4, 0);
  Args.setBuffer(Y.data(), ElemN * 4, 1);
  for (auto _ : State) {
    Status S = executor(Fibers).run(K, Args, {ElemN / ElemThreads, 1, 1},
                                    {ElemThreads, 1, 1});
    if (!S.ok())
      State.SkipWithError(S.Message.c_str());
  }
  State.SetItemsProcessed(State.iterations() * ElemN);
}

void elementwiseNative(benchmark::State &State) {
  std::vector<float> X(ElemN, 1.0f), Y(ElemN, 2.0f);
  for (auto _ : State)
    parallelFor(ElemN, [&](size_t B, size_t E) {
      for (size_t I = B; I < E; ++I)
        Y[I] = 2.0f * X[I] + Y[I];
    });
  State.SetItemsProcessed(State.iterations() * ElemN);
}

//===-- 256-thread block reduction: 1 + 8 barriers per thread -------------===//

constexpr unsigned RedThreads = 256, RedGroups = 4096, RedBarriers = 9;

void reduceThread(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *In = static_cast<const int *>(D->Buffers[0]);
  auto *Out = static_cast<int *>(D->Buffers[1]);
  auto *Tg = static_cast<int *>(D->ThreadgroupStatic);
  unsigned I = T->IndexInThreadgroup, G = D->ThreadgroupPosition[0];
  Tg[I] = In[G * RedThreads + I];
  __metalify_threadgroup_barrier(METALIFY_MEM_THREADGROUP, 1);
  for (unsigned Stride = RedThreads / 2; Stride > 0; Stride /= 2) {
    if (I < Stride)
      Tg[I] += Tg[I + Stride];
    __metalify_threadgroup_barrier(METALIFY_MEM_THREADGROUP, 2);
  }
  if (I == 0)
    Out[G] = Tg[0];
}

void blockReduction(benchmark::State &State) {
  std::vector<int> In(RedThreads * RedGroups, 1), Out(RedGroups);
  CpuKernel K;
  K.Info.Name = "block_reduce";
  K.Info.BufferIndices = {0, 1};
  K.Info.StaticThreadgroupMemory = RedThreads * sizeof(int);
  K.Thread = &reduceThread;
  K.UsesBarriers = true;
  DispatchArgs Args;
  Args.setBuffer(In.data(), In.size() * 4, 0);
  Args.setBuffer(Out.data(), Out.size() * 4, 1);
  // Process CPU time of all workers: the machine may be shared.
  std::clock_t Start = std::clock();
  for (auto _ : State) {
    Status S =
        executor(true).run(K, Args, {RedGroups, 1, 1}, {RedThreads, 1, 1});
    if (!S.ok())
      State.SkipWithError(S.Message.c_str());
  }
  double CpuNs = double(std::clock() - Start) * 1e9 / CLOCKS_PER_SEC;
  double ThreadBarriers = double(RedThreads) * RedGroups * RedBarriers;
  State.counters["cpu_ns_per_thread_barrier"] =
      CpuNs / (ThreadBarriers * double(State.iterations()));
  State.SetItemsProcessed(State.iterations() * In.size());
}

void blockReductionNative(benchmark::State &State) {
  std::vector<int> In(RedThreads * RedGroups, 1), Out(RedGroups);
  for (auto _ : State)
    parallelFor(RedGroups, [&](size_t B, size_t E) {
      for (size_t G = B; G < E; ++G)
        Out[G] = std::accumulate(&In[G * RedThreads],
                                 &In[G * RedThreads] + RedThreads, 0);
    });
  State.SetItemsProcessed(State.iterations() * In.size());
}

//===-- Tiled matrix multiply, 16 x 16 tiles, 512 x 512 -------------------===//

constexpr unsigned MatN = 512, Tile = 16;

void matmulThread(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *A = static_cast<const float *>(D->Buffers[0]);
  auto *B = static_cast<const float *>(D->Buffers[1]);
  auto *C = static_cast<float *>(D->Buffers[2]);
  auto *As = static_cast<float *>(D->ThreadgroupStatic);
  float *Bs = As + Tile * Tile;
  unsigned Tx = T->PositionInThreadgroup[0], Ty = T->PositionInThreadgroup[1];
  unsigned Row = D->ThreadgroupPosition[1] * Tile + Ty;
  unsigned Col = D->ThreadgroupPosition[0] * Tile + Tx;
  float Sum = 0;
  for (unsigned K0 = 0; K0 < MatN; K0 += Tile) {
    As[Ty * Tile + Tx] = A[Row * MatN + K0 + Tx];
    Bs[Ty * Tile + Tx] = B[(K0 + Ty) * MatN + Col];
    __metalify_threadgroup_barrier(METALIFY_MEM_THREADGROUP, 1);
    for (unsigned K = 0; K < Tile; ++K)
      Sum += As[Ty * Tile + K] * Bs[K * Tile + Tx];
    __metalify_threadgroup_barrier(METALIFY_MEM_THREADGROUP, 2);
  }
  C[Row * MatN + Col] = Sum;
}

void tiledMatmul(benchmark::State &State) {
  std::vector<float> A(MatN * MatN, 1.0f), B(MatN * MatN, 0.5f), C(MatN * MatN);
  CpuKernel K;
  K.Info.Name = "matmul";
  K.Info.BufferIndices = {0, 1, 2};
  K.Info.StaticThreadgroupMemory = 2 * Tile * Tile * sizeof(float);
  K.Thread = &matmulThread;
  K.UsesBarriers = true;
  DispatchArgs Args;
  Args.setBuffer(A.data(), A.size() * 4, 0);
  Args.setBuffer(B.data(), B.size() * 4, 1);
  Args.setBuffer(C.data(), C.size() * 4, 2);
  for (auto _ : State) {
    Status S = executor(true).run(K, Args, {MatN / Tile, MatN / Tile, 1},
                                  {Tile, Tile, 1});
    if (!S.ok())
      State.SkipWithError(S.Message.c_str());
  }
  State.counters["GFLOPS"] = benchmark::Counter(
      2.0 * MatN * MatN * MatN * double(State.iterations()) / 1e9,
      benchmark::Counter::kIsRate);
}

void tiledMatmulNative(benchmark::State &State) {
  std::vector<float> A(MatN * MatN, 1.0f), B(MatN * MatN, 0.5f), C(MatN * MatN);
  for (auto _ : State)
    parallelFor(MatN, [&](size_t Begin, size_t End) {
      for (size_t I = Begin; I < End; ++I) {
        float *Row = &C[I * MatN];
        std::fill(Row, Row + MatN, 0.0f);
        for (unsigned K = 0; K < MatN; ++K)
          for (unsigned J = 0; J < MatN; ++J)
            Row[J] += A[I * MatN + K] * B[K * MatN + J];
      }
    });
  State.counters["GFLOPS"] = benchmark::Counter(
      2.0 * MatN * MatN * MatN * double(State.iterations()) / 1e9,
      benchmark::Counter::kIsRate);
}

//===-- The same kernels in MSL, through the JIT --------------------------===//

const char *const MslSource = R"msl(#include <metal_stdlib>
using namespace metal;

kernel void saxpy(const device float *x [[buffer(0)]],
                  device float *y [[buffer(1)]],
                  uint i [[thread_position_in_grid]]) {
  y[i] = 2.0f * x[i] + y[i];
}

kernel void block_reduce(const device int *in [[buffer(0)]],
                         device int *out [[buffer(1)]],
                         uint tid [[thread_index_in_threadgroup]],
                         uint gid [[threadgroup_position_in_grid]]) {
  threadgroup int partial[256];
  partial[tid] = in[gid * 256 + tid];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  for (uint s = 128; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  if (tid == 0)
    out[gid] = partial[0];
}

kernel void matmul(const device float *a [[buffer(0)]],
                   const device float *b [[buffer(1)]],
                   device float *c [[buffer(2)]],
                   uint2 t [[thread_position_in_threadgroup]],
                   uint2 g [[threadgroup_position_in_grid]]) {
  threadgroup float as[16][16];
  threadgroup float bs[16][16];
  uint row = g.y * 16 + t.y, col = g.x * 16 + t.x;
  float sum = 0.0f;
  for (uint k0 = 0; k0 < 512; k0 += 16) {
    as[t.y][t.x] = a[row * 512 + k0 + t.x];
    bs[t.y][t.x] = b[(k0 + t.y) * 512 + col];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (uint k = 0; k < 16; ++k)
      sum += as[t.y][k] * bs[k][t.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  c[row * 512 + col] = sum;
}
)msl";

/// The backend and MslSource's library, compiled once.
struct MslKernels {
  std::unique_ptr<Backend> Cpu = createCpuBackend();
  std::shared_ptr<Library> Lib;
  Status Compiled;

  MslKernels() { Compiled = Cpu->compile(MslSource, CompileOptions(), Lib); }

  /// Runs kernel \p Name once per iteration of \p State.
  void run(benchmark::State &State, const char *Name, const DispatchArgs &Args,
           Size3 Groups, Size3 Threads) {
    if (!Compiled.ok())
      return State.SkipWithError(Compiled.Message.c_str());
    Status Error;
    std::shared_ptr<KernelFunction> K = Lib->kernel(Name, Error);
    if (!K)
      return State.SkipWithError(Error.Message.c_str());
    for (auto _ : State) {
      Status S = Cpu->dispatch(*K, Args, Groups, Threads);
      if (!S.ok())
        State.SkipWithError(S.Message.c_str());
    }
  }
};

MslKernels &msl() {
  static MslKernels Kernels;
  return Kernels;
}

void mslElementwise(benchmark::State &State) {
  std::vector<float> X(ElemN, 1.0f), Y(ElemN, 2.0f);
  DispatchArgs Args;
  Args.setBuffer(X.data(), ElemN * 4, 0);
  Args.setBuffer(Y.data(), ElemN * 4, 1);
  msl().run(State, "saxpy", Args, {ElemN / ElemThreads, 1, 1},
            {ElemThreads, 1, 1});
  State.SetItemsProcessed(State.iterations() * ElemN);
}

void mslBlockReduction(benchmark::State &State) {
  std::vector<int> In(RedThreads * RedGroups, 1), Out(RedGroups);
  DispatchArgs Args;
  Args.setBuffer(In.data(), In.size() * 4, 0);
  Args.setBuffer(Out.data(), Out.size() * 4, 1);
  std::clock_t Start = std::clock();
  msl().run(State, "block_reduce", Args, {RedGroups, 1, 1}, {RedThreads, 1, 1});
  double CpuNs = double(std::clock() - Start) * 1e9 / CLOCKS_PER_SEC;
  double ThreadBarriers = double(RedThreads) * RedGroups * RedBarriers;
  State.counters["cpu_ns_per_thread_barrier"] =
      CpuNs /
      (ThreadBarriers * double(std::max<int64_t>(State.iterations(), 1)));
}

void mslTiledMatmul(benchmark::State &State) {
  std::vector<float> A(MatN * MatN, 1.0f), B(MatN * MatN, 0.5f), C(MatN * MatN);
  DispatchArgs Args;
  Args.setBuffer(A.data(), A.size() * 4, 0);
  Args.setBuffer(B.data(), B.size() * 4, 1);
  Args.setBuffer(C.data(), C.size() * 4, 2);
  msl().run(State, "matmul", Args, {MatN / Tile, MatN / Tile, 1},
            {Tile, Tile, 1});
  State.counters["GFLOPS"] = benchmark::Counter(
      2.0 * MatN * MatN * MatN * double(State.iterations()) / 1e9,
      benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK_CAPTURE(elementwise, loop, false)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(elementwise, fibers, true)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(elementwiseNative)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(blockReduction)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(blockReductionNative)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(tiledMatmul)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(tiledMatmulNative)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

BENCHMARK(mslElementwise)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(mslBlockReduction)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(mslTiledMatmul)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

BENCHMARK_MAIN();
