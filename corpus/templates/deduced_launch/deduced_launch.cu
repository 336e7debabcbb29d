// Kernel templates launched from host function templates whose template
// arguments are deduced from the call: run(p, v) launches fill<<<1, 64>>>(p, v)
// and accumulate<<<...>>>(p, q, n) with T deduced, called for int and float;
// a second host template deduces two types (the output type from a pointer,
// the scale type from a value) and launches a two-parameter kernel template.
#include <cstdio>
#include <cuda_runtime.h>

template <class T>
__global__ void fill(T *p, T v) {
  p[threadIdx.x] = v + (T)(threadIdx.x % 4);
}

template <class T>
__global__ void accumulate(T *dst, const T *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] += src[i % 64];
}

template <class Out, class S>
__global__ void scaled(Out *dst, S s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] = (Out)(s * (S)(i % 8)) + dst[i];
}

template <class T>
void run(T *p, T v) {
  fill<<<1, 64>>>(p, v);
}

template <class T>
void addInto(T *dst, const T *src, int n) {
  accumulate<<<(n + 127) / 128, 128>>>(dst, src, n);
}

template <class Out, class S>
void scaleInto(Out *dst, S s, int n) {
  scaled<<<(n + 127) / 128, 128>>>(dst, s, n);
}

template <class T>
int check(const char *name, T *dsrc, T *ddst, T v, T s, int n) {
  cudaMemset(ddst, 0, n * sizeof(T));
  run(dsrc, v);
  addInto(ddst, (const T *)dsrc, n);
  scaleInto(ddst, s, n);
  scaleInto(ddst, 3, n); // S deduced as int
  T out[256];
  cudaMemcpy(out, ddst, n * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    T want = v + (T)(i % 64 % 4);
    want = (T)(s * (T)(i % 8)) + want;
    want = (T)(3 * (i % 8)) + want;
    bad += out[i] != want;
    sum += (double)out[i];
  }
  printf("%s: out[1]=%.2f out[77]=%.2f sum=%.2f\n", name, (double)out[1], (double)out[77], sum);
  return bad;
}

int main() {
  const int n = 256;
  int *isrc, *idst;
  float *fsrc, *fdst;
  cudaMalloc(&isrc, 64 * sizeof(int));
  cudaMalloc(&idst, n * sizeof(int));
  cudaMalloc(&fsrc, 64 * sizeof(float));
  cudaMalloc(&fdst, n * sizeof(float));
  int bad = check("int", isrc, idst, 5, -2, n);
  bad += check("float", fsrc, fdst, 1.25f, 0.5f, n);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
