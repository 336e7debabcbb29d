// A generic transform kernel parameterised by a functor type, functors with
// state passed by value, and lambdas defined inside device code (no
// --extended-lambda needed), including one capturing by reference.
#include <cstdio>
#include <cuda_runtime.h>

struct Affine {
  float a, b;
  __device__ float operator()(float x) const { return a * x + b; }
};

struct Clamp {
  float lo, hi;
  __device__ float operator()(float x) const { return fminf(fmaxf(x, lo), hi); }
};

template <typename F>
__global__ void transform(const float *in, float *out, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}

__global__ void lambdas(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int bias = i % 3;
  auto twice = [](int v) { return 2 * v; };
  auto addBias = [bias](int v) { return v + bias; };
  int hits = 0;
  auto count = [&hits](int v) {
    if (v % 2 == 0)
      ++hits;
  };
  int v = addBias(twice(in[i]));
  count(v);
  count(v + 1);
  count(in[i]);
  out[i] = v * 10 + hits;
}

int main() {
  const int n = 3000;
  float *h = new float[n], *r1 = new float[n], *r2 = new float[n];
  int *hi = new int[n], *ri = new int[n];
  for (int i = 0; i < n; ++i) {
    h[i] = (float)(i % 40) - 20.0f;
    hi[i] = i % 17;
  }
  float *din, *dout;
  int *dii, *dio;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&dii, n * sizeof(int));
  cudaMalloc(&dio, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dii, hi, n * sizeof(int), cudaMemcpyHostToDevice);
  transform<<<(n + 255) / 256, 256>>>(din, dout, n, Affine{1.5f, -2.0f});
  cudaMemcpy(r1, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  transform<<<(n + 255) / 256, 256>>>(din, dout, n, Clamp{-5.0f, 7.5f});
  cudaMemcpy(r2, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  lambdas<<<(n + 255) / 256, 256>>>(dii, dio, n);
  cudaMemcpy(ri, dio, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  double s1 = 0, s2 = 0;
  long long si = 0;
  for (int i = 0; i < n; ++i) {
    float w1 = 1.5f * h[i] - 2.0f;
    float w2 = h[i] < -5.0f ? -5.0f : (h[i] > 7.5f ? 7.5f : h[i]);
    int v = 2 * hi[i] + i % 3;
    int hits = (v % 2 == 0) + ((v + 1) % 2 == 0) + (hi[i] % 2 == 0);
    if (r1[i] != w1 || r2[i] != w2 || ri[i] != v * 10 + hits)
      ++bad;
    s1 += r1[i];
    s2 += r2[i];
    si += ri[i];
  }
  printf("affine sum=%.1f clamp sum=%.1f lambda sum=%lld\n", s1, s2, si);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
