// Block-wide inclusive scan built from warp scans with __shfl_up_sync, warp
// totals scanned by warp 0 with the same routine, and lane/warp ids computed
// from threadIdx.x and warpSize. Also an exclusive variant via __shfl_up_sync
// of the inclusive result.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int warpInclusiveScan(int v) {
  int lane = threadIdx.x & (warpSize - 1);
  for (int off = 1; off < warpSize; off <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, v, off);
    if (lane >= off)
      v += up;
  }
  return v;
}

__global__ void blockScan(const int *in, int *inclusive, int *exclusive) {
  __shared__ int warpTotals[32];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  int v = warpInclusiveScan(in[g]);
  if (lane == warpSize - 1)
    warpTotals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int nWarps = blockDim.x / warpSize;
    int t = lane < nWarps ? warpTotals[lane] : 0;
    warpTotals[lane] = warpInclusiveScan(t);
  }
  __syncthreads();
  if (warp > 0)
    v += warpTotals[warp - 1];
  inclusive[g] = v;
  int prev = __shfl_up_sync(0xffffffffu, v, 1);
  if (lane == 0)
    prev = warp > 0 ? warpTotals[warp - 1] : 0;
  exclusive[g] = prev;
}

int main() {
  const int threads = 1024, blocks = 64, n = threads * blocks;
  int *h = new int[n], *inc = new int[n], *exc = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 13) % 7 - 2;
  int *din, *dinc, *dexc;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dinc, n * sizeof(int));
  cudaMalloc(&dexc, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  blockScan<<<blocks, threads>>>(din, dinc, dexc);
  cudaMemcpy(inc, dinc, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(exc, dexc, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long check = 0;
  for (int b = 0; b < blocks; ++b) {
    int acc = 0;
    for (int i = 0; i < threads; ++i) {
      int g = b * threads + i;
      if (exc[g] != acc)
        ++bad;
      acc += h[g];
      if (inc[g] != acc)
        ++bad;
      check += inc[g];
    }
  }
  printf("inc[31]=%d inc[32]=%d inc[1023]=%d exc[1023]=%d check=%lld\n", inc[31], inc[32], inc[1023], exc[1023], check);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
