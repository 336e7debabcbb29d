#include "scale.h"
#include <cuda_runtime.h>

__global__ void scale(float *data, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= s;
}

void scaleOnDevice(float *deviceData, int n, float s) {
  scale<<<(n + 127) / 128, 128>>>(deviceData, n, s);
}
