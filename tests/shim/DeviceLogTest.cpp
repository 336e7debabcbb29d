//===- DeviceLogTest.cpp - Device printf and assert output ----------------===//
//
// Part of metalify. The host side of the device log (docs/ABI.md): record
// decoding and CUDA-style formatting, then the runtime's handling of it
// against the FakeBackend: one ring per printing launch sized by
// cudaLimitPrintfFifoSize, output only at flush points, asserts as the
// sticky cudaErrorAssert, the block-vote scratch binding.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"
#include "common/DeviceLogFormat.h"

#include <cstring>

using namespace metalify;
using namespace metalify::testing;

namespace {

/// Builds a ring the way the MSL helper writes one.
class RingWriter {
public:
  explicit RingWriter(uint32_t Capacity) : Words(4 + Capacity / 4) {
    Words[1] = Capacity;
  }
  RingWriter &begin(DeviceLogRecord Kind) {
    Start = Words[0] / 4 + 4;
    put(0);
    put(uint32_t(Kind));
    return *this;
  }
  RingWriter &i32(int32_t V) { return tagged(DeviceLogTag::Int, uint32_t(V)); }
  RingWriter &u32(uint32_t V) { return tagged(DeviceLogTag::UInt, V); }
  RingWriter &f32(float V) {
    uint32_t Bits;
    std::memcpy(&Bits, &V, 4);
    return tagged(DeviceLogTag::Float, Bits);
  }
  RingWriter &i64(int64_t V) {
    tagged(DeviceLogTag::Long, uint32_t(uint64_t(V)));
    put(uint32_t(uint64_t(V) >> 32));
    return *this;
  }
  RingWriter &str(const std::string &S) {
    tagged(DeviceLogTag::String, uint32_t(S.size()));
    for (size_t I = 0; I < S.size(); I += 4) {
      uint32_t W = 0;
      std::memcpy(&W, S.data() + I, std::min<size_t>(4, S.size() - I));
      put(W);
    }
    return *this;
  }
  void end() { Words[Start] = (At - Start) * 4; }
  void *data() { return Words.data(); }
  size_t bytes() const { return Words.size() * 4; }
  std::vector<uint32_t> Words;

private:
  RingWriter &tagged(DeviceLogTag T, uint32_t V) {
    put(uint32_t(T));
    put(V);
    return *this;
  }
  void put(uint32_t W) {
    // A record may outgrow the ring here; the caller checks the fit.
    if (At >= Words.size())
      Words.resize(At + 1);
    Words[At++] = W;
    Words[0] = (At - 4) * 4;
  }
  size_t At = 4, Start = 4;
};

DeviceLogValue intValue(int64_t V) {
  DeviceLogValue X;
  X.Tag = DeviceLogTag::Int;
  X.Signed = V;
  X.Unsigned = uint64_t(V);
  X.Real = double(V);
  return X;
}

DeviceLogValue realValue(double V) {
  DeviceLogValue X;
  X.Tag = DeviceLogTag::Float;
  X.Real = V;
  return X;
}

DeviceLogValue stringValue(std::string S) {
  DeviceLogValue X;
  X.Tag = DeviceLogTag::String;
  X.Text = std::move(S);
  return X;
}

TEST(DeviceLogFormatTest, ConversionsFollowTheCLibrary) {
  EXPECT_EQ(
      formatDevicePrintf("%d|%5d|%-5d|%05d %%", {intValue(42), intValue(-7),
                                                 intValue(3), intValue(9)}),
      "42|   -7|3    |00009 %");
  EXPECT_EQ(formatDevicePrintf("%x %X %#o %u", {intValue(255), intValue(255),
                                                intValue(8), intValue(-1)}),
            "ff FF 010 4294967295");
  EXPECT_EQ(formatDevicePrintf(
                "%.3f %10.2e %g",
                {realValue(3.14159), realValue(1234.5), realValue(1e-6)}),
            "3.142   1.23e+03 1e-06");
  EXPECT_EQ(
      formatDevicePrintf("[%s] [%-4s] %c",
                         {stringValue("gpu"), stringValue("a"), intValue('z')}),
      "[gpu] [a   ] z");
}

TEST(DeviceLogFormatTest, StarWidthsLengthsAndMissingArguments) {
  EXPECT_EQ(formatDevicePrintf("%*d|%.*f", {intValue(4), intValue(7),
                                            intValue(1), realValue(2.25)}),
            "   7|2.2");
  // hh and h truncate as the C library would after promotion.
  EXPECT_EQ(formatDevicePrintf("%hhd %hu %ld", {intValue(300), intValue(70000),
                                                intValue(-5000000000LL)}),
            "44 4464 -5000000000");
  EXPECT_EQ(formatDevicePrintf("a %d b %d", {intValue(1)}), "a 1 b ");
  EXPECT_EQ(formatDevicePrintf("tail %", {}), "tail %");
}

TEST(DeviceLogFormatTest, DecodesRecordsInOrder) {
  RingWriter W(256);
  W.begin(DeviceLogRecord::Printf).str("x=%d y=%.1f\n").i32(-3).f32(0.5f).end();
  W.begin(DeviceLogRecord::Printf)
      .str("%s %ld\n")
      .str("text")
      .i64(1LL << 40)
      .end();
  DeviceLogText T = decodeDeviceLog(W.data(), W.bytes());
  EXPECT_EQ(T.Out, "x=-3 y=0.5\ntext 1099511627776\n");
  EXPECT_EQ(T.Err, "");
  EXPECT_EQ(T.Fault, DeviceFault::None);
}

TEST(DeviceLogFormatTest, AssertRecordsUseCudasWording) {
  RingWriter W(256);
  W.begin(DeviceLogRecord::Assert)
      .str("k.cu")
      .u32(12)
      .str("void k(int *)")
      .u32(1)
      .u32(0)
      .u32(0)
      .u32(5)
      .u32(2)
      .u32(0)
      .str("i < n")
      .end();
  W.Words[3] = 1; // the fault word: an assert
  DeviceLogText T = decodeDeviceLog(W.data(), W.bytes());
  EXPECT_EQ(T.Fault, DeviceFault::Assert);
  EXPECT_EQ(T.Err, "k.cu:12: void k(int *): block: [1,0,0], thread: [5,2,0] "
                   "Assertion `i < n` failed.\n");
}

TEST(DeviceLogFormatTest, DroppedAndMalformedRecordsAreReported) {
  RingWriter W(64);
  W.begin(DeviceLogRecord::Printf).str("ok\n").end();
  W.Words[2] = 3; // three records did not fit
  DeviceLogText T = decodeDeviceLog(W.data(), W.bytes());
  EXPECT_EQ(T.Out, "ok\n");
  EXPECT_NE(T.Err.find("3 record(s) did not fit in the 64-byte log"),
            std::string::npos);

  RingWriter Bad(64);
  Bad.begin(DeviceLogRecord::Printf).str("lost\n").end();
  Bad.Words[4] = 1000; // a record longer than the ring
  DeviceLogText B = decodeDeviceLog(Bad.data(), Bad.bytes());
  EXPECT_EQ(B.Out, "");
  EXPECT_NE(B.Err.find("malformed record at byte 0"), std::string::npos);
}

const char LogModule[] = "kernel printer log\n"
                         "kernel plain\n"
                         "kernel voter vote\n";
const bool Registered =
    registerModule("device_log_test.metal", LogModule, sizeof(LogModule) - 1);
inline Kernel<int> printer{"device_log_test.metal", "printer"};
inline Kernel<> plain{"device_log_test.metal", "plain"};
inline Kernel<> voter{"device_log_test.metal", "voter"};

/// Writes one printf record ("value %d\n", V) or, for V < 0, an assert,
/// into the log bound at buffer 30, as the MSL helper would.
Status writeRecord(const DispatchArgs &Args, Size3, Size3) {
  const DispatchArgs::Binding &B = Args.Buffers[DeviceLogBufferIndex];
  if (!B.Bound || B.Length < sizeof(DeviceLogHeader))
    return Status::error(cudaErrorInvalidValue, "[fake] no log bound");
  int V;
  std::memcpy(&V, Args.Buffers[0].Data, sizeof(V));
  auto *Words = static_cast<uint32_t *>(const_cast<void *>(B.Data));
  RingWriter W(Words[1]);
  if (V >= 0) {
    W.begin(DeviceLogRecord::Printf).str("value %d\n").i32(V).end();
  } else {
    W.begin(DeviceLogRecord::Assert)
        .str("f.cu")
        .u32(3)
        .str("void printer(int)")
        .u32(0)
        .u32(0)
        .u32(0)
        .u32(1)
        .u32(0)
        .u32(0)
        .str("v >= 0")
        .end();
    W.Words[3] = 1;
  }
  if (W.Words[0] > Words[1]) {
    Words[2] += 1;
    return Status::success();
  }
  std::memcpy(Words, W.Words.data(), 16 + W.Words[0]);
  return Status::success();
}

using DeviceLogRuntimeTest = RuntimeTest;

TEST_F(DeviceLogRuntimeTest, OutputWaitsForAFlushPoint) {
  ASSERT_TRUE(Registered);
  Fake->Behaviours["printer"] = writeRecord;
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(launch(printer, 1, 1, 0, 0, 7), cudaSuccess);
  // The launch ran (the legacy stream is drained by the event below), but
  // nothing is printed before a flush point.
  cudaEvent_t E;
  ASSERT_EQ(cudaEventCreate(&E), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(E, 0), cudaSuccess);
  while (cudaEventQuery(E) == cudaErrorNotReady) {
  }
  std::fflush(stdout);
  std::string Before = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(Before, "");
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(launch(printer, 1, 1, 0, 0, 8), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::fflush(stdout);
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "value 7\nvalue 8\n");
  // Each printing launch has its own ring at buffer 30; others bind none.
  ASSERT_EQ(launch(plain, 1, 1, 0, 0), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_TRUE(Fake->dispatchAt(0).Args.Buffers[30].Bound);
  EXPECT_FALSE(Fake->dispatchAt(2).Args.Buffers[30].Bound);
}

TEST_F(DeviceLogRuntimeTest, FifoLimitSizesTheRing) {
  Fake->Behaviours["printer"] = writeRecord;
  ASSERT_EQ(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 32), cudaSuccess);
  size_t Fifo = 0;
  ASSERT_EQ(cudaDeviceGetLimit(&Fifo, cudaLimitPrintfFifoSize), cudaSuccess);
  EXPECT_EQ(Fifo, 32u);
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  ASSERT_EQ(launch(printer, 1, 1, 0, 0, 1), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  std::fflush(stdout);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "");
  EXPECT_NE(Err.find("1 record(s) did not fit in the 32-byte log"),
            std::string::npos)
      << Err;
  DispatchRecord R = Fake->dispatchAt(0);
  EXPECT_EQ(R.Args.Buffers[30].Length, 16u + 32u);
}

TEST_F(DeviceLogRuntimeTest, FailedAssertIsStickyCudaErrorAssert) {
  Fake->Behaviours["printer"] = writeRecord;
  ::testing::internal::CaptureStderr();
  ASSERT_EQ(launch(printer, 1, 1, 0, 0, -1), cudaSuccess);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorAssert);
  std::string Err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(Err.find("f.cu:3: void printer(int): block: [0,0,0], thread: "
                     "[1,0,0] Assertion `v >= 0` failed."),
            std::string::npos)
      << Err;
  int *P = nullptr;
  EXPECT_EQ(cudaMalloc(&P, 4), cudaErrorAssert);
  EXPECT_EQ(launch(plain, 1, 1, 0, 0), cudaErrorAssert);
  EXPECT_EQ(cudaGetLastError(), cudaErrorAssert);
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
  EXPECT_EQ(cudaMalloc(&P, 4), cudaSuccess);
}

TEST_F(DeviceLogRuntimeTest, BlockVotesGetSixteenBytesOfScratch) {
  ASSERT_EQ(launch(voter, 1, 64, 0, 0), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Fake->dispatchAt(0).Args.ThreadgroupLengths[30], 16u);
  EXPECT_EQ(Fake->dispatchAt(0).Args.ThreadgroupLengths[0], 0u);
}

} // namespace

TEST(DeviceLogFormatTest, TrapOutranksAssertAndUnknownFaultsReadAsTraps) {
  RingWriter W(64);
  W.Words[3] = 2;
  EXPECT_EQ(decodeDeviceLog(W.data(), W.bytes()).Fault, DeviceFault::Trap);
  W.Words[3] = 7;
  EXPECT_EQ(decodeDeviceLog(W.data(), W.bytes()).Fault, DeviceFault::Trap);
}
