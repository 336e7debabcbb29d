// Program made of two .cu files: main.cu launches its own kernel and calls
// host functions from ops.cu that launch kernels defined there.
#include "ops.cuh"
#include <cstdio>
#include <cuda_runtime.h>

static __device__ int transformValue(int v) { return v % 1000; }

__global__ void modulo(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = transformValue(d[i]);
}

int main() {
  const int n = 30000;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fillRamp(d, n, 7);
  long long before = deviceSum(d, n);
  modulo<<<(n + 255) / 256, 256>>>(d, n);
  long long after = deviceSum(d, n);
  long long wantBefore = 0, wantAfter = 0;
  for (int i = 0; i < n; ++i) {
    wantBefore += (long long)i * 7;
    wantAfter += (i * 7) % 1000;
  }
  printf("sum before=%lld after=%lld\n", before, after);
  printf("%s\n", (before == wantBefore && after == wantAfter) ? "PASS" : "FAIL");
  cudaFree(d);
  return 0;
}
