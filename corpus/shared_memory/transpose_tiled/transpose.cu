// Matrix transpose: naive version and a shared-memory tiled version with a
// padded tile (TILE+1 columns against bank conflicts), 32x8 thread blocks
// each moving a 32x32 tile, rectangular matrix.
#include <cstdio>
#include <cuda_runtime.h>

#define TILE 32
#define ROWS 8

__global__ void transposeNaive(const int *in, int *out, int w, int h) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h)
      out[x * h + y + j] = in[(y + j) * w + x];
}

__global__ void transposeTiled(const int *in, int *out, int w, int h) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < h && y + j < w)
      out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 500, h = 300, n = w * h;
  int *in = new int[n], *o1 = new int[n], *o2 = new int[n];
  for (int i = 0; i < n; ++i)
    in[i] = i * 3 + 1;
  int *din, *dout1, *dout2;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout1, n * sizeof(int));
  cudaMalloc(&dout2, n * sizeof(int));
  cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
  dim3 block(TILE, ROWS), grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE);
  transposeNaive<<<grid, block>>>(din, dout1, w, h);
  transposeTiled<<<grid, block>>>(din, dout2, w, h);
  cudaMemcpy(o1, dout1, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, dout2, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad1 = 0, bad2 = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      if (o1[x * h + y] != in[y * w + x])
        ++bad1;
      if (o2[x * h + y] != in[y * w + x])
        ++bad2;
    }
  printf("out[1]=%d out[h]=%d out[n-1]=%d\n", o2[1], o2[h], o2[n - 1]);
  printf("naive mismatches=%d tiled mismatches=%d\n", bad1, bad2);
  printf("%s\n", (bad1 || bad2) ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout1);
  cudaFree(dout2);
  delete[] in;
  delete[] o1;
  delete[] o2;
  return 0;
}
