//===- ExecutorErrorTest.cpp - Dispatch validation and runtime errors ----===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "ExecutorTestUtil.h"

#include "metalify/cuda_types.h"

#include <atomic>
#include <csignal>
#include <chrono>

namespace metalify::cpu::test {
namespace {

void nothing(const MetalifyDispatch *, const MetalifyThread *) {}

Status runSized(CpuKernel &K, Size3 Groups, Size3 Threads,
                DispatchArgs Args = {}) {
  std::vector<int> Buffer(1);
  if (!Args.Buffers[0].Bound)
    Args.setBuffer(Buffer.data(), sizeof(int), 0);
  return sharedExecutor().run(K, Args, Groups, Threads);
}

TEST(ExecutorValidation, BadThreadgroupSizesAreInvalidValue) {
  CpuKernel K = makeKernel("k", nullptr, &loopOverThreads<&nothing>);
  EXPECT_EQ(runSized(K, {1, 1, 1}, {0, 1, 1}).Code, cudaErrorInvalidValue);
  EXPECT_EQ(runSized(K, {1, 1, 1}, {1025, 1, 1}).Code, cudaErrorInvalidValue);
  EXPECT_EQ(runSized(K, {1, 1, 1}, {512, 4, 1}).Code, cudaErrorInvalidValue);
  EXPECT_EQ(runSized(K, {1, 1, 1}, {1, 1, 65}).Code, cudaErrorInvalidValue);
  EXPECT_TRUE(runSized(K, {1, 1, 1}, {1, 1, 64}).ok());
  K.Info.MaxTotalThreadsPerThreadgroup = 128;
  Status S = runSized(K, {1, 1, 1}, {256, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidValue);
  EXPECT_NE(S.Message.find("max_total_threads_per_threadgroup of 128"),
            std::string::npos)
      << S.Message;
  EXPECT_TRUE(runSized(K, {1, 1, 1}, {128, 1, 1}).ok());
}

TEST(ExecutorValidation, BadGridsAreInvalidConfiguration) {
  CpuKernel K = makeKernel("k", nullptr, &loopOverThreads<&nothing>);
  EXPECT_EQ(runSized(K, {0, 1, 1}, {1, 1, 1}).Code,
            cudaErrorInvalidConfiguration);
  EXPECT_EQ(runSized(K, {1, 65536, 1}, {1, 1, 1}).Code,
            cudaErrorInvalidConfiguration);
  EXPECT_EQ(runSized(K, {1, 1, 65536}, {1, 1, 1}).Code,
            cudaErrorInvalidConfiguration);
}

TEST(ExecutorValidation, TooMuchThreadgroupMemoryIsInvalidValue) {
  CpuKernel K = makeKernel("k", nullptr, &loopOverThreads<&nothing>);
  K.Info.StaticThreadgroupMemory = 16 * 1024;
  K.Info.ThreadgroupIndices = {0};
  DispatchArgs Args;
  Args.setThreadgroupMemoryLength(16 * 1024, 0);
  EXPECT_TRUE(runSized(K, {1, 1, 1}, {32, 1, 1}, Args).ok());
  Args.setThreadgroupMemoryLength(16 * 1024 + 1, 0);
  Status S = runSized(K, {1, 1, 1}, {32, 1, 1}, Args);
  EXPECT_EQ(S.Code, cudaErrorInvalidValue);
  EXPECT_NE(S.Message.find("threadgroup memory"), std::string::npos);
}

TEST(ExecutorValidation, MissingBindingNamesKernelAndIndex) {
  CpuKernel K =
      makeKernel("needs_two", nullptr, &loopOverThreads<&nothing>, {0, 3});
  Status S = runSized(K, {1, 1, 1}, {1, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidValue);
  EXPECT_NE(S.Message.find("'needs_two'"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("buffer index 3"), std::string::npos) << S.Message;
}

// Thread 5 of threadgroup 3 reports an assertion; the message names the
// kernel, the threadgroup and the thread.
void failingThread(const MetalifyDispatch *D, const MetalifyThread *T) {
  if (groupIndex(D) == 3 && T->IndexInThreadgroup == 5)
    __metalify_kernel_error(cudaErrorAssert, "assertion 'x < n' failed");
}

TEST(ExecutorErrors, KernelErrorFailsTheLaunchOnFibers) {
  CpuKernel K = makeKernel("asserting", &failingThread);
  Status S = runSized(K, {8, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorAssert);
  EXPECT_NE(S.Message.find("kernel 'asserting' (threadgroup (3, 0, 0), "
                           "thread (5, 0, 0)): assertion 'x < n' failed"),
            std::string::npos)
      << S.Message;
  EXPECT_TRUE(runSized(K, {3, 1, 1}, {32, 1, 1}).ok());
}

TEST(ExecutorErrors, KernelErrorFailsTheLaunchInLoopMode) {
  CpuKernel K =
      makeKernel("asserting", nullptr, &loopOverThreads<&failingThread>);
  Status S = runSized(K, {64, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorAssert);
  EXPECT_NE(S.Message.find("(threadgroup (3, 0, 0)): assertion"),
            std::string::npos)
      << S.Message;
}

void nullStore(const MetalifyDispatch *D, const MetalifyThread *T) {
  if (T->IndexInThreadgroup == 7)
    *static_cast<int *volatile *>(D->Buffers[0])[0] = 1;
}

TEST(ExecutorErrors, FaultInKernelCodeIsIllegalAddress) {
  std::vector<int *> Pointers(1, nullptr);
  DispatchArgs Args;
  Args.setBuffer(Pointers.data(), sizeof(int *), 0);
  CpuKernel K = makeKernel("faulting", &nullStore);
  Status S = sharedExecutor().run(K, Args, {2, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorIllegalAddress);
  EXPECT_NE(S.Message.find("kernel 'faulting'"), std::string::npos)
      << S.Message;
  EXPECT_NE(S.Message.find("invalid memory access"), std::string::npos)
      << S.Message;
}

/// Stands for a library's crash handler: restores the default.
void foreignFaultHandler(int Signal, siginfo_t *, void *) {
  std::signal(Signal, SIG_DFL);
}

/// The SIGSEGV handler installed now.
void *currentFaultHandler() {
  struct sigaction Current {};
  sigaction(SIGSEGV, nullptr, &Current);
  return reinterpret_cast<void *>(Current.sa_sigaction);
}

TEST(ExecutorErrors, LaunchesPutTheFaultHandlerBackInFront) {
  std::vector<int *> Pointers(1, nullptr);
  DispatchArgs Args;
  Args.setBuffer(Pointers.data(), sizeof(int *), 0);
  CpuKernel K = makeKernel("faulting", &nullStore);
  ASSERT_EQ(sharedExecutor().run(K, Args, {1, 1, 1}, {32, 1, 1}).Code,
            cudaErrorIllegalAddress);
  void *Ours = currentFaultHandler();
  // What LLVM does when clang writes the prelude's PCH: its crash handler
  // goes in over ours; when faults on two workers race through it, the
  // process dies.
  struct sigaction Foreign {}, Saved {};
  Foreign.sa_sigaction = &foreignFaultHandler;
  Foreign.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &Foreign, &Saved);
  CpuKernel Quiet = makeKernel("quiet", &nothing);
  EXPECT_TRUE(sharedExecutor().run(Quiet, Args, {1, 1, 1}, {32, 1, 1}).ok());
  EXPECT_EQ(currentFaultHandler(), Ours);
  for (int Round = 0; Round < 10; ++Round) {
    Status S = sharedExecutor().run(K, Args, {64, 1, 1}, {32, 1, 1});
    EXPECT_EQ(S.Code, cudaErrorIllegalAddress) << S.Message;
  }
  if (currentFaultHandler() != Ours)
    sigaction(SIGSEGV, &Saved, nullptr);
}

/// Recurses with 1 KB frames until it runs off a 64 KB fiber stack.
unsigned deepRecursion(unsigned Depth) {
  volatile char Frame[1024];
  Frame[0] = char(Depth);
  if (Depth == 0)
    return Frame[0];
  return deepRecursion(Depth - 1) + Frame[0];
}

void overflowStack(const MetalifyDispatch *D, const MetalifyThread *T) {
  auto *Out = static_cast<unsigned *>(D->Buffers[0]);
  if (T->IndexInThreadgroup == 3)
    Out[0] = deepRecursion(100000);
}

TEST(ExecutorErrors, StackOverflowHitsTheGuardPage) {
  CpuKernel K = makeKernel("deep", &overflowStack);
  Status S = runSized(K, {1, 1, 1}, {32, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorIllegalAddress);
  EXPECT_NE(S.Message.find("thread (3, 0, 0)): stack overflow"),
            std::string::npos)
      << S.Message;
  EXPECT_TRUE(runSized(K, {1, 1, 1}, {3, 1, 1}).ok());
}

// Threadgroup 0 waits for a flag no threadgroup ever sets.
void spinForever(const MetalifyDispatch *D, const MetalifyThread *) {
  auto *Flag = static_cast<std::atomic<int> *>(D->Buffers[0]);
  while (Flag->load(std::memory_order_relaxed) == 0) {
  }
}

void spinAcrossBarriers(const MetalifyDispatch *D, const MetalifyThread *) {
  auto *Flag = static_cast<std::atomic<int> *>(D->Buffers[0]);
  while (Flag->load(std::memory_order_relaxed) == 0)
    __metalify_threadgroup_barrier(METALIFY_MEM_DEVICE, 12);
}

Status runWithWatchdog(Executor &Exec, CpuKernel &K) {
  std::atomic<int> Flag{0};
  DispatchArgs Args;
  Args.setBuffer(&Flag, sizeof(Flag), 0);
  return Exec.run(K, Args, {4, 1, 1}, {32, 1, 1});
}

TEST(ExecutorErrors, WatchdogStopsSpinningKernels) {
  ExecutorOptions Opts;
  Opts.Workers = 2;
  Opts.Watchdog = std::chrono::milliseconds(200);
  Executor Exec(Opts);
  CpuKernel Loop = makeKernel("spin", nullptr, &loopOverThreads<&spinForever>);
  CpuKernel Fibers = makeKernel("spin_barrier", &spinAcrossBarriers);
  for (CpuKernel *K : {&Loop, &Fibers}) {
    auto Start = std::chrono::steady_clock::now();
    Status S = runWithWatchdog(Exec, *K);
    auto Elapsed = std::chrono::steady_clock::now() - Start;
    EXPECT_EQ(S.Code, cudaErrorLaunchTimeout) << S.Message;
    EXPECT_NE(S.Message.find("'" + K->Info.Name + "': watchdog"),
              std::string::npos)
        << S.Message;
    EXPECT_LT(Elapsed, std::chrono::seconds(2));
  }
  // The workers left the kernel: the executor still runs launches.
  CpuKernel Ok = makeKernel("ok", nullptr, &loopOverThreads<&nothing>);
  EXPECT_TRUE(runWithWatchdog(Exec, Ok).ok());
}

} // namespace
} // namespace metalify::cpu::test
