// Device printf on the CPU backend: formats, output held until CUDA's flush
// points, one warp printing in lane order, strings from device memory, the
// printf FIFO limit (device-printf.test).
#include <cstdio>
#include <cuda_runtime.h>

__device__ void line(int lane) { printf("warp lane %2d\n", lane); }

__global__ void formats(const char *s, long big, unsigned char c) {
  printf("[%s] [%-6s] %ld %lu %x %c%c %5.1f%% %e\n", s, "ab", big,
         (unsigned long)big, 255u, 'o', c, 99.5f, 1234.5f);
}

__global__ void lanes() { line(threadIdx.x); }

__global__ void many(int n) {
  for (int i = 0; i < n; ++i)
    printf("many %d\n", i);
}

int main() {
  char *ds;
  cudaMalloc(&ds, 6);
  cudaMemcpy(ds, "metal", 6, cudaMemcpyHostToDevice);
  formats<<<1, 1>>>(ds, -5000000000L, 'k');
  printf("host: launched\n");
  cudaDeviceSynchronize();
  printf("host: synchronized\n");
  lanes<<<1, 4>>>();
  cudaStream_t st;
  cudaStreamCreate(&st);
  lanes<<<1, 2, 0, st>>>();
  cudaStreamSynchronize(st);
  printf("host: stream synchronized\n");
  size_t fifo = 0;
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 256);
  cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize);
  printf("fifo %zu\n", fifo);
  many<<<1, 1>>>(100);
  cudaError_t e = cudaDeviceSynchronize();
  printf("host: done %s\n", cudaGetErrorString(e));
  return 0;
}
