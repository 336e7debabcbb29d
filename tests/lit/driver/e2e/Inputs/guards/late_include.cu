// The file's own CUDA include comes after code that needs the runtime: the
// helper header's guards and CUDA's host max(int, int). nvcc includes
// cuda_runtime.h before the first line, whatever the file includes later.
#include "guard_probe.h"
static int larger(int a, int b) { return max(a, b); }

#include <cuda_runtime_api.h>

__global__ void fill(int *p) { p[threadIdx.x] = 2 * threadIdx.x; }

int main() {
  printGuards("late_include.cu");
  int *d, h[8];
  checkErrors(cudaMalloc(&d, sizeof h));
  fill<<<1, 8>>>(d);
  checkErrors(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("larger %d, h[7] %d\n", larger(h[7], 3), h[7]);
  return 0;
}
