// 2D grid and 2D blocks (dim3) over a matrix whose sides are not multiples
// of the block size; every element records which block and thread wrote it.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void fill2d(int *out, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  int blockId = blockIdx.y * gridDim.x + blockIdx.x;
  int threadId = threadIdx.y * blockDim.x + threadIdx.x;
  out[y * width + x] = x * 3 + y * 5 + blockId * 1000 + threadId;
}

int main() {
  const int width = 300, height = 170;
  dim3 block(16, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  int *d, *h = (int *)malloc(width * height * sizeof(int));
  cudaMalloc(&d, width * height * sizeof(int));
  fill2d<<<grid, block>>>(d, width, height);
  cudaMemcpy(h, d, width * height * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  unsigned int checksum = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      int bid = (y / block.y) * grid.x + x / block.x;
      int tid = (y % block.y) * block.x + x % block.x;
      int want = x * 3 + y * 5 + bid * 1000 + tid;
      if (h[y * width + x] != want)
        ++bad;
      checksum = checksum * 31u + (unsigned int)h[y * width + x];
    }
  printf("grid=(%u,%u) block=(%u,%u)\n", grid.x, grid.y, block.x, block.y);
  printf("corner=%d last=%d checksum=%u\n", h[0], h[width * height - 1], checksum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(d);
  free(h);
  return 0;
}
