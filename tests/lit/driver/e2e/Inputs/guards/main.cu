// nvcc includes cuda_runtime.h before a .cu file: its guards are defined.
#include "guard_probe.h"

void fromCpp();

__global__ void touch(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  printGuards("main.cu");
  int *d;
  checkErrors(cudaMalloc(&d, 32 * sizeof(int)));
  touch<<<1, 32>>>(d);
  checkErrors(cudaDeviceSynchronize());
  checkErrors(cudaFree(nullptr));
  checkErrors(cudaSetDevice(99));
  // helper_cuda.h's device selection reads attributes past the common ones.
  int mode = -1, kernels = -1;
  checkErrors(cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, 0));
  checkErrors(cudaDeviceGetAttribute(&kernels, cudaDevAttrConcurrentKernels, 0));
  printf("compute mode default %d, concurrent kernels %d\n", mode == cudaComputeModeDefault, kernels);
  fromCpp();
  return 0;
}
