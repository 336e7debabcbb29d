// Lane and warp ids from a 2D block's linear thread index (warps are formed
// in x-major linear order), warpSize, and a segmented broadcast with
// __shfl_sync(width 4) -- the pattern used for 4-lane quad operations.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void ids(int *warpOf, int *laneOf, int *quadLeader) {
  int linear = threadIdx.y * blockDim.x + threadIdx.x;
  int lane = linear % warpSize;
  int warp = linear / warpSize;
  int leader = __shfl_sync(0xffffffffu, linear, 0, 4);
  warpOf[linear] = warp;
  laneOf[linear] = lane;
  quadLeader[linear] = leader;
}

int main() {
  dim3 block(12, 8); // 96 threads, warps straddle rows of 12
  const int n = 96;
  int *dw, *dl, *dq, w[n], l[n], q[n];
  cudaMalloc(&dw, sizeof(w));
  cudaMalloc(&dl, sizeof(l));
  cudaMalloc(&dq, sizeof(q));
  ids<<<1, block>>>(dw, dl, dq);
  cudaMemcpy(w, dw, sizeof(w), cudaMemcpyDeviceToHost);
  cudaMemcpy(l, dl, sizeof(l), cudaMemcpyDeviceToHost);
  cudaMemcpy(q, dq, sizeof(q), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (w[i] != i / 32 || l[i] != i % 32 || q[i] != i / 4 * 4)
      ++bad;
  for (int row = 0; row < 8; ++row) {
    printf("row %d:", row);
    for (int x = 0; x < 12; ++x)
      printf(" %d.%02d", w[row * 12 + x], l[row * 12 + x]);
    printf("\n");
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
