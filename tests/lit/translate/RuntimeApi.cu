// RuntimeApi: the CUDA runtime API in host code. The shim provides it under
// the CUDA names (DESIGN.md decision 6), so translated host code keeps every
// call, type and flag of rules/mapping/runtime-api.yaml as written (the
// CHECK lines), and the translated file must compile against shim/include
// (the %cxx line): a row whose shim symbol is missing fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.cpp
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include -x c++ %t.dir/%basename_t.tmp.cpp

#include <cuda_runtime.h>

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

// Flags and enumerators keep their CUDA values in the shim.
unsigned int flagWords() {
  return cudaDeviceMapHost | cudaDeviceScheduleAuto |
         cudaDeviceScheduleBlockingSync | cudaDeviceScheduleSpin |
         cudaDeviceScheduleYield | cudaEventDefault | cudaEventInterprocess |
         cudaHostAllocDefault | cudaHostAllocMapped | cudaHostAllocPortable |
         cudaHostAllocWriteCombined | cudaMemAttachGlobal | cudaMemAttachHost |
         cudaMemAttachSingle | cudaStreamDefault | cudaDeviceBlockingSync;
}
// CHECK:      return cudaDeviceMapHost | cudaDeviceScheduleAuto |
// CHECK-NEXT:        cudaDeviceScheduleBlockingSync | cudaDeviceScheduleSpin |
// CHECK-NEXT:        cudaDeviceScheduleYield | cudaEventDefault | cudaEventInterprocess |
// CHECK-NEXT:        cudaHostAllocDefault | cudaHostAllocMapped | cudaHostAllocPortable |
// CHECK-NEXT:        cudaHostAllocWriteCombined | cudaMemAttachGlobal | cudaMemAttachHost |
// CHECK-NEXT:        cudaMemAttachSingle | cudaStreamDefault | cudaDeviceBlockingSync;

int main() {
  // Types.
  CUevent_st *rawEvent = nullptr;
  CUstream_st *rawStream = nullptr;
  cudaDeviceAttr attr = cudaDevAttrMaxThreadsPerBlock;
  cudaDeviceProp prop;
  cudaError err = cudaSuccess;
  cudaFuncAttribute funcAttr = cudaFuncAttributeMaxDynamicSharedMemorySize;
  cudaFuncAttributes funcAttrs;
  cudaFuncCache cache = cudaFuncCachePreferL1;
  cudaMemoryType memType = cudaMemoryTypeDevice;
  cudaPointerAttributes ptrAttrs;
  // CHECK: CUevent_st *rawEvent = nullptr;
  // CHECK: CUstream_st *rawStream = nullptr;
  // CHECK: cudaDeviceAttr attr = cudaDevAttrMaxThreadsPerBlock;
  // CHECK: cudaDeviceProp prop;
  // CHECK: cudaError err = cudaSuccess;
  // CHECK: cudaFuncAttribute funcAttr = cudaFuncAttributeMaxDynamicSharedMemorySize;
  // CHECK: cudaFuncAttributes funcAttrs;
  // CHECK: cudaFuncCache cache = cudaFuncCachePreferL1;
  // CHECK: cudaMemoryType memType = cudaMemoryTypeDevice;
  // CHECK: cudaPointerAttributes ptrAttrs;

  // Device and version queries.
  int device = 0, value = 0, least = 0, greatest = 0, version = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&value, attr, device);
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  cudaGetDeviceProperties(&prop, device);
  cudaDriverGetVersion(&version);
  cudaRuntimeGetVersion(&version);
  cudaSetDeviceFlags(cudaDeviceScheduleAuto);
  // CHECK: cudaGetDevice(&device);
  // CHECK: cudaDeviceGetAttribute(&value, attr, device);
  // CHECK: cudaDeviceGetStreamPriorityRange(&least, &greatest);
  // CHECK: cudaGetDeviceProperties(&prop, device);
  // CHECK: cudaDriverGetVersion(&version);
  // CHECK: cudaRuntimeGetVersion(&version);
  // CHECK: cudaSetDeviceFlags(cudaDeviceScheduleAuto);

  // Memory.
  size_t freeBytes = 0, totalBytes = 0, size = 0;
  float *host = nullptr, *mapped = nullptr;
  float table[4] = {1, 2, 3, 4}, copy[4];
  cudaMemGetInfo(&freeBytes, &totalBytes);
  cudaHostAlloc((void **)&host, 64 * sizeof(float), cudaHostAllocMapped);
  cudaHostGetDevicePointer((void **)&mapped, host, 0);
  cudaPointerGetAttributes(&ptrAttrs, mapped);
  cudaMemPrefetchAsync(mapped, 64 * sizeof(float), device, cudaStreamPerThread);
  // CHECK: cudaMemGetInfo(&freeBytes, &totalBytes);
  // CHECK: cudaHostAlloc((void **)&host, 64 * sizeof(float), cudaHostAllocMapped);
  // CHECK: cudaHostGetDevicePointer((void **)&mapped, host, 0);
  // CHECK: cudaPointerGetAttributes(&ptrAttrs, mapped);
  // CHECK: cudaMemPrefetchAsync(mapped, 64 * sizeof(float), device, cudaStreamPerThread);

  // Streams and copies.
  cudaStream_t stream;
  cudaStreamCreateWithPriority(&stream, cudaStreamDefault, greatest);
  cudaMemcpy2DAsync(mapped, 8 * sizeof(float), host, 8 * sizeof(float),
                    8 * sizeof(float), 8, cudaMemcpyDefault, stream);
  cudaStreamSynchronize(cudaStreamLegacy);
  // CHECK: cudaStreamCreateWithPriority(&stream, cudaStreamDefault, greatest);
  // CHECK: cudaMemcpy2DAsync(mapped, 8 * sizeof(float), host, 8 * sizeof(float),
  // CHECK: cudaStreamSynchronize(cudaStreamLegacy);

  // Symbol copies of __device__ variables are rejected (MTL1012); the calls
  // are still declared by the shim, which is what compiling this file checks.
  cudaGetSymbolSize(&size, table);
  cudaMemcpyToSymbolAsync(table, copy, sizeof copy, 0, cudaMemcpyHostToDevice, stream);
  cudaMemcpyFromSymbolAsync(copy, table, sizeof copy, 0, cudaMemcpyDeviceToHost, stream);
  // CHECK: cudaGetSymbolSize(&size, table);
  // CHECK: cudaMemcpyToSymbolAsync(table, copy, sizeof copy, 0, cudaMemcpyHostToDevice, stream);
  // CHECK: cudaMemcpyFromSymbolAsync(copy, table, sizeof copy, 0, cudaMemcpyDeviceToHost, stream);

  // Kernel attributes and occupancy.
  int blocks = 0, minGrid = 0, blockSize = 0;
  cudaFuncGetAttributes(&funcAttrs, scale);
  cudaFuncSetAttribute(scale, funcAttr, 0);
  // WARN: {{.*}}.cu:[[@LINE+1]]:3: warning: 'cudaFuncSetCacheConfig' is ignored on Metal: {{.*}} [MTL3009]
  cudaFuncSetCacheConfig(scale, cache);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 128, 0);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scale);
  // CHECK: cudaFuncGetAttributes(&funcAttrs, scale);
  // CHECK: cudaFuncSetAttribute(scale, funcAttr, 0);
  // CHECK: cudaFuncSetCacheConfig(scale, cache);
  // CHECK: cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 128, 0);
  // CHECK: cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scale);

  // Teardown.
  cudaThreadSynchronize();
  cudaDeviceReset();
  // CHECK: cudaThreadSynchronize();
  // CHECK: cudaDeviceReset();
  return (rawEvent || rawStream || err != cudaSuccess || memType < 0) ? 1 : 0;
}
// WARN-NOT: error:
