//===- ExecutorSimdTest.cpp - SIMD-group exchange on fibers ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "ExecutorTestUtil.h"

#include <cstring>

namespace metalify::cpu::test {
namespace {

/// Exchanges \p Value through the hook; returns the sum over the active
/// lanes and stores the mask.
unsigned exchangeSum(unsigned Value, unsigned Site, unsigned &Mask) {
  auto *Slots = static_cast<const unsigned char *>(
      __metalify_simd_exchange(&Value, sizeof(Value), &Mask, Site));
  unsigned Sum = 0;
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    if (!(Mask & (1u << Lane)))
      continue;
    unsigned V;
    std::memcpy(&V, Slots + Lane * 16, sizeof(V));
    Sum += V;
  }
  return Sum;
}

// SIMD-group 0 exchanges once; SIMD-group 1 exchanges twice at other sites
// and never meets group 0. Out: [sum, mask] per thread.
void perGroupPaths(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  unsigned I = T->IndexInThreadgroup, Mask = 0, Sum;
  if (T->SimdgroupIndex == 0) {
    Sum = exchangeSum(I, 10, Mask);
  } else {
    Sum = exchangeSum(I, 20, Mask);
    Sum = exchangeSum(Sum + I, 21, Mask);
  }
  Out[2 * I] = Sum;
  Out[2 * I + 1] = Mask;
}

TEST(ExecutorSimd, ExchangeStaysInsideTheSimdGroup) {
  std::vector<unsigned> Out(2 * 64);
  CpuKernel K = makeKernel("simd_paths", &perGroupPaths);
  Status S = sharedExecutor().run(K, bind(Out), {3, 1, 1}, {64, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  unsigned Group0 = 31 * 32 / 2, Group1 = (32 + 63) * 32 / 2;
  for (unsigned I = 0; I < 64; ++I) {
    unsigned Want = I < 32 ? Group0 : 32 * Group1 + Group1;
    EXPECT_EQ(Out[2 * I], Want) << "thread " << I;
    EXPECT_EQ(Out[2 * I + 1], 0xffffffffu) << "thread " << I;
  }
}

// Lanes of one SIMD-group split at different sites: each side exchanges
// among itself only, with its own mask; a partial last SIMD-group (48
// threads) and lanes that returned early are not in the mask.
void divergentLanes(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  unsigned I = T->IndexInThreadgroup, Lane = T->IndexInSimdgroup, Mask = 0;
  if (I == 5)
    return;
  unsigned Sum =
      Lane < 16 ? exchangeSum(1, 30, Mask) : exchangeSum(2, 31, Mask);
  Out[2 * I] = Sum;
  Out[2 * I + 1] = Mask;
}

TEST(ExecutorSimd, DivergentLanesExchangeWithTheirOwnMask) {
  std::vector<unsigned> Out(2 * 48, 7);
  CpuKernel K = makeKernel("simd_divergent", &divergentLanes);
  Status S = sharedExecutor().run(K, bind(Out), {1, 1, 1}, {48, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(Out[2 * 5], 7u);
  EXPECT_EQ(Out[2 * 0 + 1], 0xffffu & ~(1u << 5));
  EXPECT_EQ(Out[2 * 0], 15u);
  EXPECT_EQ(Out[2 * 16 + 1], 0xffff0000u);
  EXPECT_EQ(Out[2 * 16], 32u);
  EXPECT_EQ(Out[2 * 32 + 1], 0xffffu);
  EXPECT_EQ(Out[2 * 32], 16u);
  EXPECT_EQ(Out[2 * 47], 16u);
}

// A loop with a lane-dependent trip count around an exchange, then one more
// exchange after it: lanes still in the loop exchange among themselves
// first, and every lane meets again after the loop.
void loopExchange(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  unsigned Lane = T->IndexInSimdgroup, Mask = 0, Last = 0;
  for (unsigned K = 0; K < Lane % 4; ++K)
    Last = exchangeSum(1, 40, Mask);
  Out[2 * Lane] = Last;
  Out[2 * Lane + 1] = exchangeSum(1, 45, Mask);
}

TEST(ExecutorSimd, LaneDependentLoopsReconvergeAfterTheLoop) {
  std::vector<unsigned> Out(64);
  CpuKernel K = makeKernel("simd_loop", &loopExchange);
  Status S = sharedExecutor().run(K, bind(Out), {1, 1, 1}, {32, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    // In its last iteration (Lane % 4 - 1), a lane meets the lanes whose
    // trip count is at least as large.
    unsigned Trips = Lane % 4, Peers = 0;
    for (unsigned Other = 0; Other < 32; ++Other)
      Peers += Trips && Other % 4 >= Trips;
    EXPECT_EQ(Out[2 * Lane], Peers) << "lane " << Lane;
    EXPECT_EQ(Out[2 * Lane + 1], 32u) << "lane " << Lane;
  }
}

// simdgroup_barrier synchronises the lanes of one SIMD-group only: each
// lane reads its neighbour's store after it, and the two SIMD-groups pass
// different numbers of barriers at different sites.
void simdBarrier(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  auto *Tg = static_cast<unsigned *>(D->ThreadgroupStatic);
  unsigned I = T->IndexInThreadgroup, Lane = T->IndexInSimdgroup;
  unsigned Base = T->SimdgroupIndex * 32;
  Tg[I] = I;
  if (T->SimdgroupIndex == 1) {
    __metalify_simdgroup_barrier(METALIFY_MEM_THREADGROUP, 51);
  } else {
    for (unsigned K = 0; K < 2; ++K)
      __metalify_simdgroup_barrier(METALIFY_MEM_THREADGROUP, 50);
  }
  Out[I] = Tg[Base + (Lane + 1) % 32];
}

TEST(ExecutorSimd, SimdgroupBarrierSynchronisesLanes) {
  std::vector<unsigned> Out(96);
  CpuKernel K = makeKernel("simd_barrier", &simdBarrier);
  K.Info.StaticThreadgroupMemory = 96 * sizeof(unsigned);
  Status S = sharedExecutor().run(K, bind(Out), {1, 1, 1}, {96, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < 96; ++I)
    EXPECT_EQ(Out[I], I / 32 * 32 + (I % 32 + 1) % 32) << I;
}

void lanes(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  unsigned Mask;
  exchangeSum(0, 60, Mask);
  Out[T->IndexInThreadgroup] = __metalify_simd_lane();
}

TEST(ExecutorSimd, SimdLaneIsTheLinearIndexModulo32) {
  std::vector<unsigned> Out(5 * 7 * 2, 99);
  CpuKernel K = makeKernel("lanes", &lanes);
  Status S = sharedExecutor().run(K, bind(Out), {1, 1, 1}, {5, 7, 2});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < Out.size(); ++I)
    EXPECT_EQ(Out[I], I % 32) << I;
}

} // namespace
} // namespace metalify::cpu::test
