// __device__ helpers, a __host__ __device__ function shared by the kernel and
// the host reference, __forceinline__ and __noinline__, recursion-free
// helper chains, and an early return in a kernel.
#include <cstdio>
#include <cuda_runtime.h>

__host__ __device__ inline unsigned int hashStep(unsigned int x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

__device__ __forceinline__ int clampInt(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__device__ __noinline__ int collatzSteps(unsigned int n) {
  int steps = 0;
  while (n != 1 && steps < 500) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    ++steps;
  }
  return steps;
}

__global__ void work(unsigned int *hashes, int *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  hashes[i] = hashStep(hashStep((unsigned int)i) + 17u);
  steps[i] = clampInt(collatzSteps((unsigned int)i + 1), 0, 200);
}

int main() {
  const int n = 50000;
  unsigned int *dh, *hh = new unsigned int[n];
  int *ds, *hs = new int[n];
  cudaMalloc(&dh, n * sizeof(unsigned int));
  cudaMalloc(&ds, n * sizeof(int));
  work<<<(n + 127) / 128, 128>>>(dh, ds, n);
  cudaMemcpy(hh, dh, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, ds, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  unsigned int x = 0;
  long long stepSum = 0;
  int maxSteps = 0;
  for (int i = 0; i < n; ++i) {
    if (hh[i] != hashStep(hashStep((unsigned int)i) + 17u))
      ++bad;
    x ^= hh[i];
    stepSum += hs[i];
    if (hs[i] > maxSteps)
      maxSteps = hs[i];
  }
  printf("hash xor=%08x hash[123]=%u\n", x, hh[123]);
  printf("collatz steps sum=%lld max=%d steps[26]=%d\n", stepSum, maxSteps, hs[26]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(dh);
  cudaFree(ds);
  delete[] hh;
  delete[] hs;
  return 0;
}
