// Block reduction with warp shuffles: __shfl_down_sync inside each warp, one
// shared slot per warp, the first warp reduces the warp totals; atomicAdd
// combines the blocks. Integer data, exact.
#include <cstdio>
#include <cuda_runtime.h>

__inline__ __device__ int warpReduceSum(int v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__inline__ __device__ int blockReduceSum(int v) {
  __shared__ int warpTotals[32];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  v = warpReduceSum(v);
  if (lane == 0)
    warpTotals[warp] = v;
  __syncthreads();
  int nWarps = (blockDim.x + warpSize - 1) / warpSize;
  v = threadIdx.x < nWarps ? warpTotals[lane] : 0;
  if (warp == 0)
    v = warpReduceSum(v);
  return v;
}

__global__ void reduceKernel(const int *in, int *out, int n) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0)
    atomicAdd(out, sum);
}

int main() {
  const int n = 777777;
  int *h = new int[n];
  long long want = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 7) % 19 - 9;
    want += h[i];
  }
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  int results[3];
  const int threadCounts[3] = {1024, 256, 96};
  for (int t = 0; t < 3; ++t) {
    cudaMemset(dout, 0, sizeof(int));
    reduceKernel<<<64, threadCounts[t]>>>(din, dout, n);
    cudaMemcpy(&results[t], dout, sizeof(int), cudaMemcpyDeviceToHost);
    printf("threads=%d sum=%d\n", threadCounts[t], results[t]);
  }
  bool ok = results[0] == want && results[1] == want && results[2] == want;
  printf("expected=%lld\n%s\n", want, ok ? "PASS" : "FAIL");
  return 0;
}
