// Scoped atomics and CAS loops: atomicAdd_block on shared and global memory,
// atomicAdd_system, atomicMax_block, __threadfence_block, and a float
// maximum implemented with an atomicCAS loop on shared memory (the classic
// pattern for operations CUDA has no atomic for).
#include <cstdio>
#include <cuda_runtime.h>

__device__ float atomicMaxFloat(float *address, float value) {
  int *addr = (int *)address;
  int old = *addr, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value)
      break;
    old = atomicCAS(addr, assumed, __float_as_int(value));
  } while (old != assumed);
  return __int_as_float(old);
}

__global__ void scoped(const float *x, int n, int *blockCounts, float *blockMax, unsigned int *systemTotal,
                       int *globalMax) {
  __shared__ int count;
  __shared__ float maxValue;
  if (threadIdx.x == 0) {
    count = 0;
    maxValue = -1.0e30f;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    if (v > 0.0f)
      atomicAdd_block(&count, 1);
    atomicMaxFloat(&maxValue, v);
    atomicAdd_system(systemTotal, 1u);
    atomicMax_block(&globalMax[blockIdx.x], (int)v);
  }
  __threadfence_block();
  __syncthreads();
  if (threadIdx.x == 0) {
    blockCounts[blockIdx.x] = count;
    blockMax[blockIdx.x] = maxValue;
  }
}

int main() {
  const int n = 20000, threads = 256, blocks = (n + threads - 1) / threads;
  float *h = new float[n];
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 7919) % 2001 - 1000) * 0.5f;
  float *dx, *dmax;
  int *dcount, *dgmax;
  unsigned int *dtotal;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dmax, blocks * sizeof(float));
  cudaMalloc(&dcount, blocks * sizeof(int));
  cudaMalloc(&dgmax, blocks * sizeof(int));
  cudaMalloc(&dtotal, sizeof(unsigned int));
  cudaMemcpy(dx, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(dtotal, 0, sizeof(unsigned int));
  cudaMemset(dgmax, 0x80, blocks * sizeof(int)); // very negative
  scoped<<<blocks, threads>>>(dx, n, dcount, dmax, dtotal, dgmax);
  int *counts = new int[blocks], *gmax = new int[blocks];
  float *maxes = new float[blocks];
  unsigned int total = 0;
  cudaMemcpy(counts, dcount, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(maxes, dmax, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(gmax, dgmax, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, dtotal, sizeof(total), cudaMemcpyDeviceToHost);
  int bad = 0, countSum = 0;
  double maxSum = 0;
  for (int b = 0; b < blocks; ++b) {
    int c = 0;
    float m = -1.0e30f;
    int gm = -(1 << 30);
    for (int i = b * threads; i < (b + 1) * threads && i < n; ++i) {
      c += h[i] > 0.0f;
      m = h[i] > m ? h[i] : m;
      gm = (int)h[i] > gm ? (int)h[i] : gm;
    }
    if (c != counts[b] || m != maxes[b] || gm != gmax[b])
      ++bad;
    countSum += counts[b];
    maxSum += maxes[b];
  }
  printf("positives=%d sum of block maxima=%.1f system total=%u block0 max=%.1f\n", countSum, maxSum, total, maxes[0]);
  printf("%s\n", (bad == 0 && total == (unsigned int)n) ? "PASS" : "FAIL");
  return 0;
}
