//===- AtomicLocksTest.cpp - The 64-bit atomics' lock table ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include "common/AtomicLocks.h"
#include "common/Launch.h"

#include <cstdint>

using namespace metalify;
using namespace metalify::testing;

namespace {

const char LockModule[] = "kernel locker locks\n"
                          "kernel plain\n";
const bool Registered =
    registerModule("atomic_locks_test.metal", LockModule, sizeof(LockModule) - 1);
inline Kernel<int *> locker{"atomic_locks_test.metal", "locker"};
inline Kernel<int *> plain{"atomic_locks_test.metal", "plain"};

/// Records the table's first word and leaves a word held, as a kernel that
/// faulted inside a critical section would.
uint32_t SeenFirstWord = 0;
Status holdALock(const DispatchArgs &Args, Size3, Size3) {
  const DispatchArgs::Binding &B = Args.Buffers[AtomicLockBufferIndex];
  if (!B.Bound || B.Length != AtomicLockWords * sizeof(uint32_t))
    return Status::error(cudaErrorInvalidValue, "[fake] no lock table bound");
  auto *Words = static_cast<uint32_t *>(const_cast<void *>(B.Data));
  SeenFirstWord = Words[0];
  Words[0] = 1;
  return Status::success();
}

using AtomicLocksTest = RuntimeTest;

TEST_F(AtomicLocksTest, KernelsThatDeclareTheTableShareOneZeroedTable) {
  ASSERT_TRUE(Registered);
  Fake->Behaviours["locker"] = holdALock;
  int *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 16), cudaSuccess);
  ASSERT_EQ(launch(locker, 1, 32, 0, 0, P), cudaSuccess);
  ASSERT_EQ(launch(plain, 1, 32, 0, 0, P), cudaSuccess);
  ASSERT_EQ(launch(locker, 1, 32, 0, 0, P), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(Fake->dispatchCount(), 3u);
  const DispatchArgs::Binding &First =
      Fake->dispatchAt(0).Args.Buffers[AtomicLockBufferIndex];
  EXPECT_TRUE(First.Bound);
  EXPECT_FALSE(Fake->dispatchAt(1).Args.Buffers[AtomicLockBufferIndex].Bound);
  EXPECT_EQ(Fake->dispatchAt(2).Args.Buffers[AtomicLockBufferIndex].Data,
            First.Data);
  // The second launch saw the word the first one left: one shared table.
  EXPECT_EQ(SeenFirstWord, 1u);
}

TEST_F(AtomicLocksTest, ResetStartsFromAZeroedTable) {
  Fake->Behaviours["locker"] = holdALock;
  int *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 16), cudaSuccess);
  ASSERT_EQ(launch(locker, 1, 32, 0, 0, P), cudaSuccess);
  ASSERT_EQ(cudaDeviceReset(), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&P, 16), cudaSuccess);
  SeenFirstWord = 7;
  ASSERT_EQ(launch(locker, 1, 32, 0, 0, P), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(SeenFirstWord, 0u);
}

TEST(AtomicLocksIndexTest, AnArgumentAtTheReservedIndexIsNotTheTable) {
  KernelInfo Info;
  Info.BufferIndices = {0, 1, AtomicLockBufferIndex};
  EXPECT_TRUE(usesReservedBuffer(Info, AtomicLockBufferIndex, 2));
  EXPECT_FALSE(usesReservedBuffer(Info, AtomicLockBufferIndex, 30));
  EXPECT_FALSE(usesReservedBuffer(Info, 30, 2));
}

} // namespace
