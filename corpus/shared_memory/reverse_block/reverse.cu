// Reverse an array in place: each block reverses its chunk through a static
// shared array, then blocks are swapped by index; plus a kernel that uses a
// 2D shared array indexed by warp and lane.
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void reverseChunks(const int *in, int *out, int n) {
  __shared__ int s[BLOCK];
  int inOff = blockIdx.x * BLOCK;
  int outOff = (gridDim.x - 1 - blockIdx.x) * BLOCK;
  s[BLOCK - 1 - threadIdx.x] = in[inOff + threadIdx.x];
  __syncthreads();
  out[outOff + threadIdx.x] = s[threadIdx.x];
}

__global__ void warpLaneTable(int *out) {
  __shared__ int table[8][32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  table[warp][lane] = warp * 100 + lane;
  __syncthreads();
  out[threadIdx.x] = table[7 - warp][31 - lane];
}

int main() {
  const int blocks = 400, n = blocks * BLOCK;
  int *h = new int[n], *r = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = i * 5 - 7;
  int *din, *dout, *dt;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&dt, 256 * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  reverseChunks<<<blocks, BLOCK>>>(din, dout, n);
  warpLaneTable<<<1, 256>>>(dt);
  cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int t[256];
  cudaMemcpy(t, dt, sizeof(t), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (r[i] != h[n - 1 - i])
      ++bad;
  for (int i = 0; i < 256; ++i)
    if (t[i] != (7 - i / 32) * 100 + (31 - i % 32))
      ++bad;
  printf("r[0]=%d r[n-1]=%d t[0]=%d t[255]=%d\n", r[0], r[n - 1], t[0], t[255]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
