//===- ResumableKernelTest.cpp - The resumable entry's contract -----------===//
//
// Part of metalify. Calls __metalify_resume_* directly, playing the
// executor: where a thread stops, what the frame header says there, which
// values survive in the frame, and how an exchange's result comes back.
// (The executor's own scheduling is covered by every MSL test with barriers
// or SIMD-group functions, which now run this way.)
//
//===----------------------------------------------------------------------===//
#include "CompilerTestUtil.h"

#include <cstdint>
#include <cstring>
#include <vector>

using namespace metalify;
using namespace metalify::cpu;
using namespace metalify::cpu::test;

namespace {

using ResumableKernelTest = CompilerFixture;

/// Frames for \p Count threads of \p K, 64-byte aligned like the executor's.
struct Frames {
  Frames(const CpuKernel &K, unsigned Count)
      : Size((K.FrameSize + 63) / 64 * 64), Bytes(Size * Count + 64) {}
  MetalifyFrame &operator[](unsigned I) {
    auto Base = (reinterpret_cast<uintptr_t>(Bytes.data()) + 63) / 64 * 64;
    return *reinterpret_cast<MetalifyFrame *>(Base + I * Size);
  }
  size_t Size;
  std::vector<unsigned char> Bytes;
};

MetalifyThread threadAt(unsigned I) {
  MetalifyThread T{};
  T.PositionInThreadgroup[0] = I;
  T.IndexInThreadgroup = I;
  T.IndexInSimdgroup = I % 32;
  T.SimdgroupIndex = I / 32;
  return T;
}

TEST_F(ResumableKernelTest, ValuesLiveAcrossBarriersStayInTheFrame) {
  auto M = compile(R"msl(#include <metal_stdlib>
using namespace metal;
kernel void rotate(device int *out [[buffer(0)]],
                   uint tid [[thread_index_in_threadgroup]],
                   uint n [[threads_per_threadgroup]]) {
  threadgroup int shared[4];
  int mine = int(tid) * 10 + 7;
  int local[3] = {int(tid), int(tid) + 1, int(tid) + 2};
  shared[tid] = mine;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  int next = shared[(tid + 1) % n];
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[tid] = next * 1000 + mine + local[tid % 3];
}
)msl");
  auto K = kernel(M, "rotate");
  ASSERT_TRUE(K && K->Resume) << (K ? K->FiberReason : "");
  EXPECT_GT(K->FrameSize, sizeof(MetalifyFrame));
  EXPECT_TRUE(K->FiberReason.empty());

  constexpr unsigned N = 4;
  std::vector<int> Out(N, -1);
  std::vector<unsigned char> Static(K->Info.StaticThreadgroupMemory + 64);
  MetalifyDispatch D = makeDispatch(1, N);
  D.Buffers[0] = Out.data();
  D.ThreadgroupStatic = Static.data();
  Frames F(*K, N);
  std::vector<MetalifyThread> T;
  for (unsigned I = 0; I < N; ++I)
    T.push_back(threadAt(I));

  std::vector<unsigned> Stop(N);
  for (unsigned I = 0; I < N; ++I) {
    Stop[I] = K->Resume(&D, &T[I], &F[I], 0);
    ASSERT_NE(Stop[I], 0u);
    EXPECT_EQ(F[I].Sync, unsigned(METALIFY_SYNC_THREADGROUP_BARRIER));
    EXPECT_EQ(F[I].Site, 10u) << "the MSL line of the first barrier";
  }
  for (unsigned I = 0; I < N; ++I) {
    unsigned Again = K->Resume(&D, &T[I], &F[I], Stop[I]);
    ASSERT_NE(Again, 0u);
    EXPECT_NE(Again, Stop[I]);
    EXPECT_EQ(F[I].Site, 12u);
    Stop[I] = Again;
  }
  for (unsigned I = 0; I < N; ++I)
    EXPECT_EQ(K->Resume(&D, &T[I], &F[I], Stop[I]), 0u) << "the end";
  for (unsigned I = 0; I < N; ++I)
    EXPECT_EQ(Out[I], int(((I + 1) % N * 10 + 7) * 1000 + I * 10 + 7 + I % 3 +
                          I))
        << "thread " << I;
}

TEST_F(ResumableKernelTest, ExchangesPublishAndReadBackThroughTheHeader) {
  auto M = compile(R"msl(#include <metal_stdlib>
using namespace metal;
kernel void neighbour(device uint *out [[buffer(0)]],
                      uint lane [[thread_index_in_simdgroup]]) {
  out[lane] = simd_shuffle_down(lane * 3u + 1u, 1u);
}
)msl");
  auto K = kernel(M, "neighbour");
  ASSERT_TRUE(K && K->Resume) << (K ? K->FiberReason : "");

  std::vector<unsigned> Out(32, 0);
  MetalifyDispatch D = makeDispatch(1, 32);
  D.Buffers[0] = Out.data();
  Frames F(*K, 32);
  std::vector<MetalifyThread> T;
  for (unsigned I = 0; I < 32; ++I)
    T.push_back(threadAt(I));
  alignas(16) unsigned char Slots[32 * 16] = {};
  std::vector<unsigned> Stop(32);
  for (unsigned I = 0; I < 32; ++I) {
    Stop[I] = K->Resume(&D, &T[I], &F[I], 0);
    ASSERT_NE(Stop[I], 0u);
    ASSERT_EQ(F[I].Sync, unsigned(METALIFY_SYNC_SIMD_EXCHANGE));
    ASSERT_EQ(F[I].Size, 4u);
    std::memcpy(&Slots[I * 16], F[I].Staged, 16);
  }
  for (unsigned I = 0; I < 32; ++I) {
    F[I].ExchangeResult = Slots;
    F[I].ExchangeMask = 0xffffffffu;
    EXPECT_EQ(K->Resume(&D, &T[I], &F[I], Stop[I]), 0u);
  }
  for (unsigned I = 0; I < 32; ++I)
    EXPECT_EQ(Out[I], I < 31 ? (I + 1) * 3 + 1 : I * 3 + 1) << "lane " << I;
}

} // namespace
