// __trap() in a kernel: a guard that never fires lets the kernel finish;
// one that fires makes the launch fail with a sticky error that every later
// call reports.
#include <cstdio>
#include <cuda_runtime.h>

__device__ void check(bool ok) {
  if (!ok)
    __trap();
}

__global__ void scale(float *x, int n, int trapAt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == trapAt)
    __trap();
  check(n > 0);
  if (i < n)
    x[i] *= 2.0f;
}

int main() {
  const int n = 256;
  float h[n];
  for (int i = 0; i < n; ++i)
    h[i] = (float)i;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<2, 128>>>(d, n, -1);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("no trap: %s, x[255] = %.1f\n", cudaGetErrorName(e), h[255]);
  bool ok = e == cudaSuccess && h[255] == 510.0f;

  scale<<<2, 128>>>(d, n, 77);
  e = cudaDeviceSynchronize();
  printf("after the trap: %s\n", cudaGetErrorName(e));
  printf("still: %s\n", cudaGetErrorName(cudaMemcpy(h, d, sizeof h,
                                                    cudaMemcpyDeviceToHost)));
  float *other = nullptr;
  printf("malloc: %s\n", cudaGetErrorName(cudaMalloc(&other, 64)));
  ok = ok && e != cudaSuccess;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
