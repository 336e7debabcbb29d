//===- MetalBackendTest.cpp - The Metal backend on the emulated Metal -----===//
//
// Part of metalify. The Backend verbs of shim/metal, run through metal-cpp
// over the emulated Objective-C runtime and fake Metal of
// tests/metal-emulation (whose GPU is the CPU backend): compile errors,
// reflection, binding at offsets, argument bytes over Metal's 4 KB,
// threadgroup lengths, launch checks, pointers inside argument bytes,
// batching into command buffers and failed command buffers. The last tests
// go through the CUDA runtime to check its sync points. Built only with
// METALIFY_METAL_EMULATION.
//
//===----------------------------------------------------------------------===//
#ifdef METALIFY_METAL_EMULATION

#include "MetalEmulation.h"
#include "common/Backend.h"
#include "common/Runtime.h"
#include "metalify/runtime.h"

#include <cstring>
#include <future>
#include <gtest/gtest.h>
#include <string>
#include <thread>
#include <vector>

namespace metalify {
namespace {

const char *const Kernels = R"msl(#include <metal_stdlib>
using namespace metal;

kernel void copy_ints(const device int *in [[buffer(0)]],
                      device int *out [[buffer(1)]],
                      uint i [[thread_position_in_grid]]) {
  out[i] = in[i];
}

struct Big {
  int values[1500];
};

kernel void pick_big(constant Big &big [[buffer(0)]],
                     device int *out [[buffer(1)]],
                     uint i [[thread_position_in_grid]]) {
  out[i] = big.values[i * 100];
}

kernel void rotate(device int *out [[buffer(0)]],
                   threadgroup int *scratch [[threadgroup(0)]],
                   uint t [[thread_index_in_threadgroup]],
                   uint n [[threads_per_threadgroup]]) {
  scratch[t] = int(t) * 2;
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[t] = scratch[(t + 1) % n];
}

kernel void add_one(device int *p [[buffer(0)]],
                    uint i [[thread_position_in_grid]]) {
  p[i] += 1;
}

[[max_total_threads_per_threadgroup(64)]]
kernel void bounded(device int *p [[buffer(0)]],
                    uint i [[thread_position_in_grid]]) {
  p[i] = VALUE;
}

struct View {
  device int *data;
  int n;
};

kernel void through_view(constant View &v [[buffer(0)]],
                         uint i [[thread_position_in_grid]]) {
  if (int(i) < v.n)
    v.data[i] = int(i) * 3;
}
)msl";

/// A Metal backend and the kernels above, compiled once per test.
class MetalBackendTest : public ::testing::Test {
protected:
  std::unique_ptr<Backend> B;
  std::shared_ptr<Library> Lib;
  std::vector<Allocation> Allocations;

  void SetUp() override {
    Status Error;
    B = createMetalBackend(Error);
    ASSERT_TRUE(B) << Error.Message;
    CompileOptions Opts;
    Opts.SourceName = "kernels.metal";
    Opts.Defines = {"VALUE=7"};
    Status S = B->compile(Kernels, Opts, Lib);
    ASSERT_TRUE(S.ok()) << S.Message;
  }

  void TearDown() override {
    if (!B)
      return;
    EXPECT_TRUE(B->flush().ok());
    for (const Allocation &A : Allocations)
      B->release(A);
  }

  std::shared_ptr<KernelFunction> kernel(const char *Name) {
    Status S;
    std::shared_ptr<KernelFunction> K = Lib->kernel(Name, S);
    EXPECT_TRUE(K) << S.Message;
    return K;
  }

  int *allocInts(size_t Count, Allocation *Out = nullptr) {
    Allocation A;
    Status S = B->allocate(Count * sizeof(int), A);
    EXPECT_TRUE(S.ok()) << S.Message;
    Allocations.push_back(A);
    if (Out)
      *Out = A;
    return static_cast<int *>(A.Base);
  }
};

TEST_F(MetalBackendTest, CompileErrorIsInvalidSourceWithTheCompilersMessage) {
  std::shared_ptr<Library> Bad;
  CompileOptions Opts;
  Opts.SourceName = "broken.metal";
  Status S = B->compile("kernel void k(device int *p [[buffer(0)]]) {\n"
                        "  p[0] = undeclared_name;\n}\n",
                        Opts, Bad);
  EXPECT_EQ(S.Code, cudaErrorInvalidSource);
  EXPECT_FALSE(Bad);
  EXPECT_NE(S.Message.find("broken.metal"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("program_source:2:"), std::string::npos)
      << S.Message;
  EXPECT_NE(S.Message.find("undeclared_name"), std::string::npos) << S.Message;
}

TEST_F(MetalBackendTest, LibrariesAreCachedBySourceAndOptions) {
  CompileOptions Opts;
  Opts.SourceName = "kernels.metal";
  Opts.Defines = {"VALUE=7"};
  std::shared_ptr<Library> Again, Other;
  ASSERT_TRUE(B->compile(Kernels, Opts, Again).ok());
  EXPECT_EQ(Again, Lib);
  Opts.Defines = {"VALUE=8"};
  ASSERT_TRUE(B->compile(Kernels, Opts, Other).ok());
  EXPECT_NE(Other, Lib);
  Status S;
  EXPECT_EQ(Lib->kernel("add_one", S), Lib->kernel("add_one", S));
  EXPECT_FALSE(Lib->kernel("no_such_kernel", S));
  EXPECT_EQ(S.Code, cudaErrorInvalidDeviceFunction);
}

TEST_F(MetalBackendTest, KernelInfoComesFromThePipelineAndReflection) {
  const KernelInfo &Rotate = kernel("rotate")->info();
  EXPECT_EQ(Rotate.BufferIndices, std::vector<uint32_t>{0});
  EXPECT_EQ(Rotate.ThreadgroupIndices, std::vector<uint32_t>{0});
  EXPECT_EQ(Rotate.MaxTotalThreadsPerThreadgroup, 1024u);
  EXPECT_EQ(kernel("bounded")->info().MaxTotalThreadsPerThreadgroup, 64u);
  EXPECT_EQ(kernel("copy_ints")->info().BufferIndices,
            (std::vector<uint32_t>{0, 1}));
  std::vector<std::string> Names = Lib->kernelNames();
  EXPECT_EQ(Names.size(), 6u);
}

TEST_F(MetalBackendTest, DeviceLimitsComeFromTheDevice) {
  EXPECT_STREQ(B->name(), "metal");
  EXPECT_EQ(B->limits().MaxThreadsPerThreadgroup, 1024u);
  EXPECT_EQ(B->limits().MaxThreadgroupMemory, 32u * 1024);
  EXPECT_GT(B->limits().TotalMemory, 0u);
  EXPECT_NE(B->limits().Name.find("Emulated"), std::string::npos);
}

TEST_F(MetalBackendTest, PreprocessorMacrosReachTheCompiler) {
  int *Out = allocInts(4);
  DispatchArgs Args;
  Args.setBuffer(Out, 16, 0);
  ASSERT_TRUE(B->dispatch(*kernel("bounded"), Args, {1, 1, 1}, {4, 1, 1}).ok());
  ASSERT_TRUE(B->flush().ok());
  EXPECT_EQ(Out[3], 7);
}

TEST_F(MetalBackendTest, APointerInsideAnAllocationBindsItsOffset) {
  int *In = allocInts(256);
  int *Out = allocInts(16);
  for (int I = 0; I < 256; ++I)
    In[I] = I;
  DispatchArgs Args;
  // d + 128 ints: setBuffer(buffer, 512, 0).
  Args.setBuffer(In + 128, 128 * sizeof(int), 0);
  Args.setBuffer(Out, 16 * sizeof(int), 1);
  ASSERT_TRUE(
      B->dispatch(*kernel("copy_ints"), Args, {1, 1, 1}, {16, 1, 1}).ok());
  ASSERT_TRUE(B->flush().ok());
  for (int I = 0; I < 16; ++I)
    EXPECT_EQ(Out[I], 128 + I) << I;
}

TEST_F(MetalBackendTest, ArgumentBytesOverFourKilobytesGoThroughABuffer) {
  std::vector<int> Big(1500);
  for (int I = 0; I < 1500; ++I)
    Big[I] = I * 10;
  int *Out = allocInts(15);
  DispatchArgs Args;
  Args.setBytes(Big.data(), Big.size() * sizeof(int), 0);
  Args.setBuffer(Out, 15 * sizeof(int), 1);
  uint64_t Invalid = emu::counters().ValidationErrors;
  ASSERT_TRUE(
      B->dispatch(*kernel("pick_big"), Args, {1, 1, 1}, {15, 1, 1}).ok());
  Status S = B->flush();
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(emu::counters().ValidationErrors, Invalid);
  for (int I = 0; I < 15; ++I)
    EXPECT_EQ(Out[I], I * 1000) << I;
}

TEST_F(MetalBackendTest, ThreadgroupMemoryLengthIsRoundedUpToSixteen) {
  int *Out = allocInts(3);
  DispatchArgs Args;
  Args.setBuffer(Out, 3 * sizeof(int), 0);
  Args.setThreadgroupMemoryLength(3 * sizeof(int), 0);
  ASSERT_TRUE(B->dispatch(*kernel("rotate"), Args, {1, 1, 1}, {3, 1, 1}).ok());
  Status S = B->flush();
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(emu::counters().LastThreadgroupLength, 16u);
  EXPECT_EQ(Out[0], 2);
  EXPECT_EQ(Out[1], 4);
  EXPECT_EQ(Out[2], 0);
}

TEST_F(MetalBackendTest, TooManyThreadsIsAnInvalidConfiguration) {
  int *Out = allocInts(2048);
  DispatchArgs Args;
  Args.setBuffer(Out, 2048 * sizeof(int), 0);
  uint64_t Commits = emu::counters().Commits;
  Status S = B->dispatch(*kernel("add_one"), Args, {1, 1, 1}, {2048, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidConfiguration);
  // Above the pipeline's maxTotalThreadsPerThreadgroup, below the device's.
  S = B->dispatch(*kernel("bounded"), Args, {1, 1, 1}, {128, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidConfiguration);
  EXPECT_NE(S.Message.find("maxTotalThreadsPerThreadgroup 64"),
            std::string::npos)
      << S.Message;
  ASSERT_TRUE(B->flush().ok());
  EXPECT_EQ(emu::counters().Commits, Commits) << "nothing was encoded";
}

TEST_F(MetalBackendTest, TooMuchThreadgroupMemoryIsAnInvalidValue) {
  int *Out = allocInts(4);
  DispatchArgs Args;
  Args.setBuffer(Out, 16, 0);
  Args.setThreadgroupMemoryLength(40000, 0);
  Status S = B->dispatch(*kernel("rotate"), Args, {1, 1, 1}, {4, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidValue);
}

TEST_F(MetalBackendTest, MemoryTheBackendDoesNotOwnIsRefused) {
  int Host[16] = {};
  DispatchArgs Args;
  Args.setBuffer(Host, sizeof(Host), 0);
  Status S = B->dispatch(*kernel("add_one"), Args, {1, 1, 1}, {16, 1, 1});
  EXPECT_EQ(S.Code, cudaErrorInvalidValue);
  EXPECT_NE(S.Message.find("not inside any allocation"), std::string::npos)
      << S.Message;
  EXPECT_EQ(Host[0], 0);
}

TEST_F(MetalBackendTest, PointersInsideArgumentBytesBecomeGpuAddresses) {
  Allocation A;
  int *Data = allocInts(32, &A);
  struct {
    int *Data;
    int N;
  } View{Data + 4, 8};
  DispatchArgs Args;
  Args.setBytes(&View, sizeof(View), 0);
  DispatchArgs::IndirectPointer P;
  P.Buffer = 0;
  P.ByteOffset = 0;
  P.Base = A.Base;
  P.Offset = 4 * sizeof(int);
  P.Length = A.Size;
  P.Handle = A.Handle;
  Args.addIndirectPointer(P);
  uint64_t Followed = emu::counters().GpuAddressesResolved;
  ASSERT_TRUE(
      B->dispatch(*kernel("through_view"), Args, {1, 1, 1}, {8, 1, 1}).ok());
  Status S = B->flush();
  ASSERT_TRUE(S.ok()) << S.Message;
  EXPECT_EQ(emu::counters().GpuAddressesResolved, Followed + 1);
  for (int I = 0; I < 8; ++I)
    EXPECT_EQ(Data[4 + I], I * 3) << I;
  EXPECT_EQ(Data[3], 0);
}

TEST_F(MetalBackendTest, DispatchesWaitInOneCommandBufferUntilFlush) {
  int *Data = allocInts(64);
  DispatchArgs Args;
  Args.setBuffer(Data, 64 * sizeof(int), 0);
  emu::Counters Before = emu::counters();
  for (int I = 0; I < 10; ++I)
    ASSERT_TRUE(
        B->dispatch(*kernel("add_one"), Args, {2, 1, 1}, {32, 1, 1}).ok());
  emu::Counters Encoded = emu::counters();
  EXPECT_EQ(Encoded.Commits, Before.Commits);
  EXPECT_EQ(Encoded.Dispatches, Before.Dispatches);
  EXPECT_EQ(Data[0], 0) << "nothing runs before the commit";
  ASSERT_TRUE(B->flush().ok());
  emu::Counters After = emu::counters();
  EXPECT_EQ(After.Commits, Before.Commits + 1);
  EXPECT_EQ(After.Waits, Before.Waits + 1);
  EXPECT_EQ(After.Dispatches, Before.Dispatches + 10);
  EXPECT_EQ(Data[0], 10);
  EXPECT_EQ(Data[63], 10);
}

TEST_F(MetalBackendTest, LongRunsOfDispatchesCommitWithoutWaiting) {
  int *Data = allocInts(32);
  DispatchArgs Args;
  Args.setBuffer(Data, 32 * sizeof(int), 0);
  emu::Counters Before = emu::counters();
  for (int I = 0; I < 130; ++I)
    ASSERT_TRUE(
        B->dispatch(*kernel("add_one"), Args, {1, 1, 1}, {32, 1, 1}).ok());
  EXPECT_EQ(emu::counters().Commits, Before.Commits + 2);
  EXPECT_EQ(emu::counters().Waits, Before.Waits);
  EXPECT_EQ(Data[31], 0)
      << "committed but not waited for: the emulated GPU has not run them, "
         "so a host that reads without waiting sees stale memory";
  ASSERT_TRUE(B->flush().ok());
  EXPECT_EQ(emu::counters().Commits, Before.Commits + 3);
  EXPECT_EQ(emu::counters().Waits, Before.Waits + 1)
      << "the queue runs its command buffers in order: one wait, the last";
  EXPECT_EQ(Data[31], 130);
}

TEST_F(MetalBackendTest, AFailedCommandBufferSurfacesAtFlush) {
  int *Data = allocInts(32);
  DispatchArgs Args;
  Args.setBuffer(Data, 32 * sizeof(int), 0);
  emu::failNextCommandBuffer("injected page fault");
  ASSERT_TRUE(
      B->dispatch(*kernel("add_one"), Args, {1, 1, 1}, {32, 1, 1}).ok());
  Status S = B->flush();
  EXPECT_EQ(S.Code, cudaErrorLaunchFailure);
  EXPECT_NE(S.Message.find("injected page fault"), std::string::npos)
      << S.Message;
  EXPECT_TRUE(B->flush().ok()) << "reported once";
}

TEST_F(MetalBackendTest, ReleasedAllocationsFreeTheirBuffers) {
  int64_t Live = emu::counters().LiveBuffers;
  Allocation A;
  ASSERT_TRUE(B->allocate(1000, A).ok());
  EXPECT_EQ(emu::counters().LiveBuffers, Live + 1);
  EXPECT_NE(A.Handle, nullptr);
  B->release(A);
  EXPECT_EQ(emu::counters().LiveBuffers, Live);
}

// Through the CUDA runtime: its sync points flush the Metal backend.

const char RuntimeModule[] = R"msl(#include <metal_stdlib>
using namespace metal;
kernel void increment(device int *p [[buffer(0)]],
                      uint i [[thread_position_in_grid]]) {
  p[i] += 1;
}
)msl";
const bool Registered = registerModule("metal_backend_test.metal",
                                       RuntimeModule, sizeof(RuntimeModule) - 1);
inline Kernel<int *> increment{"metal_backend_test.metal", "increment"};

/// The process's runtime over a fresh Metal backend.
class MetalRuntimeTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(Registered);
    Status Error;
    std::unique_ptr<Backend> B = createMetalBackend(Error);
    ASSERT_TRUE(B) << Error.Message;
    Runtime::resetForTesting(std::move(B));
  }
  void TearDown() override {
    Runtime::resetForTesting(nullptr);
    cudaGetLastError();
  }
};

void openGate(void *Gate) {
  static_cast<std::shared_future<void> *>(Gate)->wait();
}

TEST_F(MetalRuntimeTest, LaunchesOfAStreamShareOneCommitUntilItsSync) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64 * sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMemset(D, 0, 64 * sizeof(int)), cudaSuccess);
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  // Hold the stream so that all launches are queued before any runs.
  std::promise<void> Open;
  std::shared_future<void> Gate = Open.get_future().share();
  ASSERT_EQ(cudaLaunchHostFunc(S, openGate, &Gate), cudaSuccess);
  emu::Counters Before = emu::counters();
  for (int I = 0; I < 8; ++I)
    ASSERT_EQ(launch(increment, 2, 32, 0, S, D), cudaSuccess);
  Open.set_value();
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  emu::Counters After = emu::counters();
  EXPECT_EQ(After.Commits, Before.Commits + 1);
  EXPECT_EQ(After.Dispatches, Before.Dispatches + 8);
  int Host[64];
  ASSERT_EQ(cudaMemcpy(Host, D, sizeof(Host), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Host[0], 8);
  EXPECT_EQ(Host[63], 8);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

TEST_F(MetalRuntimeTest, CopiesSeeTheLaunchesBeforeThem) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 32 * sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMemset(D, 0, 32 * sizeof(int)), cudaSuccess);
  for (int I = 0; I < 5; ++I)
    ASSERT_EQ(launch(increment, 1, 32, 0, 0, D), cudaSuccess);
  int Host[32];
  // cudaMemcpy is a sync point: the launches must have run.
  ASSERT_EQ(cudaMemcpy(Host, D, sizeof(Host), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Host[31], 5);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

TEST_F(MetalRuntimeTest, EventsAndQueriesSeeFinishedLaunches) {
  int *D = nullptr;
  ASSERT_EQ(cudaMallocManaged(&D, 32 * sizeof(int)), cudaSuccess);
  std::memset(D, 0, 32 * sizeof(int));
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  cudaEvent_t Done;
  ASSERT_EQ(cudaEventCreate(&Done), cudaSuccess);
  for (int I = 0; I < 3; ++I)
    ASSERT_EQ(launch(increment, 1, 32, 0, S, D), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Done, S), cudaSuccess);
  ASSERT_EQ(cudaEventSynchronize(Done), cudaSuccess);
  // Managed memory is current on the host after the event.
  EXPECT_EQ(D[0], 3);
  for (int I = 0; I < 4; ++I)
    ASSERT_EQ(launch(increment, 1, 32, 0, S, D), cudaSuccess);
  // A query asks for the deferred launches to run: polling ends.
  cudaError_t Query;
  while ((Query = cudaStreamQuery(S)) == cudaErrorNotReady)
    std::this_thread::yield();
  EXPECT_EQ(Query, cudaSuccess);
  EXPECT_EQ(D[31], 7);
  EXPECT_EQ(cudaEventDestroy(Done), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

TEST_F(MetalRuntimeTest, AFailedCommandBufferIsALaunchFailureAtTheNextSync) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 32 * sizeof(int)), cudaSuccess);
  emu::failNextCommandBuffer("injected GPU fault");
  ASSERT_EQ(launch(increment, 1, 32, 0, 0, D), cudaSuccess);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  // Sticky, as CUDA's launch failures are.
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
}

TEST_F(MetalRuntimeTest, ABlockOverTheKernelsLimitFailsAtTheLaunch) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 4096 * sizeof(int)), cudaSuccess);
  EXPECT_EQ(launch(increment, 1, 2048, 0, 0, D), cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

} // namespace
} // namespace metalify

#endif // METALIFY_METAL_EMULATION
