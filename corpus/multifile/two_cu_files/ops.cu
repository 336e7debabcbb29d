// Second CUDA translation unit: its own kernels and a __device__ helper with
// the same name as one in main.cu (static linkage keeps them apart).
#include "ops.cuh"
#include <cuda_runtime.h>

static __device__ int transformValue(int v) { return v; }

__global__ void ramp(int *d, int n, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = transformValue(i * step);
}

__global__ void blockSums(const int *d, int n, int *partial) {
  __shared__ int s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? d[i] : 0;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
}

void fillRamp(int *dev, int n, int step) { ramp<<<(n + 255) / 256, 256>>>(dev, n, step); }

long long deviceSum(const int *dev, int n) {
  int blocks = (n + 255) / 256;
  int *dp;
  cudaMalloc(&dp, blocks * sizeof(int));
  blockSums<<<blocks, 256>>>(dev, n, dp);
  int *hp = new int[blocks];
  cudaMemcpy(hp, dp, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long s = 0;
  for (int b = 0; b < blocks; ++b)
    s += hp[b];
  delete[] hp;
  cudaFree(dp);
  return s;
}
