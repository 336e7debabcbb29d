// Host-only translation unit: calls the CUDA runtime API directly (memory
// management) and the launch wrappers from kernels.cu through kernels.cuh.
// Exercises a program made of .cpp + .cu + .cuh built in one command.
#include "kernels.cuh"
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

int main() {
  const int n = 40000;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 200) - 100.0f;
  float *d = nullptr;
  if (cudaMalloc(&d, n * sizeof(float)) != cudaSuccess) {
    printf("cudaMalloc failed\n");
    return 1;
  }
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  launchAffine(d, n, 0.5f, 3.0f);
  Stats st = deviceStats(d, n);
  double want = 0;
  for (int i = 0; i < n; ++i)
    want += h[i] * 0.5f + 3.0f;
  printf("min=%.2f max=%.2f sum=%.2f expected sum=%.2f\n", st.minValue, st.maxValue, st.sum, want);
  bool ok = st.minValue == -47.0f && st.maxValue == 52.5f && st.sum == want;
  cudaFree(d);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
