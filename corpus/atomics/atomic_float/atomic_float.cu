// Float atomicAdd in global memory and in shared memory, plus atomicExch on
// float. The addends are small multiples of 0.5, so every partial sum is
// exact and the result does not depend on the order of the atomics.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void floatAtomics(const float *x, int n, float *globalSum, float *blockSums, float *lastSeen) {
  __shared__ float blockSum;
  if (threadIdx.x == 0)
    blockSum = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(globalSum, x[i]);
    atomicAdd(&blockSum, x[i] * 2.0f);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    blockSums[blockIdx.x] = blockSum;
    atomicExch(lastSeen, 42.5f);
  }
}

int main() {
  const int n = 100000, threads = 256, blocks = (n + threads - 1) / threads;
  float *h = new float[n];
  double want = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (float)(i % 9) * 0.5f - 1.0f;
    want += h[i];
  }
  float *d, *dsum, *dblocks, *dlast;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&dsum, sizeof(float));
  cudaMalloc(&dblocks, blocks * sizeof(float));
  cudaMalloc(&dlast, sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(dsum, 0, sizeof(float));
  cudaMemset(dlast, 0, sizeof(float));
  floatAtomics<<<blocks, threads>>>(d, n, dsum, dblocks, dlast);
  float sum, last;
  float *bs = new float[blocks];
  cudaMemcpy(&sum, dsum, sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(&last, dlast, sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(bs, dblocks, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  double blockTotal = 0;
  for (int b = 0; b < blocks; ++b)
    blockTotal += bs[b];
  printf("sum=%.1f expected=%.1f blockTotal=%.1f block0=%.1f last=%.1f\n", sum, want, blockTotal, bs[0], last);
  bool ok = sum == want && blockTotal == 2 * want && last == 42.5f;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
