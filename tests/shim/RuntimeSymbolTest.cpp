//===- RuntimeSymbolTest.cpp - __constant__ / __device__ globals ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <cstring>

using namespace metalify;
using namespace metalify::testing;

namespace {

const char SymbolModule[] = "kernel useCoef\nkernel useStray\n";
const bool Registered =
    registerModule("symbol_test.metal", SymbolModule, sizeof(SymbolModule) - 1);
inline Symbol<float[4]> coef{"symbol_test.metal", "coef", {1, 2, 3, 4}};
inline Symbol<int> counter{"symbol_test.metal", "counter"};
inline const void *const useCoefSymbols[] = {&coef, &counter};
inline Kernel<float *, int> useCoef{"symbol_test.metal", "useCoef",
                                    useCoefSymbols};
// A symbol list naming memory that is no registered symbol.
float NotASymbol[4];
inline const void *const useStraySymbols[] = {&coef, NotASymbol};
inline Kernel<float *> useStray{"symbol_test.metal", "useStray",
                                useStraySymbols};

using SymbolTest = RuntimeTest;

TEST_F(SymbolTest, HandleHasTheGlobalsSize) {
  // `cudaMemcpyToSymbol(coef, src, sizeof(coef))` must copy 16 bytes.
  EXPECT_EQ(sizeof(coef), 4 * sizeof(float));
  EXPECT_EQ(sizeof(counter), sizeof(int));
  EXPECT_EQ(alignof(Symbol<double>), alignof(double));
}

TEST_F(SymbolTest, InitialValueAndRoundTrip) {
  ASSERT_TRUE(Registered);
  float Back[4] = {};
  ASSERT_EQ(cudaMemcpyFromSymbol(Back, coef, sizeof(coef)), cudaSuccess);
  EXPECT_EQ(Back[3], 4.0f);
  float New[2] = {7, 8};
  ASSERT_EQ(cudaMemcpyToSymbol(coef, New, sizeof(New), sizeof(float)),
            cudaSuccess);
  ASSERT_EQ(cudaMemcpyFromSymbol(Back, coef, sizeof(Back)), cudaSuccess);
  EXPECT_EQ(Back[0], 1.0f);
  EXPECT_EQ(Back[1], 7.0f);
  EXPECT_EQ(Back[2], 8.0f);
  int Zero = -1;
  ASSERT_EQ(cudaMemcpyFromSymbol(&Zero, counter, sizeof(int)), cudaSuccess);
  EXPECT_EQ(Zero, 0);
}

TEST_F(SymbolTest, Errors) {
  float Data[8] = {};
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, sizeof(Data)),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, 4, 16), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, 4, 0, cudaMemcpyDeviceToHost),
            cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaMemcpyToSymbol(static_cast<const void *>(Data), Data, 4),
            cudaErrorInvalidSymbol);
  EXPECT_EQ(cudaMemcpyToSymbol(static_cast<const void *>(&coef), Data, 4),
            cudaSuccess);
  void *Address = nullptr;
  EXPECT_EQ(cudaGetSymbolAddress(&Address, static_cast<const void *>(Data)),
            cudaErrorInvalidSymbol);
  EXPECT_EQ(cudaMemcpyFromSymbol(Data, Data, 4), cudaErrorInvalidSymbol);
  size_t Size;
  EXPECT_EQ(cudaGetSymbolSize(&Size, Data), cudaErrorInvalidSymbol);
}

TEST_F(SymbolTest, AddressIsADevicePointer) {
  float *Address = nullptr;
  ASSERT_EQ(cudaGetSymbolAddress(&Address, coef), cudaSuccess);
  EXPECT_EQ(Address[1], 2.0f);
  cudaPointerAttributes A;
  ASSERT_EQ(cudaPointerGetAttributes(&A, Address), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeDevice);
  size_t Size = 0;
  EXPECT_EQ(cudaGetSymbolSize(&Size, coef), cudaSuccess);
  EXPECT_EQ(Size, 16u);
}

TEST_F(SymbolTest, AsyncCopiesOnAStream) {
  cudaStream_t S;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  float *Pinned = nullptr;
  ASSERT_EQ(cudaMallocHost(&Pinned, 16), cudaSuccess);
  Pinned[0] = 9;
  Pinned[1] = 0;
  ASSERT_EQ(
      cudaMemcpyToSymbolAsync(coef, Pinned, 4, 0, cudaMemcpyHostToDevice, S),
      cudaSuccess);
  ASSERT_EQ(cudaMemcpyFromSymbolAsync(Pinned + 1, coef, 4, 0,
                                      cudaMemcpyDeviceToHost, S),
            cudaSuccess);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Pinned[1], 9.0f);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST_F(SymbolTest, KernelBindsSymbolsAfterItsArgumentStruct) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  ASSERT_EQ(launch(useCoef, 1, 1, 0, 0, D, 3), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  DispatchRecord R = Fake->dispatchAt(0);
  void *CoefAddress = nullptr, *CounterAddress = nullptr;
  ASSERT_EQ(cudaGetSymbolAddress(&CoefAddress, coef), cudaSuccess);
  ASSERT_EQ(cudaGetSymbolAddress(&CounterAddress, counter), cudaSuccess);
  EXPECT_EQ(R.Args.Buffers[0].Data, D);
  EXPECT_EQ(R.Args.Buffers[1].Length, sizeof(int)); // the args struct
  EXPECT_EQ(R.Args.Buffers[2].Data, CoefAddress);
  EXPECT_EQ(R.Args.Buffers[2].Length, 16u);
  EXPECT_EQ(R.Args.Buffers[3].Data, CounterAddress);
}

TEST_F(SymbolTest, OffsetAndCountThatWrapAroundAreInvalidValues) {
  float Data[4] = {};
  size_t Huge = static_cast<size_t>(-1);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, 4, Huge), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, Huge, 4), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyFromSymbol(Data, coef, 8, Huge - 4),
            cudaErrorInvalidValue);
  // The last element exactly fits.
  EXPECT_EQ(cudaMemcpyFromSymbol(Data, coef, 4, 12), cudaSuccess);
  EXPECT_EQ(Data[0], 4.0f);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, Data, 0, 16), cudaSuccess);
}

TEST_F(SymbolTest, NullOutputsAreInvalidValues) {
  EXPECT_EQ(cudaGetSymbolSize(nullptr, coef), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetSymbolAddress(nullptr, static_cast<const void *>(&coef)),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpyToSymbol(coef, nullptr, 4), cudaErrorInvalidValue);
}

TEST_F(SymbolTest, CopiesBetweenAllocationsAndSymbols) {
  float *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  float Host[4] = {5, 6, 7, 8};
  ASSERT_EQ(cudaMemcpy(D, Host, 16, cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(cudaMemcpyToSymbol(coef, D + 2, 8, 0, cudaMemcpyDeviceToDevice),
            cudaSuccess);
  float Back[4] = {};
  ASSERT_EQ(cudaMemcpyFromSymbol(Back, coef, 16, 0, cudaMemcpyDefault),
            cudaSuccess);
  EXPECT_EQ(Back[0], 7.0f);
  EXPECT_EQ(Back[1], 8.0f);
  EXPECT_EQ(Back[2], 3.0f); // the initial value stays where not written
}

TEST_F(SymbolTest, KernelReadsWhatTheHostWrote) {
  float New[4] = {10, 20, 30, 40};
  ASSERT_EQ(cudaMemcpyToSymbol(coef, New, sizeof(New)), cudaSuccess);
  int Counter = 7;
  ASSERT_EQ(cudaMemcpyToSymbol(counter, &Counter, sizeof(int)), cudaSuccess);
  float Seen = 0;
  int SeenCounter = 0;
  Fake->Behaviours["useCoef"] = [&](const DispatchArgs &A, Size3, Size3) {
    Seen = static_cast<const float *>(A.Buffers[2].Data)[3];
    // The kernel writes the __device__ global; the host reads it back.
    auto *Global = static_cast<int *>(const_cast<void *>(A.Buffers[3].Data));
    SeenCounter = *Global;
    *Global = SeenCounter + 1;
    return Status::success();
  };
  ASSERT_EQ(launch(useCoef, 1, 1, 0, 0, static_cast<float *>(nullptr), 3),
            cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(Seen, 40.0f);
  EXPECT_EQ(SeenCounter, 7);
  int Back = 0;
  ASSERT_EQ(cudaMemcpyFromSymbol(&Back, counter, sizeof(int)), cudaSuccess);
  EXPECT_EQ(Back, 8);
}

TEST_F(SymbolTest, UnregisteredSymbolFailsTheLaunch) {
  EXPECT_EQ(launch(useStray, 1, 1, 0, 0, static_cast<float *>(nullptr)),
            cudaErrorInvalidSymbol);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidSymbol);
  EXPECT_EQ(Fake->dispatchCount(), 0u);
}

} // namespace
