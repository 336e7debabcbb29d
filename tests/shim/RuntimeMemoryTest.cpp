//===- RuntimeMemoryTest.cpp - cudaMalloc, copies, memset -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <vector>

using namespace metalify::testing;

namespace {

using MemoryTest = RuntimeTest;

TEST_F(MemoryTest, MallocGivesHostAddressableMemory) {
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16 * sizeof(int)), cudaSuccess);
  ASSERT_NE(D, nullptr);
  D[15] = 7; // unified memory
  EXPECT_EQ(D[15], 7);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
  EXPECT_EQ(Fake->LiveAllocations, 0);
}

TEST_F(MemoryTest, MallocErrors) {
  EXPECT_EQ(cudaMalloc(static_cast<void **>(nullptr), 4),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  void *P = reinterpret_cast<void *>(1);
  EXPECT_EQ(cudaMalloc(&P, 0), cudaSuccess);
  EXPECT_EQ(P, nullptr);
}

TEST_F(MemoryTest, FreeOfUnknownPointerIsAnErrorNotACrash) {
  int Local = 0;
  EXPECT_EQ(cudaFree(&Local), cudaErrorInvalidValue);
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64), cudaSuccess);
  EXPECT_EQ(cudaFree(D + 1), cudaErrorInvalidValue); // interior pointer
  EXPECT_EQ(cudaFree(D), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaErrorInvalidValue); // double free
  EXPECT_EQ(cudaFree(nullptr), cudaSuccess);
}

TEST_F(MemoryTest, HostAllocationsPairWithFreeHost) {
  float *H = nullptr;
  ASSERT_EQ(cudaMallocHost(&H, 32), cudaSuccess);
  EXPECT_EQ(cudaFree(H), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFreeHost(H), cudaSuccess);
  ASSERT_EQ(cudaHostAlloc(&H, 32, cudaHostAllocMapped), cudaSuccess);
  void *D = nullptr;
  EXPECT_EQ(cudaHostGetDevicePointer(&D, H, 0), cudaSuccess);
  EXPECT_EQ(D, H);
  EXPECT_EQ(cudaFreeHost(H), cudaSuccess);
  EXPECT_EQ(cudaHostAlloc(&H, 32, 0x100), cudaErrorInvalidValue);
  int *Dev = nullptr;
  ASSERT_EQ(cudaMalloc(&Dev, 4), cudaSuccess);
  EXPECT_EQ(cudaFreeHost(Dev), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFree(Dev), cudaSuccess);
}

TEST_F(MemoryTest, ManagedAndPitch) {
  double *M = nullptr;
  ASSERT_EQ(cudaMallocManaged(&M, 8 * sizeof(double)), cudaSuccess);
  M[0] = 1.5;
  EXPECT_EQ(cudaMallocManaged(&M, 8, 0x40), cudaErrorInvalidValue);
  float *P = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(cudaMallocPitch(&P, &Pitch, 100 * sizeof(float), 3), cudaSuccess);
  EXPECT_EQ(Pitch, 512u);
  EXPECT_EQ(cudaMallocPitch(&P, nullptr, 4, 4), cudaErrorInvalidValue);
}

TEST_F(MemoryTest, MemcpyAllKinds) {
  std::vector<int> Host{1, 2, 3, 4}, Back(4, 0);
  int *A = nullptr, *B = nullptr;
  ASSERT_EQ(cudaMalloc(&A, 16), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&B, 16), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(A, Host.data(), 16, cudaMemcpyHostToDevice),
            cudaSuccess);
  EXPECT_EQ(cudaMemcpy(B, A, 16, cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Back.data(), B, 16, cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Back, Host);
  std::vector<int> Copy(4, 0);
  EXPECT_EQ(cudaMemcpy(Copy.data(), Host.data(), 16, cudaMemcpyHostToHost),
            cudaSuccess);
  EXPECT_EQ(Copy, Host);
  std::fill(Back.begin(), Back.end(), 0);
  EXPECT_EQ(cudaMemcpy(Back.data(), A, 16, cudaMemcpyDefault), cudaSuccess);
  EXPECT_EQ(Back, Host);
}

TEST_F(MemoryTest, MemcpyErrors) {
  int Host[4] = {};
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(D, Host, 16, static_cast<cudaMemcpyKind>(7)),
            cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaMemcpy(D, nullptr, 16, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  // Past the end of the allocation.
  EXPECT_EQ(cudaMemcpy(D, Host, 32, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  // A host pointer where the kind says device.
  EXPECT_EQ(cudaMemcpy(Host, Host + 2, 8, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(D, Host, 0, cudaMemcpyHostToDevice), cudaSuccess);
}

TEST_F(MemoryTest, Memcpy2DCopiesRowsAndChecksPitches) {
  float *D = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(cudaMallocPitch(&D, &Pitch, 3 * sizeof(float), 2), cudaSuccess);
  float In[6] = {1, 2, 3, 4, 5, 6}, Out[6] = {};
  ASSERT_EQ(cudaMemcpy2D(D, Pitch, In, 3 * sizeof(float), 3 * sizeof(float), 2,
                         cudaMemcpyHostToDevice),
            cudaSuccess);
  EXPECT_EQ(D[Pitch / sizeof(float)], 4.0f);
  ASSERT_EQ(cudaMemcpy2D(Out, 3 * sizeof(float), D, Pitch, 3 * sizeof(float), 2,
                         cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Out[5], 6.0f);
  EXPECT_EQ(cudaMemcpy2D(D, 4, In, 12, 12, 2, cudaMemcpyHostToDevice),
            cudaErrorInvalidPitchValue);
  EXPECT_EQ(
      cudaMemcpy2DAsync(Out, 12, D, Pitch, 12, 2, cudaMemcpyDeviceToHost, 0),
      cudaSuccess);
}

TEST_F(MemoryTest, MemsetAndAsyncVariants) {
  unsigned char *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 8), cudaSuccess);
  EXPECT_EQ(cudaMemset(D, 0xab, 8), cudaSuccess);
  EXPECT_EQ(D[7], 0xab);
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  EXPECT_EQ(cudaMemsetAsync(D, 1, 4, S), cudaSuccess);
  unsigned char Back[8];
  EXPECT_EQ(cudaMemcpyAsync(Back, D, 8, cudaMemcpyDeviceToHost, S),
            cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Back[0], 1);
  EXPECT_EQ(Back[4], 0xab);
  int Local[2];
  EXPECT_EQ(cudaMemset(Local, 0, 8), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemset(D, 0, 9), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemsetAsync(D, 0, 4, reinterpret_cast<cudaStream_t>(0x99)),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(MemoryTest, StreamOrderedAllocation) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  int *D = nullptr;
  ASSERT_EQ(cudaMallocAsync(&D, 64, S), cudaSuccess);
  EXPECT_EQ(cudaMemsetAsync(D, 0, 64, S), cudaSuccess);
  EXPECT_EQ(cudaFreeAsync(D, S), cudaSuccess);
  EXPECT_EQ(cudaFreeAsync(D, S), cudaErrorInvalidValue); // already freed
  EXPECT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Fake->LiveAllocations, 0);
  EXPECT_EQ(cudaMallocAsync(&D, 64, reinterpret_cast<cudaStream_t>(0x77)),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(MemoryTest, MemGetInfoCountsAllocations) {
  size_t Free = 0, Total = 0;
  ASSERT_EQ(cudaMemGetInfo(&Free, &Total), cudaSuccess);
  EXPECT_EQ(Total, size_t(1) << 30);
  void *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 4096), cudaSuccess);
  size_t Free2 = 0;
  ASSERT_EQ(cudaMemGetInfo(&Free2, &Total), cudaSuccess);
  EXPECT_EQ(Free - Free2, 4096u);
  EXPECT_EQ(cudaMemGetInfo(nullptr, &Total), cudaErrorInvalidValue);
}

TEST_F(MemoryTest, PointerAttributes) {
  int *D = nullptr, *H = nullptr, *M = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64), cudaSuccess);
  ASSERT_EQ(cudaMallocHost(&H, 64), cudaSuccess);
  ASSERT_EQ(cudaMallocManaged(&M, 64), cudaSuccess);
  cudaPointerAttributes A;
  ASSERT_EQ(cudaPointerGetAttributes(&A, D + 3), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeDevice);
  EXPECT_EQ(A.devicePointer, D + 3);
  ASSERT_EQ(cudaPointerGetAttributes(&A, H), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeHost);
  ASSERT_EQ(cudaPointerGetAttributes(&A, M), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeManaged);
  int Local;
  ASSERT_EQ(cudaPointerGetAttributes(&A, &Local), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeUnregistered);
  EXPECT_EQ(cudaPointerGetAttributes(nullptr, D), cudaErrorInvalidValue);
}

TEST_F(MemoryTest, DeviceResetReleasesEverything) {
  void *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 64), cudaSuccess);
  ASSERT_EQ(cudaMallocHost(&P, 64), cudaSuccess);
  EXPECT_EQ(Fake->LiveAllocations, 2);
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
  EXPECT_EQ(Fake->LiveAllocations, 0);
}

} // namespace
