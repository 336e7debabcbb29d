// Single-pass reduction with the "last block finishes" pattern: each block
// writes its partial sum, __threadfence(), then atomicInc on a global counter
// tells the last block to arrive that it must reduce all partials.
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

__device__ unsigned int blocksDone = 0;

__global__ void sumSinglePass(const unsigned int *in, unsigned int *partials, unsigned int *result, int n) {
  __shared__ unsigned int s[BLOCK];
  __shared__ bool amLast;
  unsigned int acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = s[0];
    __threadfence();
    unsigned int ticket = atomicInc(&blocksDone, gridDim.x);
    amLast = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (!amLast)
    return;
  unsigned int total = 0;
  for (int i = threadIdx.x; i < gridDim.x; i += blockDim.x)
    total += partials[i];
  s[threadIdx.x] = total;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    *result = s[0];
    blocksDone = 0; // ready for the next launch
  }
}

int main() {
  const int n = 500000, blocks = 97;
  unsigned int *h = new unsigned int[n];
  unsigned int want = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (unsigned int)(i % 1001);
    want += h[i];
  }
  unsigned int *din, *dpart, *dres;
  cudaMalloc(&din, n * sizeof(unsigned int));
  cudaMalloc(&dpart, blocks * sizeof(unsigned int));
  cudaMalloc(&dres, sizeof(unsigned int));
  cudaMemcpy(din, h, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  bool ok = true;
  for (int rep = 0; rep < 3; ++rep) {
    cudaMemset(dres, 0, sizeof(unsigned int));
    sumSinglePass<<<blocks, BLOCK>>>(din, dpart, dres, n);
    unsigned int got = 0;
    cudaMemcpy(&got, dres, sizeof(unsigned int), cudaMemcpyDeviceToHost);
    printf("rep %d: sum=%u\n", rep, got);
    ok = ok && got == want;
  }
  printf("expected=%u\n%s\n", want, ok ? "PASS" : "FAIL");
  return 0;
}
