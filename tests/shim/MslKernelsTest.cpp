//===- MslKernelsTest.cpp - MSL kernels through the whole CPU backend ----===//
//
// Part of metalify. Hand-written MSL, compiled by the CPU backend (Clang ->
// LLJIT against the prelude) and run by its executor; results are checked
// against values computed here.
//
//===----------------------------------------------------------------------===//
#include "common/Backend.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>
#include <numeric>
#include <vector>

namespace metalify {
namespace {

const char *const Source = R"msl(#include <metal_stdlib>
using namespace metal;

kernel void tree_reduce(const device int *in [[buffer(0)]],
                        device int *out [[buffer(1)]],
                        uint tid [[thread_index_in_threadgroup]],
                        uint gid [[threadgroup_position_in_grid]],
                        uint n [[threads_per_threadgroup]]) {
  threadgroup int partial[256];
  partial[tid] = in[gid * n + tid];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  for (uint s = n / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  if (tid == 0)
    out[gid] = partial[0];
}

// Two indices swapped at the end of each iteration of a loop with
// barriers: their phis feed each other around the back edge, and each must
// read the other's value before it is overwritten.
kernel void ping_pong(device int *out [[buffer(0)]],
                      constant int &steps [[buffer(1)]],
                      uint tid [[thread_index_in_threadgroup]]) {
  threadgroup int buf[2][4];
  int cur = 0, other = 1;
  for (int step = 0; step < steps; ++step) {
    buf[cur][tid] = step;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    out[step * 4 + tid] = cur * 10 + buf[cur][tid] + buf[other][tid] * 100;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int held = cur;
    cur = other;
    other = held;
  }
}

// Written before the loop's helper, so its shuffle's source line is the
// smaller one: lanes that leave the lane-dependent loop early must still
// wait for the others at this shuffle, where the GPU's lanes reconverge.
inline uint next_lane_value(uint v, uint lane) {
  return simd_shuffle(v, ushort((lane + 1) % 32));
}

// Lane L shuffles L + 1 times, from lanes 0..L (all still in the loop).
inline uint sum_of_lower_lanes(uint v, uint lane) {
  uint acc = 0;
  for (uint i = 0; i <= lane; ++i)
    acc += simd_shuffle(v, ushort(i));
  return acc;
}

kernel void reconverge(device uint *out [[buffer(0)]],
                       uint lane [[thread_index_in_simdgroup]],
                       uint tid [[thread_index_in_threadgroup]]) {
  uint v = tid * 3 + 1;
  out[2 * tid] = sum_of_lower_lanes(v, lane);
  out[2 * tid + 1] = next_lane_value(v, lane);
}

kernel void simd_reduce(const device float *in [[buffer(0)]],
                        device float *out [[buffer(1)]],
                        uint tid [[thread_index_in_threadgroup]],
                        uint gid [[threadgroup_position_in_grid]],
                        uint lane [[thread_index_in_simdgroup]],
                        uint sg [[simdgroup_index_in_threadgroup]],
                        uint groups [[simdgroups_per_threadgroup]]) {
  threadgroup float partial[32];
  float v = simd_sum(in[gid * 256 + tid]);
  if (lane == 0)
    partial[sg] = v;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  if (sg == 0) {
    float p = simd_sum(lane < groups ? partial[lane] : 0.0f);
    if (lane == 0)
      out[gid] = p;
  }
}

kernel void simd_scan(const device uint *in [[buffer(0)]],
                      device uint *out [[buffer(1)]],
                      uint i [[thread_position_in_grid]]) {
  out[i] = simd_prefix_exclusive_sum(in[i]);
}

kernel void shuffles(device uint4 *out [[buffer(0)]],
                     uint lane [[thread_index_in_simdgroup]],
                     uint i [[thread_position_in_grid]]) {
  uint v = lane * 10 + 1;
  out[i] = uint4(simd_shuffle(v, (lane + 5) % 32), simd_shuffle_up(v, 3),
                 simd_shuffle_down(v, 4), simd_shuffle_xor(v, 6));
}

kernel void votes(device uint4 *out [[buffer(0)]],
                  uint lane [[thread_index_in_simdgroup]],
                  uint sg [[simdgroup_index_in_threadgroup]],
                  uint i [[thread_position_in_grid]]) {
  simd_vote ballot = simd_ballot(lane % 3 == 0);
  uint bits = uint(static_cast<simd_vote::vote_t>(ballot));
  out[i] = uint4(bits, simd_any(lane == 7 && sg == 1) ? 1 : 0,
                 simd_all(lane < 40) ? 1 : 0, simd_all(lane < 31) ? 1 : 0);
}

kernel void atomics(device atomic_uint *total [[buffer(0)]],
                    const device uint *in [[buffer(1)]],
                    device uint *hist [[buffer(2)]],
                    uint tid [[thread_index_in_threadgroup]],
                    uint gid [[threadgroup_position_in_grid]],
                    uint i [[thread_position_in_grid]]) {
  threadgroup atomic_uint local[16];
  if (tid < 16)
    atomic_store_explicit(&local[tid], 0u, memory_order_relaxed);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  atomic_fetch_add_explicit(&local[in[i] % 16], 1u, memory_order_relaxed);
  atomic_fetch_add_explicit(total, in[i], memory_order_relaxed);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  if (tid < 16)
    hist[gid * 16 + tid] =
        atomic_load_explicit(&local[tid], memory_order_relaxed);
}

kernel void reverse_dynamic(const device float *in [[buffer(0)]],
                            device float *out [[buffer(1)]],
                            threadgroup float *scratch [[threadgroup(0)]],
                            uint tid [[thread_index_in_threadgroup]],
                            uint n [[threads_per_threadgroup]],
                            uint i [[thread_position_in_grid]]) {
  scratch[tid] = in[i];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[i] = scratch[n - 1 - tid];
}

kernel void transpose(const device float *in [[buffer(0)]],
                      device float *out [[buffer(1)]],
                      constant uint &n [[buffer(2)]],
                      uint2 tid [[thread_position_in_threadgroup]],
                      uint2 gid [[threadgroup_position_in_grid]]) {
  threadgroup float tile[16][17];
  tile[tid.y][tid.x] = in[(gid.y * 16 + tid.y) * n + gid.x * 16 + tid.x];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[(gid.x * 16 + tid.y) * n + gid.y * 16 + tid.x] = tile[tid.x][tid.y];
}

kernel void while_barrier(device int *out [[buffer(0)]],
                          uint tid [[thread_index_in_threadgroup]],
                          uint gid [[threadgroup_position_in_grid]]) {
  threadgroup int counts[64];
  uint steps = tid % 5, done = 0;
  counts[tid] = 0;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  while (done < steps) {
    counts[tid] += 1;
    ++done;
    threadgroup_barrier(mem_flags::mem_threadgroup);
  }
  out[gid * 64 + tid] = counts[tid] * 10 + int(done);
}

kernel void divergent(device int *out [[buffer(0)]],
                      uint tid [[thread_index_in_threadgroup]]) {
  if (tid < 8)
    threadgroup_barrier(mem_flags::mem_threadgroup);
  else
    threadgroup_barrier(mem_flags::mem_device);
  out[tid] = 1;
}
)msl";

/// Compiles Source once per test binary and runs its kernels.
class MslKernels : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    Cpu = createCpuBackend().release();
    CompileOptions Opts;
    Opts.SourceName = "kernels.metal";
    Status S = Cpu->compile(Source, Opts, Lib);
    CompileStatus = new Status(S);
  }
  static void TearDownTestSuite() {
    Lib.reset();
    delete Cpu;
    delete CompileStatus;
  }
  void SetUp() override {
    // Only a build without shim/cpu/Compiler*.cpp (CompilerFallback.cpp)
    // answers cudaErrorNotSupported; any other failure fails the test.
    if (CompileStatus->Code == cudaErrorNotSupported)
      GTEST_SKIP() << CompileStatus->Message;
    ASSERT_TRUE(CompileStatus->ok()) << CompileStatus->Message;
  }

  Status run(const char *Name, const DispatchArgs &Args, Size3 Groups,
             Size3 Threads) {
    Status Error;
    std::shared_ptr<KernelFunction> K = Lib->kernel(Name, Error);
    if (!K)
      return Error;
    return Cpu->dispatch(*K, Args, Groups, Threads);
  }

  static Backend *Cpu;
  static std::shared_ptr<Library> Lib;
  static Status *CompileStatus;
};

Backend *MslKernels::Cpu = nullptr;
std::shared_ptr<Library> MslKernels::Lib;
Status *MslKernels::CompileStatus = nullptr;

template <typename T> void bindVector(DispatchArgs &Args, std::vector<T> &V,
                                      unsigned Index) {
  Args.setBuffer(V.data(), V.size() * sizeof(T), Index);
}

TEST_F(MslKernels, TreeReductionWithBarriersInALoop) {
  std::vector<int> In(8 * 256), Out(8);
  std::iota(In.begin(), In.end(), 0);
  DispatchArgs Args;
  bindVector(Args, In, 0);
  bindVector(Args, Out, 1);
  Status S = run("tree_reduce", Args, {8, 1, 1}, {256, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (int G = 0; G < 8; ++G)
    EXPECT_EQ(Out[G], (G * 256 * 2 + 255) * 256 / 2) << G;
}

TEST_F(MslKernels, IndicesSwappedAcrossABarrierLoopAlternate) {
  std::vector<int> Out(6 * 4, -1), Steps{6};
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  bindVector(Args, Steps, 1);
  Status S = run("ping_pong", Args, {1, 1, 1}, {4, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  // Step s writes buffer s % 2; the other buffer holds step s - 1 (0 before
  // anything is written there, which the first step does not read back).
  for (int Step = 1; Step < 6; ++Step)
    for (int T = 0; T < 4; ++T)
      EXPECT_EQ(Out[Step * 4 + T], Step % 2 * 10 + Step + (Step - 1) * 100)
          << "step " << Step << " thread " << T;
}

TEST_F(MslKernels, LanesLeavingALoopEarlyMeetTheOthersAfterIt) {
  std::vector<unsigned> Out(2 * 64);
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  Status S = run("reconverge", Args, {1, 1, 1}, {64, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  auto V = [](unsigned T) { return T * 3 + 1; };
  for (unsigned T = 0; T < 64; ++T) {
    unsigned Base = T / 32 * 32, Lane = T % 32, Sum = 0;
    for (unsigned L = 0; L <= Lane; ++L)
      Sum += V(Base + L);
    EXPECT_EQ(Out[2 * T], Sum) << T;
    EXPECT_EQ(Out[2 * T + 1], V(Base + (Lane + 1) % 32)) << T;
  }
}

TEST_F(MslKernels, TwoLevelReductionWithSimdSum) {
  std::vector<float> In(4 * 256), Out(4);
  for (size_t I = 0; I < In.size(); ++I)
    In[I] = float(I % 7);
  DispatchArgs Args;
  bindVector(Args, In, 0);
  bindVector(Args, Out, 1);
  Status S = run("simd_reduce", Args, {4, 1, 1}, {256, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (size_t G = 0; G < 4; ++G)
    EXPECT_EQ(Out[G], std::accumulate(&In[G * 256], &In[G * 256] + 256, 0.0f));
}

TEST_F(MslKernels, PrefixScanWithSimdPrefixExclusiveSum) {
  std::vector<unsigned> In(96), Out(96);
  for (unsigned I = 0; I < 96; ++I)
    In[I] = I % 5 + 1;
  DispatchArgs Args;
  bindVector(Args, In, 0);
  bindVector(Args, Out, 1);
  Status S = run("simd_scan", Args, {1, 1, 1}, {96, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  unsigned Sum = 0;
  for (unsigned I = 0; I < 96; ++I) {
    if (I % 32 == 0)
      Sum = 0;
    EXPECT_EQ(Out[I], Sum) << I;
    Sum += In[I];
  }
}

TEST_F(MslKernels, ShuffleVariantsIncludingOutOfRangeLanes) {
  std::vector<unsigned> Out(4 * 64);
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  Status S = run("shuffles", Args, {1, 1, 1}, {64, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < 64; ++I) {
    unsigned Lane = I % 32;
    auto V = [](unsigned L) { return L * 10 + 1; };
    EXPECT_EQ(Out[4 * I], V((Lane + 5) % 32)) << I;
    // Lanes whose source would be out of range keep their own value.
    EXPECT_EQ(Out[4 * I + 1], Lane < 3 ? V(Lane) : V(Lane - 3)) << I;
    EXPECT_EQ(Out[4 * I + 2], Lane + 4 > 31 ? V(Lane) : V(Lane + 4)) << I;
    EXPECT_EQ(Out[4 * I + 3], V(Lane ^ 6)) << I;
  }
}

TEST_F(MslKernels, BallotAndVote) {
  std::vector<unsigned> Out(4 * 64);
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  Status S = run("votes", Args, {1, 1, 1}, {64, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  unsigned Ballot = 0;
  for (unsigned L = 0; L < 32; L += 3)
    Ballot |= 1u << L;
  for (unsigned I = 0; I < 64; ++I) {
    EXPECT_EQ(Out[4 * I], Ballot) << I;
    EXPECT_EQ(Out[4 * I + 1], I >= 32 ? 1u : 0u) << I;
    EXPECT_EQ(Out[4 * I + 2], 1u) << I;
    EXPECT_EQ(Out[4 * I + 3], 0u) << I;
  }
}

TEST_F(MslKernels, AtomicsOnDeviceAndThreadgroupMemory) {
  const unsigned Groups = 64, Threads = 128;
  std::vector<unsigned> Total(1, 0), In(Groups * Threads),
      Hist(Groups * 16, 0);
  for (unsigned I = 0; I < In.size(); ++I)
    In[I] = I * 7 % 23;
  DispatchArgs Args;
  bindVector(Args, Total, 0);
  bindVector(Args, In, 1);
  bindVector(Args, Hist, 2);
  Status S = run("atomics", Args, {Groups, 1, 1}, {Threads, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(Total[0], std::accumulate(In.begin(), In.end(), 0u));
  for (unsigned G = 0; G < Groups; ++G) {
    std::vector<unsigned> Want(16, 0);
    for (unsigned T = 0; T < Threads; ++T)
      ++Want[In[G * Threads + T] % 16];
    EXPECT_EQ(std::vector<unsigned>(&Hist[G * 16], &Hist[G * 16] + 16), Want)
        << G;
  }
}

TEST_F(MslKernels, DynamicThreadgroupMemory) {
  std::vector<float> In(3 * 100), Out(3 * 100);
  std::iota(In.begin(), In.end(), 0.0f);
  DispatchArgs Args;
  bindVector(Args, In, 0);
  bindVector(Args, Out, 1);
  Args.setThreadgroupMemoryLength(100 * sizeof(float), 0);
  Status S = run("reverse_dynamic", Args, {3, 1, 1}, {100, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < Out.size(); ++I)
    EXPECT_EQ(Out[I], In[I / 100 * 100 + 99 - I % 100]) << I;
}

TEST_F(MslKernels, TileTranspose2D) {
  const unsigned N = 64;
  std::vector<float> In(N * N), Out(N * N);
  std::iota(In.begin(), In.end(), 0.0f);
  DispatchArgs Args;
  bindVector(Args, In, 0);
  bindVector(Args, Out, 1);
  Args.setBytes(&N, sizeof(N), 2);
  Status S = run("transpose", Args, {N / 16, N / 16, 1}, {16, 16, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned Y = 0; Y < N; ++Y)
    for (unsigned X = 0; X < N; ++X)
      ASSERT_EQ(Out[Y * N + X], In[X * N + Y]) << X << "," << Y;
}

TEST_F(MslKernels, BarrierInsideThreadDependentWhileLoop) {
  std::vector<int> Out(2 * 64);
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  Status S = run("while_barrier", Args, {2, 1, 1}, {64, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < Out.size(); ++I)
    EXPECT_EQ(Out[I], int(I % 64 % 5) * 11) << I;
}

TEST_F(MslKernels, DivergentBarriersNameTheirMslLines) {
  std::vector<int> Out(32);
  DispatchArgs Args;
  bindVector(Args, Out, 0);
  Status S = run("divergent", Args, {1, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorLaunchFailure);
  EXPECT_NE(S.Message.find("'divergent'"), std::string::npos) << S.Message;
  for (const char *Barrier : {"mem_flags::mem_threadgroup);\n  else",
                              "mem_flags::mem_device);"}) {
    std::string Text(Source);
    size_t At = Text.rfind(Barrier);
    ASSERT_NE(At, std::string::npos);
    size_t Line = 1 + std::count(Text.begin(), Text.begin() + At, '\n');
    EXPECT_NE(S.Message.find("line " + std::to_string(Line)), std::string::npos)
        << S.Message;
  }
}

} // namespace
} // namespace metalify
