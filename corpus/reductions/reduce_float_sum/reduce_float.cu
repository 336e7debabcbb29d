// Float sum reduction with a grid-stride accumulation and a shared-memory
// tree; the GPU order of additions differs from the host's sequential sum,
// so the result is compared with a relative tolerance and printed rounded.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void partialSums(const float *in, float *out, int n) {
  __shared__ float s[BLOCK];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

int main() {
  const int n = 1 << 20, blocks = 120;
  float *h = new float[n];
  unsigned int state = 12345u;
  double ref = 0;
  for (int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    h[i] = (float)(state >> 8) / 16777216.0f - 0.25f;
    ref += h[i];
  }
  float *din, *dpart;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dpart, blocks * sizeof(float));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  partialSums<<<blocks, BLOCK>>>(din, dpart, n);
  partialSums<<<1, BLOCK>>>(dpart, dpart, blocks);
  float got;
  cudaMemcpy(&got, dpart, sizeof(float), cudaMemcpyDeviceToHost);
  double rel = fabs(got - ref) / fabs(ref);
  printf("n=%d sum=%.2f\n", n, got);
  printf("%s\n", rel < 1e-4 ? "PASS" : "FAIL");
  return 0;
}
