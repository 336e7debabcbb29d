//===- ExecutorMemoryTest.cpp - Threadgroup memory, atomics, parallelism -===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "ExecutorTestUtil.h"

#include "cpu/CpuBackend.h"
#include "metalify/cuda_types.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

namespace metalify::cpu::test {
namespace {

// Static memory (8 ints) and two dynamic arguments (100 and 64 bytes): every
// thread fills its part of all three, then after a barrier thread 0 checks
// that they are 16-byte aligned, disjoint and hold what was written.
void dynamicMemory(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  auto *Static = static_cast<unsigned *>(D->ThreadgroupStatic);
  auto *A = static_cast<unsigned char *>(D->Threadgroup[0]);
  auto *B = static_cast<unsigned char *>(D->Threadgroup[1]);
  unsigned I = T->IndexInThreadgroup, G = groupIndex(D);
  if (I < 8)
    Static[I] = G * 8 + I;
  for (unsigned K = I; K < 100; K += 32)
    A[K] = static_cast<unsigned char>(G + K);
  for (unsigned K = I; K < 64; K += 32)
    B[K] = static_cast<unsigned char>(G * 3 + K);
  __metalify_threadgroup_barrier(METALIFY_MEM_THREADGROUP, 20);
  if (I != 0)
    return;
  unsigned Ok = 1;
  for (void *P : {static_cast<void *>(Static), static_cast<void *>(A),
                  static_cast<void *>(B)})
    Ok &= reinterpret_cast<uintptr_t>(P) % 16 == 0;
  Ok &= A >= reinterpret_cast<unsigned char *>(Static + 8) && B >= A + 100;
  for (unsigned K = 0; K < 8; ++K)
    Ok &= Static[K] == G * 8 + K;
  for (unsigned K = 0; K < 100; ++K)
    Ok &= A[K] == static_cast<unsigned char>(G + K);
  for (unsigned K = 0; K < 64; ++K)
    Ok &= B[K] == static_cast<unsigned char>(G * 3 + K);
  Out[G] = Ok;
}

TEST(ExecutorMemory, DynamicThreadgroupMemory) {
  const unsigned Groups = 50;
  std::vector<unsigned> Out(Groups, 0);
  CpuKernel K = makeKernel("dynamic_tg", &dynamicMemory);
  K.Info.StaticThreadgroupMemory = 8 * sizeof(unsigned);
  K.Info.ThreadgroupIndices = {0, 1};
  DispatchArgs Args = bind(Out);
  Args.setThreadgroupMemoryLength(100, 0);
  Args.setThreadgroupMemoryLength(64, 1);
  Status S = sharedExecutor().run(K, Args, {Groups, 1, 1}, {32, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(Out, std::vector<unsigned>(Groups, 1u));
}

// Every thread of a large grid bumps a device-memory counter and its
// threadgroup's slot.
void countAtomically(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Counter = static_cast<std::atomic<unsigned> *>(D->Buffers[0]);
  auto *PerGroup = static_cast<std::atomic<unsigned> *>(D->Buffers[1]);
  Counter->fetch_add(1, std::memory_order_relaxed);
  PerGroup[groupIndex(D)].fetch_add(T->IndexInThreadgroup,
                                    std::memory_order_relaxed);
}

TEST(ExecutorMemory, ManyThreadgroupsWithDeviceAtomics) {
  const Size3 Groups{32, 16, 8};
  const unsigned Count = unsigned(Groups.volume()), Threads = 64;
  std::atomic<unsigned> Counter{0};
  std::vector<std::atomic<unsigned>> PerGroup(Count);
  DispatchArgs Args;
  Args.setBuffer(&Counter, sizeof(Counter), 0);
  Args.setBuffer(PerGroup.data(), Count * sizeof(unsigned), 1);
  CpuKernel K =
      makeKernel("count", nullptr, &loopOverThreads<&countAtomically>, {0, 1});
  Status S = sharedExecutor().run(K, Args, Groups, {Threads, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(Counter.load(), Count * Threads);
  for (unsigned G = 0; G < Count; ++G)
    EXPECT_EQ(PerGroup[G].load(), Threads * (Threads - 1) / 2) << G;
}

// Each of two threadgroups announces itself, then waits (at most 5 s) for
// the other: it succeeds only if both run at the same time on two workers.
void meetOtherGroup(const MetalifyDispatch *D, const MetalifyThread *) {
  auto *Arrived = static_cast<std::atomic<unsigned> *>(D->Buffers[0]);
  auto *Met = static_cast<unsigned *>(D->Buffers[1]);
  Arrived->fetch_add(1);
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (Arrived->load() < 2 && std::chrono::steady_clock::now() < Deadline)
    std::this_thread::yield();
  Met[groupIndex(D)] = Arrived->load() >= 2;
}

TEST(ExecutorMemory, ThreadgroupsRunConcurrentlyOnWorkers) {
  std::atomic<unsigned> Arrived{0};
  std::vector<unsigned> Met(2, 0);
  DispatchArgs Args;
  Args.setBuffer(&Arrived, sizeof(Arrived), 0);
  Args.setBuffer(Met.data(), 2 * sizeof(unsigned), 1);
  CpuKernel K =
      makeKernel("meet", nullptr, &loopOverThreads<&meetOtherGroup>, {0, 1});
  Status S = sharedExecutor().run(K, Args, {2, 1, 1}, {1, 1, 1});
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(Met, std::vector<unsigned>(2, 1u));
}

TEST(CpuBackend, LimitsNameAndAllocation) {
  std::unique_ptr<Backend> B = createCpuBackend();
  EXPECT_STREQ(B->name(), "cpu");
  const DeviceLimits &L = B->limits();
  EXPECT_EQ(L.MaxThreadsPerThreadgroup, 1024u);
  EXPECT_EQ(L.MaxThreadgroupMemory, 32u * 1024);
  EXPECT_EQ(L.SimdWidth, 32u);
  EXPECT_GT(L.TotalMemory, 0u);
  EXPECT_EQ(L.Name.rfind("metalify CPU (", 0), 0u) << L.Name;
  Allocation A;
  ASSERT_TRUE(B->allocate(1000, A).ok());
  EXPECT_EQ(reinterpret_cast<uintptr_t>(A.Base) % 64, 0u);
  EXPECT_EQ(A.Size, 1000u);
  static_cast<char *>(A.Base)[999] = 1;
  B->release(A);
}

void addOne(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Data = static_cast<int *>(D->Buffers[0]);
  Data[groupIndex(D) * D->ThreadsPerThreadgroup[0] + T->IndexInThreadgroup] +=
      1;
}

TEST(CpuBackend, DispatchRunsAndValidates) {
  std::unique_ptr<Backend> B = createCpuBackend();
  std::vector<int> Data(4 * 128, 41);
  CpuKernel K = makeKernel("add_one", nullptr, &loopOverThreads<&addOne>);
  ASSERT_TRUE(B->dispatch(K, bind(Data), {4, 1, 1}, {128, 1, 1}).ok());
  EXPECT_EQ(Data, std::vector<int>(Data.size(), 42));
  EXPECT_EQ(B->dispatch(K, bind(Data), {4, 1, 1}, {2048, 1, 1}).Code,
            cudaErrorInvalidValue);
}

} // namespace
} // namespace metalify::cpu::test
