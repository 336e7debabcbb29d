// A __device__ helper declares a __shared__ tile and hands it to helper
// templates that take the array by reference (`float (&)[N]`), one of which
// reads sizeof of it; the tile is exchanged across a barrier.
#include <cstdio>

template <int N>
__device__ void loadTile(float (&tile)[N], const float *src, int base) {
  tile[threadIdx.x] = src[base + threadIdx.x];
}

template <int N>
__device__ float mirrored(const float (&tile)[N]) {
  constexpr int count = sizeof(tile) / sizeof(tile[0]);
  return tile[count - 1 - threadIdx.x];
}

__device__ float reverseBlock(const float *src) {
  __shared__ float tile[64];
  loadTile(tile, src, blockIdx.x * 64);
  __syncthreads();
  return mirrored(tile);
}

__global__ void reverse(const float *src, float *dst) {
  dst[blockIdx.x * 64 + threadIdx.x] = reverseBlock(src);
}

int main() {
  const int n = 256;
  float h[n], *src, *dst;
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i * 3 % 101);
  cudaMalloc(&src, sizeof h);
  cudaMalloc(&dst, sizeof h);
  cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice);
  reverse<<<n / 64, 64>>>(src, dst);
  float r[n];
  cudaMemcpy(r, dst, sizeof r, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += r[i] != h[(i / 64) * 64 + 63 - i % 64];
  printf("r[0]=%g r[63]=%g r[64]=%g r[255]=%g\n", r[0], r[63], r[64], r[255]);
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
