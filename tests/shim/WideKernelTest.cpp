//===- WideKernelTest.cpp - Barrier-free kernels over vector lanes -------===//
//
// Part of metalify. Kernels whose threads take different paths through
// loops, branches and switches, run by the group entry in vector lanes
// (WideKernel.h), against the same computation written here in C++.
//
//===----------------------------------------------------------------------===//
#include "CompilerTestUtil.h"

#include "common/Backend.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace metalify::cpu::test {
namespace {

class WideKernelTest : public CompilerFixture {
protected:
  /// Compiles \p Source and returns its kernel \p Name, checking that it
  /// runs in vector lanes.
  std::shared_ptr<CpuKernel> wideKernel(const std::string &Source,
                                        const char *Name) {
    Module = compile(Source);
    auto K = kernel(Module, Name);
    if (K)
      EXPECT_EQ(K->WideLanes, unsigned(METALIFY_WIDE_LANES)) << K->WideReason;
    return K;
  }

  /// Runs \p K over a grid of \p Groups x \p Threads (x, y, z).
  static void run(const CpuKernel &K, const std::vector<void *> &Buffers,
                  const unsigned (&Groups)[3], const unsigned (&Threads)[3]) {
    MetalifyDispatch D{};
    for (size_t I = 0; I < Buffers.size(); ++I)
      D.Buffers[I] = Buffers[I];
    for (unsigned C = 0; C < 3; ++C) {
      D.ThreadsPerThreadgroup[C] = Threads[C];
      D.ThreadgroupsPerGrid[C] = Groups[C];
    }
    runGroups(K, D);
  }

  std::shared_ptr<CpuModule> Module;
};

constexpr const char *Header = "#include <metal_stdlib>\nusing namespace metal;\n";

TEST_F(WideKernelTest, LanesLeaveALoopInDifferentIterationsWithTheirValues) {
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void trips(device int *out [[buffer(0)]],
                  uint i [[thread_position_in_grid]]) {
  int acc = 0, k = 0;
  for (; k < int(i % 9); ++k) {
    acc += k * int(i);
    if (acc > 40)
      break;
  }
  out[2 * i] = acc;
  out[2 * i + 1] = k;
}
)msl",
                      "trips");
  ASSERT_TRUE(K);
  std::vector<int> Out(2 * 100, -1);
  run(*K, {Out.data()}, {2, 1, 1}, {50, 1, 1});
  for (int I = 0; I < 100; ++I) {
    int Acc = 0, Step = 0;
    for (; Step < I % 9; ++Step) {
      Acc += Step * I;
      if (Acc > 40)
        break;
    }
    EXPECT_EQ(Out[2 * I], Acc) << I;
    EXPECT_EQ(Out[2 * I + 1], Step) << I;
  }
}

TEST_F(WideKernelTest, AReturnFromAnInnerLoopLeavesBothLoops) {
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void search(device const int *grid [[buffer(0)]],
                   device int *found [[buffer(1)]],
                   uint i [[thread_position_in_grid]]) {
  found[i] = -1;
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      if (grid[r * 8 + c] == int(i)) {
        found[i] = r * 100 + c;
        return;
      }
  found[i] = -2;
}
)msl",
                      "search");
  ASSERT_TRUE(K);
  std::vector<int> Grid(64), Found(40, 0);
  for (int I = 0; I < 64; ++I)
    Grid[I] = (I * 7) % 64;
  run(*K, {Grid.data(), Found.data()}, {1, 1, 1}, {40, 1, 1});
  for (int I = 0; I < 40; ++I) {
    int Expected = -2;
    for (int P = 0; P < 64 && Expected == -2; ++P)
      if (Grid[P] == I)
        Expected = P / 8 * 100 + P % 8;
    EXPECT_EQ(Found[I], Expected) << I;
  }
}

TEST_F(WideKernelTest, SwitchesAndPrivateArraysPerLane) {
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void mix(device uint *out [[buffer(0)]],
                uint i [[thread_position_in_grid]]) {
  uint hist[4] = {0, 0, 0, 0};
  for (uint k = 0; k < 3 + i % 5; ++k) {
    switch ((k + i) % 4) {
    case 0: hist[0] += k; break;
    case 1: hist[(k * i) % 4] += 2; break;
    case 3: hist[3] ^= i; break;
    default: hist[2] += 1;
    }
  }
  out[i] = hist[0] + 10 * hist[1] + 100 * hist[2] + 1000 * hist[3];
}
)msl",
                      "mix");
  ASSERT_TRUE(K);
  std::vector<uint32_t> Out(77, 0);
  run(*K, {Out.data()}, {1, 1, 1}, {77, 1, 1});
  for (uint32_t I = 0; I < 77; ++I) {
    uint32_t Hist[4] = {0, 0, 0, 0};
    for (uint32_t Step = 0; Step < 3 + I % 5; ++Step) {
      switch ((Step + I) % 4) {
      case 0: Hist[0] += Step; break;
      case 1: Hist[(Step * I) % 4] += 2; break;
      case 3: Hist[3] ^= I; break;
      default: Hist[2] += 1;
      }
    }
    EXPECT_EQ(Out[I], Hist[0] + 10 * Hist[1] + 100 * Hist[2] + 1000 * Hist[3])
        << I;
  }
}

TEST_F(WideKernelTest, ThreadsThatAreOffNeitherLoadNorDivide) {
  // Lanes whose divisor is 0 skip the division; the uniform load far out of
  // bounds sits under a branch no thread takes: either would crash the
  // process if it ran for lanes that are off.
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void careful(device const int *in [[buffer(0)]],
                    device int *out [[buffer(1)]],
                    constant uint &far [[buffer(2)]],
                    uint i [[thread_position_in_grid]]) {
  int acc = 0;
  for (uint k = 0; k < i % 3 + 1; ++k) {
    int d = in[(i + k) % 32];
    if (d != 0)
      acc += 1000 / d;
    if (far < 10)
      acc += in[far];
    if (far == 0)
      acc += 7 / int(far);
  }
  out[i] = acc;
}
)msl",
                      "careful");
  ASSERT_TRUE(K);
  std::vector<int> In(32), Out(48, 0);
  for (int I = 0; I < 32; ++I)
    In[I] = I % 4 == 0 ? 0 : I - 16;
  uint32_t Far = 0x3fffffff;
  run(*K, {In.data(), Out.data(), &Far}, {1, 1, 1}, {48, 1, 1});
  for (uint32_t I = 0; I < 48; ++I) {
    int Acc = 0;
    for (uint32_t Step = 0; Step < I % 3 + 1; ++Step)
      if (int D = In[(I + Step) % 32]; D != 0)
        Acc += 1000 / D;
    EXPECT_EQ(Out[I], Acc) << I;
  }
}

TEST_F(WideKernelTest, RowsNarrowerThanTheLanesAndPartialChunks) {
  const std::string Source = std::string(Header) + R"msl(
kernel void where(device uint *out [[buffer(0)]],
                  uint3 t [[thread_position_in_threadgroup]],
                  uint3 g [[threadgroup_position_in_grid]],
                  uint3 n [[threads_per_threadgroup]],
                  uint index [[thread_index_in_threadgroup]],
                  uint lane [[thread_index_in_simdgroup]],
                  uint simd [[simdgroup_index_in_threadgroup]]) {
  uint group = g.x + 2 * g.y;
  uint at = group * n.x * n.y * n.z + index;
  uint sum = 0;
  for (uint k = 0; k <= t.x % 3; ++k)
    sum += t.x + 100 * t.y + 10000 * t.z;
  out[2 * at] = sum / (t.x % 3 + 1);
  out[2 * at + 1] = lane + 100 * simd;
}
)msl";
  auto K = wideKernel(Source, "where");
  ASSERT_TRUE(K);
  // 20-wide rows (a chunk of 16, then 4), and 4-wide rows (the scalar loop).
  const unsigned Shapes[][3] = {{20, 3, 2}, {4, 5, 1}, {48, 1, 1}};
  for (const auto &Shape : Shapes) {
    unsigned Count = Shape[0] * Shape[1] * Shape[2];
    std::vector<uint32_t> Out(2 * 4 * Count, ~0u);
    run(*K, {Out.data()}, {2, 2, 1}, Shape);
    for (unsigned G = 0; G < 4; ++G)
      for (unsigned I = 0; I < Count; ++I) {
        unsigned X = I % Shape[0], Y = I / Shape[0] % Shape[1],
                 Z = I / (Shape[0] * Shape[1]);
        unsigned At = G * Count + I;
        EXPECT_EQ(Out[2 * At], X + 100 * Y + 10000 * Z)
            << Shape[0] << "x" << Shape[1] << " thread " << I;
        EXPECT_EQ(Out[2 * At + 1], I % 32 + 100 * (I / 32)) << I;
      }
  }
}

TEST_F(WideKernelTest, IndicesThatWrapAreGatheredNotAssumedConsecutive) {
  // ushort(i + 65530) counts up by one per lane until it wraps to 0: the
  // lanes' addresses look consecutive from how they are computed and are
  // not, for the chunk that wraps.
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void wrap(device const int *in [[buffer(0)]],
                 device int *out [[buffer(1)]],
                 uint i [[thread_position_in_grid]]) {
  int acc = 0;
  for (uint k = 0; k < 2; ++k)
    acc += in[ushort(i + 65530 + k)];
  out[i] = acc;
}
)msl",
                      "wrap");
  ASSERT_TRUE(K);
  std::vector<int> In(65536), Out(32, 0);
  for (int I = 0; I < 65536; ++I)
    In[I] = I * 3 + 1;
  run(*K, {In.data(), Out.data()}, {1, 1, 1}, {32, 1, 1});
  for (uint32_t I = 0; I < 32; ++I)
    EXPECT_EQ(Out[I], In[uint16_t(I + 65530)] + In[uint16_t(I + 65531)]) << I;
}

TEST_F(WideKernelTest, VectorTypesAreSplitIntoLanes) {
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void spin(device const float4 *in [[buffer(0)]],
                 device float4 *out [[buffer(1)]],
                 uint i [[thread_position_in_grid]]) {
  float4 v = in[i];
  for (uint k = 0; k < i % 5; ++k)
    v = v.yzwx * 2.0f + float4(1.0f, 0.0f, float(k), -1.0f);
  out[i] = v;
}
)msl",
                      "spin");
  ASSERT_TRUE(K);
  std::vector<float> In(4 * 40), Out(4 * 40, 0.0f);
  for (size_t I = 0; I < In.size(); ++I)
    In[I] = float(I % 13) - 6.0f;
  run(*K, {In.data(), Out.data()}, {1, 1, 1}, {40, 1, 1});
  for (uint32_t I = 0; I < 40; ++I) {
    float V[4] = {In[4 * I], In[4 * I + 1], In[4 * I + 2], In[4 * I + 3]};
    for (uint32_t Step = 0; Step < I % 5; ++Step) {
      float Next[4] = {V[1] * 2.0f + 1.0f, V[2] * 2.0f, V[3] * 2.0f + float(Step),
                       V[0] * 2.0f - 1.0f};
      std::copy(Next, Next + 4, V);
    }
    for (int C = 0; C < 4; ++C)
      EXPECT_EQ(Out[4 * I + C], V[C]) << I << "." << C;
  }
}

TEST_F(WideKernelTest, AtomicsRunOncePerLane) {
  auto K = wideKernel(std::string(Header) + R"msl(
kernel void count(device atomic_uint *total [[buffer(0)]],
                  device uint *tickets [[buffer(1)]],
                  uint i [[thread_position_in_grid]]) {
  for (uint k = 0; k < i % 4; ++k)
    tickets[4 * i + k] =
        atomic_fetch_add_explicit(total, k + 1, memory_order_relaxed);
}
)msl",
                      "count");
  ASSERT_TRUE(K);
  uint32_t Total = 0;
  std::vector<uint32_t> Tickets(4 * 64, ~0u);
  run(*K, {&Total, Tickets.data()}, {1, 1, 1}, {64, 1, 1});
  uint32_t Expected = 0;
  std::vector<uint32_t> Seen;
  for (uint32_t I = 0; I < 64; ++I)
    for (uint32_t Step = 0; Step < I % 4; ++Step) {
      Expected += Step + 1;
      Seen.push_back(Tickets[4 * I + Step]);
    }
  EXPECT_EQ(Total, Expected);
  // Every old value the atomic returned is distinct: no lane's addition was
  // lost or repeated.
  std::sort(Seen.begin(), Seen.end());
  EXPECT_EQ(std::adjacent_find(Seen.begin(), Seen.end()), Seen.end());
}

TEST_F(WideKernelTest, RegionsBetweenBarriersRunInLanesWhateverTheRowWidth) {
  // Lanes that return before the barrier leave the others to meet there;
  // each row of 20 runs as a chunk of 16 and one of 4, rows of 4 take the
  // scalar region loops.
  const std::string Source = std::string(Header) + R"msl(
kernel void rows(device const int *in [[buffer(0)]],
                 device int *out [[buffer(1)]],
                 uint3 t [[thread_position_in_threadgroup]],
                 uint3 n [[threads_per_threadgroup]],
                 uint index [[thread_index_in_threadgroup]]) {
  threadgroup int row[64];
  row[index] = in[index] * 2;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  if (t.x == 3)
    return;
  int sum = 0;
  for (uint x = 0; x < n.x; ++x)
    sum += row[t.y * n.x + x] + int(x * t.x);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[index] = sum;
}
)msl";
  std::unique_ptr<Backend> Cpu = createCpuBackend();
  std::shared_ptr<Library> Lib;
  Status S = Cpu->compile(Source, CompileOptions{}, Lib);
  ASSERT_TRUE(S.ok()) << S.Message;
  std::shared_ptr<KernelFunction> K = Lib->kernel("rows", S);
  ASSERT_TRUE(K) << S.Message;
  auto *Compiled = dynamic_cast<CpuKernel *>(K.get());
  ASSERT_NE(Compiled, nullptr);
  EXPECT_EQ(Compiled->WideLanes, unsigned(METALIFY_WIDE_LANES))
      << Compiled->WideReason;
  for (unsigned Width : {20u, 4u}) {
    unsigned Height = 60 / Width, Count = Width * Height;
    std::vector<int> In(Count), Out(Count, -1);
    for (unsigned I = 0; I < Count; ++I)
      In[I] = int(I * 7 % 11);
    DispatchArgs Args;
    Args.setBuffer(In.data(), In.size() * sizeof(int), 0);
    Args.setBuffer(Out.data(), Out.size() * sizeof(int), 1);
    S = Cpu->dispatch(*K, Args, {1, 1, 1}, {Width, Height, 1});
    ASSERT_TRUE(S.ok()) << S.Message;
    for (unsigned I = 0; I < Count; ++I) {
      unsigned X = I % Width, Y = I / Width;
      int Sum = 0;
      for (unsigned C = 0; C < Width; ++C)
        Sum += In[Y * Width + C] * 2 + int(C * X);
      EXPECT_EQ(Out[I], X == 3 ? -1 : Sum) << Width << " wide, thread " << I;
    }
  }
}

TEST_F(WideKernelTest, AKernelTooLargeToCompileQuicklyStaysScalar) {
  // A loop around 1,500 distinct statements: more than the widening's
  // instruction budget (the optimizer's time on wide code grows faster
  // than its size).
  std::string Body;
  for (int K = 0; K < 1500; ++K)
    Body += "    acc = (acc ^ in[(i + " + std::to_string(K) + "u) % 64u]) * " +
            std::to_string(2 * K + 3) + "u + " + std::to_string(K) + "u;\n";
  Module = compile(std::string(Header) +
                   "kernel void big(device const uint *in [[buffer(0)]],\n"
                   "                device uint *out [[buffer(1)]],\n"
                   "                uint i [[thread_position_in_grid]]) {\n"
                   "  uint acc = 0;\n"
                   "  for (uint r = 0; r < i % 3; ++r) {\n" +
                   Body + "  }\n  out[i] = acc;\n}\n");
  auto K = kernel(Module, "big");
  ASSERT_TRUE(K);
  EXPECT_EQ(K->WideLanes, 0u);
  EXPECT_NE(K->WideReason.find("instructions"), std::string::npos)
      << K->WideReason;
}

TEST_F(WideKernelTest, ALoopThatWaitsForOtherThreadsStaysScalar) {
  // "Lock, work, unlock" in one iteration: safe for lanes in lockstep as
  // written, but LLVM's scalar optimizations turn it into a spin loop
  // before the work; run in lanes it would never end.
  Module = compile(std::string(Header) + R"msl(
kernel void locked(device atomic_uint *lock [[buffer(0)]],
                   device uint *value [[buffer(1)]],
                   uint i [[thread_position_in_grid]]) {
  bool done = false;
  while (!done) {
    uint expected = 0;
    if (atomic_compare_exchange_weak_explicit(lock, &expected, 1u,
            memory_order_relaxed, memory_order_relaxed)) {
      *value += i;
      atomic_store_explicit(lock, 0u, memory_order_relaxed);
      done = true;
    }
  }
}
)msl");
  auto K = kernel(Module, "locked");
  ASSERT_TRUE(K);
  EXPECT_EQ(K->WideLanes, 0u);
  EXPECT_NE(K->WideReason.find("atomic"), std::string::npos) << K->WideReason;
  uint32_t Lock = 0, Value = 0;
  run(*K, {&Lock, &Value}, {1, 1, 1}, {64, 1, 1});
  EXPECT_EQ(Value, 64u * 63u / 2u);
}

} // namespace
} // namespace metalify::cpu::test
