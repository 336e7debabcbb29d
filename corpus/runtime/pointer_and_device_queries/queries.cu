// Device and pointer queries whose answers are the same on any CUDA device
// and on metalify: device count/ordinal, max threads per block, warp size,
// cudaPointerGetAttributes for device, managed, pinned host and pageable
// memory, cudaMemGetInfo consistency, driver/runtime versions present, and
// cudaDeviceReset. Nothing device-specific (names, sizes) is printed.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static const char *typeName(cudaMemoryType t) {
  switch (t) {
  case cudaMemoryTypeUnregistered:
    return "unregistered";
  case cudaMemoryTypeHost:
    return "host";
  case cudaMemoryTypeDevice:
    return "device";
  case cudaMemoryTypeManaged:
    return "managed";
  }
  return "?";
}

static void describe(const char *what, const void *p) {
  cudaPointerAttributes a;
  cudaError_t e = cudaPointerGetAttributes(&a, p);
  printf("%-14s %s type=%s\n", what, cudaGetErrorName(e), e == cudaSuccess ? typeName(a.type) : "-");
  cudaGetLastError();
}

int main() {
  int count = 0, dev = -1;
  cudaGetDeviceCount(&count);
  cudaSetDevice(0);
  cudaGetDevice(&dev);
  int maxThreads = 0, warp = 0, maxBlockX = 0, maxGridY = 0;
  cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, 0);
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  cudaDeviceGetAttribute(&maxBlockX, cudaDevAttrMaxBlockDimX, 0);
  cudaDeviceGetAttribute(&maxGridY, cudaDevAttrMaxGridDimY, 0);
  printf("devices>=1: %s current=%d maxThreadsPerBlock=%d warpSize=%d maxBlockDimX=%d maxGridDimY=%d\n",
         count >= 1 ? "yes" : "no", dev, maxThreads, warp, maxBlockX, maxGridY);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("props agree with attributes: %s\n",
         (prop.maxThreadsPerBlock == maxThreads && prop.warpSize == warp) ? "yes" : "no");
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  printf("driver and runtime versions reported: %s\n", (driver > 0 && runtime > 0) ? "yes" : "no");

  float *d, *m, *pinned;
  cudaMalloc(&d, 4096);
  cudaMallocManaged(&m, 4096);
  cudaMallocHost(&pinned, 4096);
  float *pageable = (float *)malloc(4096);
  describe("device", d);
  describe("device+100", d + 100);
  describe("managed", m);
  describe("pinned host", pinned);
  describe("pageable host", pageable);

  size_t freeBytes = 0, totalBytes = 0;
  cudaError_t e = cudaMemGetInfo(&freeBytes, &totalBytes);
  printf("cudaMemGetInfo %s, 0 < free <= total: %s\n", cudaGetErrorName(e),
         (freeBytes > 0 && freeBytes <= totalBytes) ? "yes" : "no");
  cudaFree(d);
  cudaFree(m);
  cudaFreeHost(pinned);
  free(pageable);
  printf("cudaDeviceReset: %s\n", cudaGetErrorName(cudaDeviceReset()));
  int *after;
  printf("allocation after reset: %s\n", cudaGetErrorName(cudaMalloc(&after, 16)));
  cudaFree(after);
  printf("PASS\n");
  return 0;
}
