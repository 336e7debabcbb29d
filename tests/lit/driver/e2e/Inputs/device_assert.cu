// A failed device assert on the CPU backend (device-assert.test): CUDA's
// message on stderr, cudaErrorAssert from the next synchronisation, sticky.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void check(int *x, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i != bad);
  x[i] = i;
}

int main() {
  int *x;
  cudaMalloc(&x, 64 * sizeof(int));
  check<<<2, 32>>>(x, 100);
  printf("clean: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  check<<<2, 32>>>(x, 37);
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("sticky: %s\n", cudaGetErrorName(cudaMalloc(&x, 4)));
  return 0;
}
