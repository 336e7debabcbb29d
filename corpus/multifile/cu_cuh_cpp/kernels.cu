// Kernels and their host-side launch wrappers, declared in kernels.cuh.
#include "kernels.cuh"
#include <cuda_runtime.h>

__global__ void affine(float *x, int n, float a, float b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * a + b;
}

__global__ void minMaxSum(const float *x, int n, float *mins, float *maxs, float *sums) {
  __shared__ float smin[256], smax[256], ssum[256];
  float lo = 3.0e38f, hi = -3.0e38f, s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    lo = fminf(lo, x[i]);
    hi = fmaxf(hi, x[i]);
    s += x[i];
  }
  smin[threadIdx.x] = lo;
  smax[threadIdx.x] = hi;
  ssum[threadIdx.x] = s;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st) {
      smin[threadIdx.x] = fminf(smin[threadIdx.x], smin[threadIdx.x + st]);
      smax[threadIdx.x] = fmaxf(smax[threadIdx.x], smax[threadIdx.x + st]);
      ssum[threadIdx.x] += ssum[threadIdx.x + st];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    mins[blockIdx.x] = smin[0];
    maxs[blockIdx.x] = smax[0];
    sums[blockIdx.x] = ssum[0];
  }
}

void launchAffine(float *deviceData, int n, float a, float b) {
  affine<<<(n + 255) / 256, 256>>>(deviceData, n, a, b);
}

Stats deviceStats(const float *deviceData, int n) {
  const int blocks = 8;
  float *d;
  cudaMalloc(&d, 3 * blocks * sizeof(float));
  minMaxSum<<<blocks, 256>>>(deviceData, n, d, d + blocks, d + 2 * blocks);
  float h[3 * blocks];
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  Stats st = {h[0], h[blocks], 0.0};
  for (int b = 0; b < blocks; ++b) {
    st.minValue = h[b] < st.minValue ? h[b] : st.minValue;
    st.maxValue = h[blocks + b] > st.maxValue ? h[blocks + b] : st.maxValue;
    st.sum += h[2 * blocks + b];
  }
  return st;
}
