// Classic shared-memory tree reduction (sequential addressing) of ints, two
// passes: per-block partial sums, then one block reduces the partials.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK 512

__global__ void reduceSum(const int *in, int *out, int n) {
  __shared__ int s[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  int v = 0;
  if (i < n)
    v += in[i];
  if (i + blockDim.x < n)
    v += in[i + blockDim.x];
  s[tid] = v;
  __syncthreads();
  for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000000;
  int *h = (int *)malloc(n * sizeof(int));
  long long want = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i % 37) - 18 + (i % 5 == 0 ? 3 : 0);
    want += h[i];
  }
  int blocks = (n + BLOCK * 2 - 1) / (BLOCK * 2);
  int *din, *dpart, *dres;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dpart, blocks * sizeof(int));
  cudaMalloc(&dres, sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  reduceSum<<<blocks, BLOCK>>>(din, dpart, n);
  // blocks <= 2*BLOCK for the default size, so one block finishes the job.
  reduceSum<<<1, BLOCK>>>(dpart, dres, blocks);
  int got = 0;
  cudaMemcpy(&got, dres, sizeof(int), cudaMemcpyDeviceToHost);
  printf("n=%d blocks=%d sum=%d expected=%lld\n", n, blocks, got, want);
  printf("%s\n", got == want ? "PASS" : "FAIL");
  return 0;
}
