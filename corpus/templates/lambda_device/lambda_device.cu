// Lambdas written in device code (no --extended-lambda needed): captures by
// value and by reference, implicit [=] and [&] captures, an init-capture in a
// mutable lambda, a generic lambda called with two types, lambdas passed to a
// device function template, a lambda in each instance of a kernel template,
// a lambda inside a lambda, and lambdas that read threadIdx/blockIdx. Each
// kernel is checked against the same arithmetic on the host.
#include <cstdio>
#include <cuda_runtime.h>

template <class F, class T> __device__ T apply(F f, T x) { return f(x); }

template <class F> __device__ int sumOver(F f, int n) {
  int s = 0;
  for (int j = 0; j < n; ++j)
    s += f(j);
  return s;
}

__global__ void captures(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int bias = i % 5;
  int hits = 0;
  auto twice = [](int v) { return 2 * v; };
  auto addBias = [bias](int v) { return v + bias; };
  auto count = [&hits](int v) {
    if (v % 3 == 0)
      ++hits;
  };
  auto mix = [=](int v) { return v * 7 + bias; };
  auto total = [&] { return hits * 100 + bias; };
  int v = addBias(twice(in[i]));
  count(v);
  count(in[i]);
  count(i);
  out[i] = mix(v) * 1000 + total();
}

__global__ void stateful(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  auto next = [acc = i % 11](int step) mutable {
    acc = acc * 3 + step;
    return acc;
  };
  int last = 0;
  for (int k = 0; k < 4; ++k)
    last = next(k);
  out[i] = last;
}

__global__ void generic(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  auto square = [](auto x) { return x * x; };
  out[i] = square(in[i]) + (float)square(i % 7);
}

__global__ void passed(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int step = in[i] % 4 + 1;
  int a = apply([step](int v) { return v * step; }, in[i]);
  int b = sumOver([step, i](int j) { return (i + j) % step; }, 5);
  out[i] = a * 100 + b;
}

template <typename T, int K>
__global__ void scaled(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  T factor = T(K);
  auto affine = [factor](T v) { return v * factor + T(1); };
  out[i] = apply(affine, in[i]);
}

__global__ void nested(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int base = i % 9;
  auto outer = [base](int v) {
    auto inner = [base, v](int w) { return base * v + w; };
    return inner(1) * 10 + inner(2);
  };
  out[i] = outer(i % 13);
}

__global__ void indices(int *out, int n) {
  auto globalIndex = [] { return (int)(blockIdx.x * blockDim.x + threadIdx.x); };
  int i = globalIndex();
  if (i >= n)
    return;
  auto lane = [](int v) { return v * 4 + (int)(threadIdx.x % 32); };
  out[i] = lane(i);
}

int main() {
  const int n = 1000, threads = 128, blocks = (n + threads - 1) / threads;
  int *hi = new int[n], *ho = new int[n];
  float *hf = new float[n], *hfo = new float[n];
  for (int i = 0; i < n; ++i) {
    hi[i] = (i * 37) % 101;
    hf[i] = (float)(i % 16) * 0.25f;
  }
  int *di, *dout;
  float *df, *dfo;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&df, n * sizeof(float));
  cudaMalloc(&dfo, n * sizeof(float));
  cudaMemcpy(di, hi, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, n * sizeof(float), cudaMemcpyHostToDevice);
  int failures = 0;

  captures<<<blocks, threads>>>(di, dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int bias = i % 5, v = 2 * hi[i] + bias;
    int hits = (v % 3 == 0) + (hi[i] % 3 == 0) + (i % 3 == 0);
    bad += ho[i] != (v * 7 + bias) * 1000 + hits * 100 + bias;
    sum += ho[i];
  }
  printf("captures: sum=%ld bad=%d\n", sum, bad);
  failures += bad;

  stateful<<<blocks, threads>>>(dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  sum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    int acc = i % 11;
    for (int k = 0; k < 4; ++k)
      acc = acc * 3 + k;
    bad += ho[i] != acc;
    sum += ho[i];
  }
  printf("mutable: sum=%ld bad=%d\n", sum, bad);
  failures += bad;

  generic<<<blocks, threads>>>(df, dfo, n);
  cudaMemcpy(hfo, dfo, n * sizeof(float), cudaMemcpyDeviceToHost);
  double fsum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += hfo[i] != hf[i] * hf[i] + (float)((i % 7) * (i % 7));
    fsum += hfo[i];
  }
  printf("generic: sum=%.4f bad=%d\n", fsum, bad);
  failures += bad;

  passed<<<blocks, threads>>>(di, dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  sum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    int step = hi[i] % 4 + 1, b = 0;
    for (int j = 0; j < 5; ++j)
      b += (i + j) % step;
    bad += ho[i] != hi[i] * step * 100 + b;
    sum += ho[i];
  }
  printf("passed: sum=%ld bad=%d\n", sum, bad);
  failures += bad;

  scaled<float, 3><<<blocks, threads>>>(df, dfo, n);
  cudaMemcpy(hfo, dfo, n * sizeof(float), cudaMemcpyDeviceToHost);
  scaled<int, 5><<<blocks, threads>>>(di, dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  fsum = 0;
  sum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += hfo[i] != hf[i] * 3.0f + 1.0f;
    bad += ho[i] != hi[i] * 5 + 1;
    fsum += hfo[i];
    sum += ho[i];
  }
  printf("template instances: float sum=%.4f int sum=%ld bad=%d\n", fsum, sum,
         bad);
  failures += bad;

  nested<<<blocks, threads>>>(dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  sum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    int base = i % 9, v = i % 13;
    bad += ho[i] != (base * v + 1) * 10 + (base * v + 2);
    sum += ho[i];
  }
  printf("nested: sum=%ld bad=%d\n", sum, bad);
  failures += bad;

  indices<<<blocks, threads>>>(dout, n);
  cudaMemcpy(ho, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  sum = 0;
  bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += ho[i] != i * 4 + (i % threads) % 32;
    sum += ho[i];
  }
  printf("built-ins: sum=%ld bad=%d\n", sum, bad);
  failures += bad;

  printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
