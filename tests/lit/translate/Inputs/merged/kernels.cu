// Kernel file #included by MergedIncludeRewrite.cu (never compiled alone),
// Rodinia style: include guard, its own includes, a nested .cu file, a
// kernel and an extern "C" host wrapper that launches it.
#ifndef KERNELS_CU
#define KERNELS_CU
#include <cuda.h>
#include "params.h"
#include "helpers.cu"

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = twice(x[i]) * SCALE;
}

extern "C" void launch_scale(float *x, int n) {
  scale<<<(n + 255) / 256, 256>>>(x, n);
}
#endif
