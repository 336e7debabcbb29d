// Sizes given as one-letter macros on the command line, as PolyBench-style
// programs take them (-DN=..., -DM=...): they reach the program, not the
// runtime's headers or ours, whose parameters use such names.
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;

__global__ void fill(float *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  if (i < N)
    a[i] = __half2float(__float2half(1.0f * M)) * i + tile.thread_rank();
}

int main() {
  float *d, h[N];
  cudaMalloc(&d, N * sizeof(float));
  fill<<<(N + 31) / 32, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("N %d M %d T %d: h[N-1] %.1f\n", N, M, T, h[N - 1]);
  return 0;
}
