// reduction: sum of a large array. Each block reduces its slice in shared
// memory, warps finish with shuffles, and one atomicAdd per block combines
// the partial sums.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int kBlock = 256;

__device__ int warpSum(int v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void reduceSum(const int *in, int n, int *total) {
  __shared__ int partial[kBlock];
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  partial[threadIdx.x] = sum;
  __syncthreads();
  // Tree reduction in shared memory down to one warp.
  for (int stride = kBlock / 2; stride >= 32; stride >>= 1) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x < 32) {
    int v = warpSum(partial[threadIdx.x]);
    if (threadIdx.x == 0)
      atomicAdd(total, v);
  }
}

int main() {
  const int n = 1 << 20;
  int *h = new int[n];
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = i % 100 - 49;
    expected += h[i];
  }
  int *d, *dTotal, total = 0;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&dTotal, sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dTotal, 0, sizeof(int));
  reduceSum<<<128, kBlock>>>(d, n, dTotal);
  cudaMemcpy(&total, dTotal, sizeof(int), cudaMemcpyDeviceToHost);
  printf("reduction: sum of %d ints = %d (expected %lld)\n", n, total, expected);
  printf("%s\n", total == expected ? "PASS" : "FAIL");
  cudaFree(d);
  cudaFree(dTotal);
  delete[] h;
  return 0;
}
