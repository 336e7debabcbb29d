// Qualifiers and hints real kernels carry: __launch_bounds__, __restrict__,
// __ldg, __align__(16) structs, __grid_constant__ parameters, #pragma unroll
// with a count, __forceinline__; results must be unaffected by all of them.
#include <cstdio>
#include <cuda_runtime.h>

struct __align__(16) Coeffs {
  float a, b, c, d;
};

struct Table {
  int values[8];
  int length;
};

__device__ __forceinline__ float poly(const Coeffs &k, float x) { return ((k.d * x + k.c) * x + k.b) * x + k.a; }

__global__ void __launch_bounds__(256) evalPoly(const float *__restrict__ x, float *__restrict__ y,
                                                const Coeffs *__restrict__ k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = poly(k[0], __ldg(&x[i]));
}

__global__ void __launch_bounds__(128, 2) lookup(const __grid_constant__ Table table, const int *__restrict__ idx,
                                                int *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int acc = 0;
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    acc += table.values[(__ldg(&idx[i]) + k) % table.length];
  out[i] = acc;
}

int main() {
  const int n = 5000;
  float *x = new float[n], *y = new float[n];
  int *idx = new int[n], *out = new int[n];
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 16) * 0.25f - 2.0f;
    idx[i] = i * 3;
  }
  Coeffs k = {1.0f, -0.5f, 0.25f, 2.0f};
  Table t = {{5, 1, 4, 1, 5, 9, 2, 6}, 7};
  float *dx, *dy;
  Coeffs *dk;
  int *didx, *dout;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMalloc(&dk, sizeof(Coeffs));
  cudaMalloc(&didx, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dk, &k, sizeof(Coeffs), cudaMemcpyHostToDevice);
  cudaMemcpy(didx, idx, n * sizeof(int), cudaMemcpyHostToDevice);
  evalPoly<<<(n + 255) / 256, 256>>>(dx, dy, dk, n);
  lookup<<<(n + 127) / 128, 128>>>(t, didx, dout, n);
  cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(out, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sy = 0;
  long long so = 0;
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    if (y[i] != ((k.d * v + k.c) * v + k.b) * v + k.a)
      ++bad;
    int acc = 0;
    for (int j = 0; j < 8; ++j)
      acc += t.values[(idx[i] + j) % t.length];
    if (out[i] != acc)
      ++bad;
    sy += y[i];
    so += out[i];
  }
  printf("alignof(Coeffs)=%d sizeof(Table)=%d\n", (int)alignof(Coeffs), (int)sizeof(Table));
  printf("poly sum=%.4f y[7]=%.5f lookup sum=%lld out[1]=%d\n", sy, y[7], so, out[1]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
