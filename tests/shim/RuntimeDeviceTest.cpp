//===- RuntimeDeviceTest.cpp - Device queries, errors, versions -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <cstring>
#include <thread>

using namespace metalify;
using namespace metalify::testing;

namespace {

using DeviceTest = RuntimeTest;

TEST_F(DeviceTest, OneDevice) {
  int Count = 0, Device = -1;
  EXPECT_EQ(cudaGetDeviceCount(&Count), cudaSuccess);
  EXPECT_EQ(Count, 1);
  EXPECT_EQ(cudaSetDevice(0), cudaSuccess);
  EXPECT_EQ(cudaSetDevice(1), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetDevice(&Device), cudaSuccess);
  EXPECT_EQ(Device, 0);
  EXPECT_EQ(cudaGetDeviceCount(nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetDevice(nullptr), cudaErrorInvalidValue);
}

TEST_F(DeviceTest, PropertiesReportTheBackendsLimits) {
  Fake->Limits.MaxThreadsPerThreadgroup = 896;
  cudaDeviceProp P;
  ASSERT_EQ(cudaGetDeviceProperties(&P, 0), cudaSuccess);
  EXPECT_STREQ(P.name, "fake device");
  EXPECT_EQ(P.maxThreadsPerBlock, 896);
  EXPECT_EQ(P.sharedMemPerBlock, 32768u);
  EXPECT_EQ(P.warpSize, 32);
  EXPECT_EQ(P.totalGlobalMem, size_t(1) << 30);
  EXPECT_EQ(P.multiProcessorCount, 4);
  EXPECT_EQ(P.major, 8);
  EXPECT_EQ(P.unifiedAddressing, 1);
  EXPECT_EQ(P.maxGridSize[1], 65535);
  EXPECT_EQ(cudaGetDeviceProperties(&P, 3), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetDeviceProperties(nullptr, 0), cudaErrorInvalidValue);
}

TEST_F(DeviceTest, Attributes) {
  int V = 0;
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMaxThreadsPerBlock, 0),
            cudaSuccess);
  EXPECT_EQ(V, 1024);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 0), cudaSuccess);
  EXPECT_EQ(V, 32);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMaxSharedMemoryPerBlock, 0),
            cudaSuccess);
  EXPECT_EQ(V, 32768);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMaxBlockDimZ, 0),
            cudaSuccess);
  EXPECT_EQ(V, 64);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrComputeCapabilityMajor, 0),
            cudaSuccess);
  EXPECT_EQ(V, 8);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, static_cast<cudaDeviceAttr>(9999), 0),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 1),
            cudaErrorInvalidDevice);
}

TEST_F(DeviceTest, ErrorNamesAndStringsAreCudas) {
  EXPECT_STREQ(cudaGetErrorString(cudaSuccess), "no error");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorIllegalAddress),
               "an illegal memory access was encountered");
  EXPECT_STREQ(cudaGetErrorName(cudaErrorInvalidConfiguration),
               "cudaErrorInvalidConfiguration");
  EXPECT_STREQ(cudaGetErrorName(static_cast<cudaError_t>(12345)),
               "unrecognized error code");
  EXPECT_STREQ(cudaGetErrorString(static_cast<cudaError_t>(12345)),
               "unrecognized error code");
}

TEST_F(DeviceTest, LastErrorIsPerThreadAndPeekDoesNotClear) {
  EXPECT_EQ(cudaSetDevice(5), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidDevice);
  cudaError_t Other = cudaErrorUnknown;
  std::thread([&] { Other = cudaPeekAtLastError(); }).join();
  EXPECT_EQ(Other, cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaPeekAtLastError(), cudaSuccess);
}

TEST_F(DeviceTest, LimitsAreRecorded) {
  size_t V = 0;
  EXPECT_EQ(cudaDeviceGetLimit(&V, cudaLimitPrintfFifoSize), cudaSuccess);
  EXPECT_EQ(V, size_t(1) << 20);
  EXPECT_EQ(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 128 << 20),
            cudaSuccess);
  EXPECT_EQ(cudaDeviceGetLimit(&V, cudaLimitMallocHeapSize), cudaSuccess);
  EXPECT_EQ(V, size_t(128) << 20);
  EXPECT_EQ(cudaDeviceSetLimit(static_cast<cudaLimit>(99), 1),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceGetLimit(nullptr, cudaLimitStackSize),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared), cudaSuccess);
}

TEST_F(DeviceTest, ProfilerControlSucceedsWithoutAProfiler) {
  EXPECT_EQ(cudaProfilerStart(), cudaSuccess);
  EXPECT_EQ(cudaProfilerStop(), cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

TEST_F(DeviceTest, Versions) {
  int Driver = 0, Runtime = 0;
  EXPECT_EQ(cudaDriverGetVersion(&Driver), cudaSuccess);
  EXPECT_EQ(cudaRuntimeGetVersion(&Runtime), cudaSuccess);
  EXPECT_EQ(Runtime, CUDART_VERSION);
  EXPECT_GE(Driver, Runtime);
  EXPECT_EQ(cudaRuntimeGetVersion(nullptr), cudaErrorInvalidValue);
}

TEST_F(DeviceTest, SynchronizeAndReset) {
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaThreadSynchronize(), cudaSuccess);
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaErrorInvalidResourceHandle);
}

} // namespace
