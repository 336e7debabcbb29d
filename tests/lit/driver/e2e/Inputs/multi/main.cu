#include "scale.h"
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

int main() {
  const int n = 300;
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = i;
  float *device = nullptr;
  cudaMalloc(&device, n * sizeof(float));
  cudaMemcpy(device, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  scaleOnDevice(device, n, 0.5f);
  cudaMemcpy(host.data(), device, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(device);
  report(host.data(), n);
  return 0;
}
