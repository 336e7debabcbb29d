//===- RuntimeStreamTest.cpp - Streams, ordering and events ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <chrono>
#include <cstring>
#include <future>
#include <thread>

using namespace metalify;
using namespace metalify::testing;

namespace {

const char StreamModule[] = "kernel step\nkernel gate\n";
const bool Registered =
    registerModule("stream_test.metal", StreamModule, sizeof(StreamModule) - 1);
inline Kernel<int *, int> step{"stream_test.metal", "step"};
inline Kernel<> gate{"stream_test.metal", "gate"};

/// Gives `step` the behaviour "append the int argument to Order" and `gate`
/// "wait until released".
class StreamTest : public RuntimeTest {
public:
  /// Appends \p V to Order (also from host functions on the streams).
  void append(int V) {
    std::lock_guard<std::mutex> Lock(OrderMutex);
    Order.push_back(V);
  }

protected:
  std::mutex OrderMutex;
  std::vector<int> Order;
  std::promise<void> Release;
  std::shared_future<void> Gate = Release.get_future().share();

  void SetUp() override {
    RuntimeTest::SetUp();
    ASSERT_TRUE(Registered);
    Fake->Behaviours["step"] = [this](const DispatchArgs &A, Size3, Size3) {
      int V;
      std::memcpy(&V, A.Buffers[1].Data, sizeof(int));
      // Let a wrongly ordered stream overtake, if it could.
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      append(V);
      return Status::success();
    };
    Fake->Behaviours["gate"] = [this](const DispatchArgs &, Size3, Size3) {
      Gate.wait();
      return Status::success();
    };
    ASSERT_EQ(cudaMalloc(&Dummy, 4), cudaSuccess);
  }
  int *Dummy = nullptr;
};

TEST_F(StreamTest, CreateDestroyAndErrors) {
  cudaStream_t S;
  EXPECT_EQ(cudaStreamCreate(nullptr), cudaErrorInvalidValue);
  ASSERT_EQ(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking), cudaSuccess);
  unsigned Flags = 0;
  EXPECT_EQ(cudaStreamGetFlags(S, &Flags), cudaSuccess);
  EXPECT_EQ(Flags, unsigned(cudaStreamNonBlocking));
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamCreateWithFlags(&S, 0x10), cudaErrorInvalidValue);
  int Least = 1, Greatest = 1;
  EXPECT_EQ(cudaDeviceGetStreamPriorityRange(&Least, &Greatest), cudaSuccess);
  ASSERT_EQ(cudaStreamCreateWithPriority(&S, 0, -100), cudaSuccess);
  int Priority = 0;
  EXPECT_EQ(cudaStreamGetPriority(S, &Priority), cudaSuccess);
  EXPECT_EQ(Priority, Greatest);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, CapturedWorkRunsOnlyWhenTheGraphIsLaunched) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  EXPECT_EQ(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal),
            cudaErrorStreamCaptureUnsupported);
  ASSERT_EQ(cudaStreamBeginCapture(S, cudaStreamCaptureModeGlobal),
            cudaSuccess);
  cudaStreamCaptureStatus Capturing = cudaStreamCaptureStatusNone;
  EXPECT_EQ(cudaStreamIsCapturing(S, &Capturing), cudaSuccess);
  EXPECT_EQ(Capturing, cudaStreamCaptureStatusActive);
  int Host = 7;
  ASSERT_EQ(cudaMemcpyAsync(Dummy, &Host, sizeof Host, cudaMemcpyHostToDevice,
                            S),
            cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 1), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 2), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaErrorStreamCaptureUnsupported);
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaStreamEndCapture(S, &G), cudaSuccess);
  EXPECT_EQ(cudaStreamEndCapture(S, &G), cudaErrorIllegalState);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_TRUE(Order.empty()); // nothing ran while capturing
  cudaGraphExec_t E = nullptr;
  ASSERT_EQ(cudaGraphInstantiate(&E, G, nullptr, nullptr, 0), cudaSuccess);
  ASSERT_EQ(cudaGraphDestroy(G), cudaSuccess); // the instance keeps its nodes
  Host = 9; // a replayed copy reads host memory when it runs
  for (int I = 0; I < 2; ++I)
    ASSERT_EQ(cudaGraphLaunch(E, S), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{1, 2, 1, 2}));
  int Back = 0;
  ASSERT_EQ(cudaMemcpy(&Back, Dummy, sizeof Back, cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Back, 9);
  EXPECT_EQ(cudaGraphExecDestroy(E), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, WorkIsOrderedWithinAStream) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  for (int I = 0; I < 5; ++I)
    ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, I), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, LegacyDefaultStreamWaitsForBlockingStreams) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, S), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 1), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, 0, Dummy, 2), cudaSuccess);
  EXPECT_EQ(cudaStreamQuery(0), cudaErrorNotReady);
  Release.set_value();
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{1, 2}));
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, BlockingStreamWaitsForLegacyStream) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, 0), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, 0, Dummy, 1), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 2), cudaSuccess);
  Release.set_value();
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{1, 2}));
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, NonBlockingStreamRunsPastABusyLegacyStream) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, 0), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 7), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess); // does not hang
  EXPECT_EQ(Order, (std::vector<int>{7}));
  Release.set_value();
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, PerThreadDefaultStream) {
  ASSERT_EQ(launch(step, 1, 1, 0, cudaStreamPerThread, Dummy, 3), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(cudaStreamPerThread), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{3}));
}

TEST_F(StreamTest, StreamWaitEventOrdersAcrossStreams) {
  cudaStream_t A, B;
  cudaEvent_t E;
  ASSERT_EQ(cudaStreamCreateWithFlags(&A, cudaStreamNonBlocking), cudaSuccess);
  ASSERT_EQ(cudaStreamCreateWithFlags(&B, cudaStreamNonBlocking), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&E), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, A), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, A, Dummy, 1), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(E, A), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(B, E, 0), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, B, Dummy, 2), cudaSuccess);
  EXPECT_EQ(cudaEventQuery(E), cudaErrorNotReady);
  Release.set_value();
  ASSERT_EQ(cudaStreamSynchronize(B), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{1, 2}));
  EXPECT_EQ(cudaEventQuery(E), cudaSuccess);
  EXPECT_EQ(cudaStreamWaitEvent(B, E, 5), cudaErrorInvalidValue);
  EXPECT_EQ(cudaEventDestroy(E), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(A), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(B), cudaSuccess);
}

TEST_F(StreamTest, HostFunctionsRunInStreamOrder) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 1), cudaSuccess);
  auto Append = [](void *Self) {
    static_cast<StreamTest *>(Self)->append(100);
  };
  ASSERT_EQ(cudaLaunchHostFunc(S, Append, this), cudaSuccess);
  auto Callback = [](cudaStream_t, cudaError_t Status, void *Self) {
    static_cast<StreamTest *>(Self)->append(200 + int(Status));
  };
  ASSERT_EQ(cudaStreamAddCallback(S, Callback, this, 0), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, S, Dummy, 2), cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Order, (std::vector<int>{1, 100, 200, 2}));
  EXPECT_EQ(cudaLaunchHostFunc(S, nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaStreamAddCallback(S, Callback, this, 1), cudaErrorInvalidValue);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(StreamTest, EventTiming) {
  cudaEvent_t Start, Stop, NoTiming;
  ASSERT_EQ(cudaEventCreate(&Start), cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&Stop, cudaEventBlockingSync),
            cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&NoTiming, cudaEventDisableTiming),
            cudaSuccess);
  float Ms = -1;
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop),
            cudaErrorInvalidResourceHandle); // never recorded
  ASSERT_EQ(cudaEventRecord(Start), cudaSuccess);
  ASSERT_EQ(launch(step, 1, 1, 0, 0, Dummy, 1), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Stop, 0), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(NoTiming, 0), cudaSuccess);
  ASSERT_EQ(cudaEventSynchronize(Stop), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaSuccess);
  EXPECT_GE(Ms, 1.0f); // the step sleeps 2 ms
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, NoTiming),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventElapsedTime(nullptr, Start, Stop), cudaErrorInvalidValue);
  EXPECT_EQ(cudaEventDestroy(Start), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Start), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventQuery(Start), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventCreateWithFlags(&Start, 0x80), cudaErrorInvalidValue);
}

TEST_F(StreamTest, ElapsedTimeOfUnfinishedEventIsNotReady) {
  cudaEvent_t Start, Stop;
  ASSERT_EQ(cudaEventCreate(&Start), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&Stop), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Start), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, 0), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Stop), cudaSuccess);
  float Ms;
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaErrorNotReady);
  Release.set_value();
  EXPECT_EQ(cudaEventSynchronize(Stop), cudaSuccess);
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaSuccess);
}

TEST_F(StreamTest, BlockingCopyWaitsForEarlierKernels) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, sizeof(int)), cudaSuccess);
  *D = 0;
  Fake->Behaviours["gate"] = [this, D](const DispatchArgs &, Size3, Size3) {
    Gate.wait();
    *D = 42;
    return Status::success();
  };
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(launch(gate, 1, 1, 0, S), cudaSuccess);
  std::thread Releaser([this] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    Release.set_value();
  });
  int Host = 0;
  ASSERT_EQ(cudaMemcpy(&Host, D, sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Host, 42);
  Releaser.join();
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

} // namespace
