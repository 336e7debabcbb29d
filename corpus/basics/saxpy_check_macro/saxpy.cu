// SAXPY with a grid-stride loop and a CHECK(...) error macro wrapped around
// every runtime call, plus cudaGetLastError/cudaDeviceSynchronize after the
// launch, the way most CUDA samples are written.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      printf("CUDA error %s (%s) at line %d\n", cudaGetErrorName(err_),        \
             cudaGetErrorString(err_), __LINE__);                              \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 18;
  const float a = 2.0f;
  float *hx = (float *)malloc(n * sizeof(float));
  float *hy = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 1000);
    hy[i] = (float)(i % 7);
  }
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice));
  saxpy<<<64, 256>>>(n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    float want = a * (float)(i % 1000) + (float)(i % 7);
    if (hy[i] != want)
      ++bad;
    sum += hy[i];
  }
  printf("y[1]=%.1f y[999]=%.1f y[n-1]=%.1f\n", hy[1], hy[999], hy[n - 1]);
  printf("sum=%.1f mismatches=%d\n", sum, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  free(hx);
  free(hy);
  return 0;
}
