// Cooperative groups: this_thread_block(), tiled_partition<32> and <16>,
// thread_rank(), meta_group_rank(), tile.shfl_down, and cg::reduce with
// plus<> and greater<>; block.sync() instead of __syncthreads().
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ int tileSumManual(cg::thread_block_tile<16> tile, int v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v; // valid in rank 0
}

__global__ void cgReduce(const int *in, int *sum, int *maxOut, int *sum16, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  __shared__ int warpSums[32];
  __shared__ int warpMax[32];
  int g = blockIdx.x * block.size() + block.thread_rank();
  int v = g < n ? in[g] : 0;
  int s = cg::reduce(warp, v, cg::plus<int>());
  int m = cg::reduce(warp, v, cg::greater<int>());
  if (warp.thread_rank() == 0) {
    warpSums[warp.meta_group_rank()] = s;
    warpMax[warp.meta_group_rank()] = m;
  }
  int h = tileSumManual(half, v);
  if (half.thread_rank() == 0)
    atomicAdd(sum16, h);
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int nWarps = block.size() / 32;
    int ws = warp.thread_rank() < nWarps ? warpSums[warp.thread_rank()] : 0;
    int wm = warp.thread_rank() < nWarps ? warpMax[warp.thread_rank()] : -1000000;
    ws = cg::reduce(warp, ws, cg::plus<int>());
    wm = cg::reduce(warp, wm, cg::greater<int>());
    if (warp.thread_rank() == 0) {
      atomicAdd(sum, ws);
      atomicMax(maxOut, wm);
    }
  }
}

int main() {
  const int n = 300000, threads = 256, blocks = (n + threads - 1) / threads;
  int *h = new int[n];
  long long want = 0;
  int wantMax = -1000000;
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 2654435761u) % 2001u) - 1000;
    want += h[i];
    wantMax = h[i] > wantMax ? h[i] : wantMax;
  }
  int *din, *dsum, *dmax, *dsum16;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dsum, sizeof(int));
  cudaMalloc(&dmax, sizeof(int));
  cudaMalloc(&dsum16, sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  int zero = 0, low = -1000000;
  cudaMemcpy(dsum, &zero, sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dsum16, &zero, sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dmax, &low, sizeof(int), cudaMemcpyHostToDevice);
  cgReduce<<<blocks, threads>>>(din, dsum, dmax, dsum16, n);
  int gs, gm, g16;
  cudaMemcpy(&gs, dsum, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&gm, dmax, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&g16, dsum16, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum=%d max=%d sum16=%d expected sum=%lld max=%d\n", gs, gm, g16, want, wantMax);
  printf("%s\n", (gs == want && g16 == want && gm == wantMax) ? "PASS" : "FAIL");
  return 0;
}
