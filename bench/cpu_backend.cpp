//===- cpu_backend.cpp - CPU backend execution vs. plain C++ --------------===//
//
// Part of metalify. Each kernel runs three ways on the same number of
// threads: through the executor in plain-loop mode (when it has no
// barriers), through the executor on fibers, and as a plain C++ loop
// (-O2) statically split over the same worker count. The kernels are
// hand-written C++ entries with the JIT's signatures, so these figures
// measure the executor, not the MSL compiler's code.
//
// Run: METALIFY_CPU_THREADS=N build-bench/bin/metalify_bench_cpu_backend
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//
//===----------------------------------------------------------------------===//
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

BENCHMARK_MAIN();
