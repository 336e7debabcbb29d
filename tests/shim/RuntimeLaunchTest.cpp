//===- RuntimeLaunchTest.cpp - Launches, configuration, binding, errors ---===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <future>
#include <thread>

using namespace metalify;
using namespace metalify::testing;

namespace {

const char LaunchModule[] = "kernel saxpy\n"
                            "kernel bounded max=128\n"
                            "kernel tiled static=30000 dynamic\n"
                            "kernel reduce dynamic\n"
                            "kernel fault\n";
const bool Registered =
    registerModule("launch_test.metal", LaunchModule, sizeof(LaunchModule) - 1);

inline Kernel<int, float *, const float *> saxpy{"launch_test.metal", "saxpy"};
inline Kernel<> bounded{"launch_test.metal", "bounded"};
inline Kernel<float *> tiled{"launch_test.metal", "tiled"};
inline Kernel<float *> reduce{"launch_test.metal", "reduce"};
inline Kernel<> fault{"launch_test.metal", "fault"};
/// A by-value struct with a pointer inside, which Metal cannot follow.
struct View {
  float *Data;
  int N;
};
/// A by-value struct without pointers.
struct Range {
  long long Begin, End;
};
inline Kernel<View, Range> takesStructs{"launch_test.metal", "saxpy"};
/// The same kernel as the translator writes it when the struct's pointer
/// members are translated (docs/ABI.md): View::Data at byte 0 of argument 0.
inline const PointerField viewPointerFields[] = {{0, 0}};
inline Kernel<View, Range> takesViews{"launch_test.metal", "saxpy",
                                      viewPointerFields};
inline Kernel<> missingKernel{"launch_test.metal", "nope"};
inline Kernel<> missingModule{"no_such_module.metal", "k"};

using LaunchTest = RuntimeTest;

TEST_F(LaunchTest, BindsPointersAsBufferAndOffsetAndPacksValues) {
  ASSERT_TRUE(Registered);
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64 * sizeof(float)), cudaSuccess);
  ASSERT_EQ(launch(saxpy, dim3(2, 3), 64, 0, 0, 5, D + 4, D), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(Fake->dispatchCount(), 1u);
  DispatchRecord R = Fake->dispatchAt(0);
  EXPECT_EQ(R.Kernel, "saxpy");
  EXPECT_EQ(R.Groups.X, 2u);
  EXPECT_EQ(R.Groups.Y, 3u);
  EXPECT_EQ(R.Threads.X, 64u);
  EXPECT_EQ(R.Args.Buffers[0].Data, D + 4);
  EXPECT_EQ(R.Args.Buffers[0].Length, 60 * sizeof(float));
  EXPECT_EQ(R.Args.Buffers[1].Data, D);
  ASSERT_TRUE(R.Args.Buffers[2].Bound);
  ASSERT_EQ(R.Args.Buffers[2].Length, sizeof(int));
  int N;
  std::memcpy(&N, R.Args.Buffers[2].Data, sizeof(int));
  EXPECT_EQ(N, 5);
  EXPECT_FALSE(R.Args.Buffers[3].Bound);
}

TEST_F(LaunchTest, InvalidConfigurationsFailWithCudasCode) {
  // CUDA 13 on an H200: <<<1, 0>>> and <<<2, 2048>>> are invalid values.
  EXPECT_EQ(launch(bounded, 1, 0, 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, 2, 2048, 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, 1, dim3(1, 1, 65), 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, 1, dim3(32, 32, 2), 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, dim3(1, 65536), 1, 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, 0, 32, 0, 0), cudaErrorInvalidValue);
  EXPECT_EQ(launch(bounded, 1, 32, 48 * 1024, 0), cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Fake->dispatchCount(), 0u); // never a silent no-op dispatch
  // Not sticky: a good launch works afterwards.
  cudaGetLastError();
  EXPECT_EQ(launch(bounded, 1, 32, 0, 0), cudaSuccess);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Fake->dispatchCount(), 1u);
}

TEST_F(LaunchTest, KernelLimitsAreChecked) {
  EXPECT_EQ(launch(bounded, 1, 256, 0, 0), cudaErrorLaunchOutOfResources);
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  // 30000 static + 4096 dynamic > 32 KB.
  EXPECT_EQ(launch(tiled, 1, 32, 4096, 0, D), cudaErrorInvalidValue);
  EXPECT_EQ(launch(tiled, 1, 32, 100, 0, D), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Fake->dispatchAt(0).Args.ThreadgroupLengths[0], 112u);
}

TEST_F(LaunchTest, PointerOutsideAllocationsIsAClearError) {
  float Local[4];
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(launch(saxpy, 1, 1, 0, 0, 1, Local, nullptr),
            cudaErrorInvalidValue);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("kernel 'saxpy'"), std::string::npos) << Err;
  EXPECT_NE(Err.find("argument 2"), std::string::npos) << Err;
  EXPECT_EQ(Fake->dispatchCount(), 0u);
}

TEST_F(LaunchTest, PointerInsideByValueStructIsAClearError) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64), cudaSuccess);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(launch(takesStructs, 1, 1, 0, 0, View{D + 2, 4}, Range{0, 4}),
            cudaErrorInvalidValue);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("kernel 'saxpy'"), std::string::npos) << Err;
  EXPECT_NE(Err.find("argument 1 is a struct"), std::string::npos) << Err;
  EXPECT_EQ(Fake->dispatchCount(), 0u);
  // Null pointers and plain numbers in structs are fine.
  EXPECT_EQ(launch(takesStructs, 1, 1, 0, 0, View{nullptr, 4}, Range{1, 9}),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  DispatchRecord R = Fake->dispatchAt(0);
  EXPECT_EQ(R.Args.Buffers[0].Length, sizeof(View) + sizeof(Range));
}

TEST_F(LaunchTest, DeclaredPointerMembersAreCheckedAndRecorded) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64), cudaSuccess);
  ASSERT_EQ(launch(takesViews, 1, 1, 0, 0, View{D + 2, 4}, Range{0, 4}),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(Fake->dispatchCount(), 1u);
  DispatchRecord R = Fake->dispatchAt(0);
  // Unified memory: the bytes keep the host address the kernel reads.
  const auto *Bytes =
      static_cast<const unsigned char *>(R.Args.Buffers[0].Data);
  float *Stored = nullptr;
  std::memcpy(&Stored, Bytes, sizeof(Stored));
  EXPECT_EQ(Stored, D + 2);
  ASSERT_EQ(R.Args.IndirectPointers.size(), 1u);
  const DispatchArgs::IndirectPointer &P = R.Args.IndirectPointers[0];
  EXPECT_EQ(P.Buffer, 0u);
  EXPECT_EQ(P.ByteOffset, 0u);
  EXPECT_EQ(P.Base, static_cast<const void *>(D));
  EXPECT_EQ(P.Offset, 2 * sizeof(float));
  EXPECT_EQ(P.Length, 64u);
  // A null member is fine and needs no translation.
  EXPECT_EQ(launch(takesViews, 1, 1, 0, 0, View{nullptr, 4}, Range{0, 4}),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_TRUE(Fake->dispatchAt(1).Args.IndirectPointers.empty());
  // Host memory in a pointer member fails like a host pointer argument.
  float Host[4] = {};
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(launch(takesViews, 1, 1, 0, 0, View{Host, 4}, Range{0, 4}),
            cudaErrorInvalidValue);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("pointer member at byte 0"), std::string::npos) << Err;
  EXPECT_NE(Err.find("not inside any allocation"), std::string::npos) << Err;
  // A device address in the plain bytes of another struct is still refused.
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(launch(takesViews, 1, 1, 0, 0, View{D, 4},
                   Range{static_cast<long long>(reinterpret_cast<intptr_t>(D)),
                         0}),
            cudaErrorInvalidValue);
  Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("argument 2 is a struct"), std::string::npos) << Err;
  EXPECT_EQ(Fake->dispatchCount(), 2u);
}

TEST_F(LaunchTest, NullPointerArgumentIsBoundEmpty) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  ASSERT_EQ(launch(saxpy, 1, 1, 0, 0, 1, D, nullptr), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  DispatchRecord R = Fake->dispatchAt(0);
  EXPECT_TRUE(R.Args.Buffers[1].Bound);
  EXPECT_EQ(R.Args.Buffers[1].Data, nullptr);
  EXPECT_EQ(R.Args.Buffers[1].Length, 0u);
}

// A launch of a kernel that cannot run stops the program with the reason:
// an ignored error code would leave the program printing results no kernel
// computed.
TEST_F(LaunchTest, MissingModuleOrKernelIsFatalAndNamesBoth) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(launch(missingModule, 1, 1, 0, 0),
              ::testing::ExitedWithCode(EXIT_FAILURE),
              "no_such_module.metal.*METALIFY_MODULE_PATH.*"
              "fatal: a kernel that cannot run");
  EXPECT_EXIT(launch(missingKernel, 1, 1, 0, 0),
              ::testing::ExitedWithCode(EXIT_FAILURE),
              "'nope'.*launch_test.metal");
}

TEST_F(LaunchTest, ModuleCompiledOnceAndCompileErrorsReported) {
  EXPECT_EQ(launch(bounded, 1, 1, 0, 0), cudaSuccess);
  EXPECT_EQ(launch(fault, 1, 1, 0, 0), cudaSuccess);
  EXPECT_EQ(launch(bounded, 1, 1, 0, 0), cudaSuccess);
  EXPECT_EQ(Fake->Compiles, 1);
  const char Broken[] = "#error nope\nkernel k\n";
  registerModule("broken_test.metal", Broken, sizeof(Broken) - 1);
  static Kernel<> K{"broken_test.metal", "k"};
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(launch(K, 1, 1, 0, 0), ::testing::ExitedWithCode(EXIT_FAILURE),
              "compile error.*fatal: a kernel that cannot run");
}

TEST_F(LaunchTest, KernelFaultIsSticky) {
  Fake->Behaviours["fault"] = [](const DispatchArgs &, Size3, Size3) {
    return Status::error(cudaErrorIllegalAddress, "[fake] out of bounds");
  };
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(launch(fault, 1, 1, 0, 0), cudaSuccess); // asynchronous
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("kernel 'fault' failed"), std::string::npos) << Err;
  EXPECT_EQ(cudaGetLastError(), cudaErrorIllegalAddress);
  EXPECT_EQ(cudaGetLastError(), cudaErrorIllegalAddress);
  void *P = nullptr;
  EXPECT_EQ(cudaMalloc(&P, 4), cudaErrorIllegalAddress);
  EXPECT_EQ(launch(bounded, 1, 1, 0, 0), cudaErrorIllegalAddress);
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(cudaMalloc(&P, 4), cudaSuccess);
}

TEST_F(LaunchTest, NonStickyAsyncErrorIsReportedOnce) {
  Fake->Behaviours["bounded"] = [](const DispatchArgs &, Size3, Size3) {
    return Status::error(cudaErrorLaunchOutOfResources, "");
  };
  EXPECT_EQ(launch(bounded, 1, 1, 0, 0), cudaSuccess);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorLaunchOutOfResources);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
}

TEST_F(LaunchTest, LaunchIsAsynchronous) {
  std::promise<void> Release;
  std::shared_future<void> Gate = Release.get_future().share();
  Fake->Behaviours["bounded"] = [Gate](const DispatchArgs &, Size3, Size3) {
    Gate.wait();
    return Status::success();
  };
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(launch(bounded, 1, 1, 0, S), cudaSuccess);
  EXPECT_EQ(cudaStreamQuery(S), cudaErrorNotReady);
  Release.set_value();
  EXPECT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(cudaStreamQuery(S), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(LaunchTest, UnknownStreamIsRejected) {
  EXPECT_EQ(launch(bounded, 1, 1, 0, reinterpret_cast<cudaStream_t>(0x1234)),
            cudaErrorInvalidResourceHandle);
}

TEST_F(LaunchTest, CudaLaunchKernelUnpacksArgumentArray) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  int N = 9;
  float *X = D;
  const float *Y = D;
  void *Args[] = {&N, &X, &Y};
  EXPECT_EQ(cudaLaunchKernel(saxpy, dim3(1), dim3(4), Args, 0, 0), cudaSuccess);
  EXPECT_EQ(cudaLaunchKernel(static_cast<const void *>(&saxpy), dim3(1),
                             dim3(4), Args),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(Fake->dispatchCount(), 2u);
  int Packed;
  std::memcpy(&Packed, Fake->dispatchAt(1).Args.Buffers[2].Data, 4);
  EXPECT_EQ(Packed, 9);
  int NotAKernel = 0;
  EXPECT_EQ(cudaLaunchKernel(&NotAKernel, dim3(1), dim3(1), Args),
            cudaErrorInvalidDeviceFunction);
  EXPECT_EQ(cudaLaunchKernel(saxpy, dim3(1), dim3(1), nullptr),
            cudaErrorInvalidValue);
}

TEST_F(LaunchTest, FunctionAttributes) {
  cudaFuncAttributes A;
  ASSERT_EQ(cudaFuncGetAttributes(&A, tiled), cudaSuccess);
  EXPECT_EQ(A.sharedSizeBytes, 30000u);
  EXPECT_EQ(A.maxThreadsPerBlock, 1024);
  EXPECT_EQ(A.maxDynamicSharedSizeBytes, 32768 - 30000);
  ASSERT_EQ(cudaFuncGetAttributes(&A, static_cast<const void *>(&bounded)),
            cudaSuccess);
  EXPECT_EQ(A.maxThreadsPerBlock, 128);
  EXPECT_EQ(cudaFuncGetAttributes(nullptr, bounded), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFuncGetAttributes(&A, missingModule),
            cudaErrorInvalidKernelImage);
  EXPECT_EQ(cudaFuncSetAttribute(
                reduce, cudaFuncAttributeMaxDynamicSharedMemorySize, 16384),
            cudaSuccess);
  EXPECT_EQ(cudaFuncSetAttribute(
                reduce, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaFuncSetAttribute(
                reduce, cudaFuncAttributePreferredSharedMemoryCarveout, 50),
            cudaSuccess);
  int Local = 0;
  EXPECT_EQ(cudaFuncSetAttribute(
                &Local, cudaFuncAttributeMaxDynamicSharedMemorySize, 0),
            cudaErrorInvalidDeviceFunction);
}

TEST_F(LaunchTest, Occupancy) {
  int Blocks = -1;
  ASSERT_EQ(
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, reduce, 256, 0),
      cudaSuccess);
  EXPECT_EQ(Blocks, 4);
  ASSERT_EQ(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, reduce, 256,
                                                          16384),
            cudaSuccess);
  EXPECT_EQ(Blocks, 2);
  ASSERT_EQ(
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, bounded, 256, 0),
      cudaSuccess);
  EXPECT_EQ(Blocks, 0);
  int MinGrid = 0, BlockSize = 0;
  ASSERT_EQ(cudaOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, bounded),
            cudaSuccess);
  EXPECT_EQ(BlockSize, 128);
  EXPECT_EQ(MinGrid, 8 * 4); // 1024 / 128 blocks on each of 4 units
  ASSERT_EQ(
      cudaOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, reduce, 0, 100),
      cudaSuccess);
  EXPECT_EQ(BlockSize, 96);
  EXPECT_EQ(cudaOccupancyMaxPotentialBlockSize(nullptr, &BlockSize, reduce),
            cudaErrorInvalidValue);
}

TEST(LaunchExitTest, QueuedWorkFinishesAtExit) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        auto B = std::make_unique<FakeBackend>();
        B->Behaviours["bounded"] = [](const DispatchArgs &, Size3, Size3) {
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
          std::fprintf(stderr, "queued kernel finished\n");
          return Status::success();
        };
        Runtime::resetForTesting(std::move(B));
        launch(bounded, 1, 1, 0, 0);
        std::exit(0);
      },
      ::testing::ExitedWithCode(0), "queued kernel finished");
}

} // namespace
