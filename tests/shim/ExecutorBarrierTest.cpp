//===- ExecutorBarrierTest.cpp - Threadgroup barriers on fibers -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "ExecutorTestUtil.h"

#include "metalify/cuda_types.h"

#include <chrono>
#include <numeric>

namespace metalify::cpu::test {
namespace {

constexpr unsigned MemTg = METALIFY_MEM_THREADGROUP;

// Buffers: 0 = input ints (one per thread of the grid), 1 = one sum per
// threadgroup. Static threadgroup memory: one int per thread.
void treeReduce(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *In = static_cast<const int *>(D->Buffers[0]);
  auto *Out = static_cast<int *>(D->Buffers[1]);
  auto *Tg = static_cast<int *>(D->ThreadgroupStatic);
  unsigned I = T->IndexInThreadgroup, N = D->ThreadsPerThreadgroup[0];
  unsigned G = groupIndex(D);
  Tg[I] = In[G * N + I];
  __metalify_threadgroup_barrier(MemTg, 10);
  for (unsigned Stride = N / 2; Stride > 0; Stride /= 2) {
    if (I < Stride)
      Tg[I] += Tg[I + Stride];
    __metalify_threadgroup_barrier(MemTg, 13);
  }
  if (I == 0)
    Out[G] = Tg[0];
}

TEST(ExecutorBarrier, TreeReductionWithBarriersInALoop) {
  const unsigned Groups = 37, Threads = 256;
  std::vector<int> In(Groups * Threads), Out(Groups, -1);
  std::iota(In.begin(), In.end(), 1);
  CpuKernel K = makeKernel("tree_reduce", &treeReduce, nullptr, {0, 1});
  K.Info.StaticThreadgroupMemory = Threads * sizeof(int);
  DispatchArgs Args = bind(In);
  Args.setBuffer(Out.data(), Out.size() * sizeof(int), 1);
  Status S = sharedExecutor().run(K, Args, {Groups, 1, 1}, {Threads, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned G = 0; G < Groups; ++G) {
    long First = long(G) * Threads + 1, Last = First + Threads - 1;
    EXPECT_EQ(Out[G], (First + Last) * Threads / 2) << "threadgroup " << G;
  }
}

// Each thread runs I % 5 iterations of a loop with a barrier, then returns:
// threads that left the loop count as arrived at the later iterations'
// barriers. Every iteration, each thread adds its neighbour's count.
void whileLoopBarrier(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<int *>(D->Buffers[0]);
  auto *Tg = static_cast<int *>(D->ThreadgroupStatic);
  unsigned I = T->IndexInThreadgroup, N = D->ThreadsPerThreadgroup[0];
  unsigned Steps = I % 5, Done = 0;
  Tg[I] = 0;
  __metalify_threadgroup_barrier(MemTg, 30);
  while (Done < Steps) {
    Tg[I] += 1;
    ++Done;
    __metalify_threadgroup_barrier(MemTg, 34);
  }
  Out[groupIndex(D) * N + I] = Tg[I] * 10 + int(Done);
}

TEST(ExecutorBarrier, BarrierInsideThreadDependentWhileLoop) {
  const unsigned Groups = 4, Threads = 64;
  std::vector<int> Out(Groups * Threads, -1);
  CpuKernel K = makeKernel("while_barrier", &whileLoopBarrier);
  K.Info.StaticThreadgroupMemory = Threads * sizeof(int);
  Status S =
      sharedExecutor().run(K, bind(Out), {Groups, 1, 1}, {Threads, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < Out.size(); ++I)
    EXPECT_EQ(Out[I], int(I % Threads % 5) * 11) << "thread " << I;
}

// `if (i >= n) return;` before a barrier, as CUDA code does; the surviving
// threads read their neighbour's value after the barrier.
void earlyReturn(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<int *>(D->Buffers[0]);
  auto *Tg = static_cast<int *>(D->ThreadgroupStatic);
  unsigned I = T->IndexInThreadgroup, Live = 100;
  if (I >= Live)
    return;
  Tg[I] = int(I) * 3;
  __metalify_threadgroup_barrier(MemTg, 50);
  Out[I] = Tg[(I + 1) % Live];
  __metalify_threadgroup_barrier(MemTg, 52);
}

TEST(ExecutorBarrier, ThreadsReturningBeforeABarrierCountAsArrived) {
  std::vector<int> Out(128, -1);
  CpuKernel K = makeKernel("early_return", &earlyReturn);
  K.Info.StaticThreadgroupMemory = 128 * sizeof(int);
  Status S = sharedExecutor().run(K, bind(Out), {1, 1, 1}, {128, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < 128; ++I)
    EXPECT_EQ(Out[I], I < 100 ? int((I + 1) % 100) * 3 : -1) << I;
}

void divergentBarrier(const MetalifyDispatch *, const MetalifyThread *T) {
  if (T->IndexInThreadgroup < 40)
    __metalify_threadgroup_barrier(MemTg, 70);
  else
    __metalify_threadgroup_barrier(MemTg, 72);
}

TEST(ExecutorBarrier, DivergentBarriersFailNamingKernelAndSites) {
  std::vector<int> Unused(1);
  CpuKernel K = makeKernel("divergent", &divergentBarrier);
  auto Start = std::chrono::steady_clock::now();
  Status S = sharedExecutor().run(K, bind(Unused), {8, 1, 1}, {64, 1, 1});
  auto Elapsed = std::chrono::steady_clock::now() - Start;
  EXPECT_EQ(S.Code, cudaErrorLaunchFailure);
  EXPECT_NE(S.Message.find("'divergent'"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("line 70"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("line 72"), std::string::npos) << S.Message;
  EXPECT_LT(Elapsed, std::chrono::seconds(1));
}

// A thread finishing a loop early and waiting at the barrier after it,
// while others still wait inside the loop: different sites, an error.
void loopExitDivergence(const MetalifyDispatch *, const MetalifyThread *T) {
  for (unsigned K = 0; K < T->IndexInThreadgroup % 3; ++K)
    __metalify_threadgroup_barrier(MemTg, 80);
  __metalify_threadgroup_barrier(MemTg, 82);
}

TEST(ExecutorBarrier, LeavingALoopWhileOthersWaitInsideIsAnError) {
  std::vector<int> Unused(1);
  CpuKernel K = makeKernel("loop_exit", &loopExitDivergence);
  Status S = sharedExecutor().run(K, bind(Unused), {1, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorLaunchFailure);
  EXPECT_NE(S.Message.find("line 80"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("line 82"), std::string::npos) << S.Message;
}

// Built-ins of a 3D threadgroup, written as one packed word per thread.
void builtins(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  const unsigned *P = T->PositionInThreadgroup;
  unsigned I = T->IndexInThreadgroup;
  __metalify_threadgroup_barrier(MemTg, 90);
  Out[groupIndex(D) * 96 + I] = P[0] | P[1] << 4 | P[2] << 8 |
                                T->IndexInSimdgroup << 12 |
                                T->SimdgroupIndex << 20;
}

TEST(ExecutorBarrier, PerThreadBuiltins) {
  std::vector<unsigned> Out(2 * 96);
  CpuKernel K = makeKernel("builtins", &builtins);
  Status S = sharedExecutor().run(K, bind(Out), {2, 1, 1}, {4, 8, 3});
  ASSERT_TRUE(S.ok()) << S.Message;
  for (unsigned I = 0; I < Out.size(); ++I) {
    unsigned L = I % 96;
    unsigned Want = L % 4 | (L / 4 % 8) << 4 | (L / 32) << 8 | (L % 32) << 12 |
                    (L / 32) << 20;
    EXPECT_EQ(Out[I], Want) << "thread " << I;
  }
}

// Fiber stacks and thread tables are reused across launches of different
// sizes; each launch must see only its own threads.
TEST(ExecutorBarrier, ReusesFibersAcrossLaunchSizes) {
  for (unsigned Threads : {1024u, 1u, 33u, 256u}) {
    std::vector<int> In(Threads * 3, 1), Out(3, 0);
    CpuKernel K = makeKernel("tree_reduce", &treeReduce, nullptr, {0, 1});
    K.Info.StaticThreadgroupMemory = Threads * sizeof(int);
    DispatchArgs Args = bind(In);
    Args.setBuffer(Out.data(), Out.size() * sizeof(int), 1);
    unsigned Pow2 = 1;
    while (Pow2 * 2 <= Threads)
      Pow2 *= 2;
    Status S = sharedExecutor().run(K, Args, {3, 1, 1}, {Pow2, 1, 1});
    ASSERT_TRUE(S.ok()) << S.Message;
    EXPECT_EQ(Out, std::vector<int>(3, int(Pow2))) << Threads;
  }
}

} // namespace
} // namespace metalify::cpu::test
