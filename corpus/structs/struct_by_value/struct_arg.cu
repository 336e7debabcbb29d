// Structs passed by value as kernel arguments: a parameter block mixing
// int, float, unsigned char and a nested struct, alignment padding included,
// and a struct returned from a __device__ function.
#include <cstdio>
#include <cuda_runtime.h>

struct Range {
  float lo, hi;
};

struct Params {
  int n;
  float scale;
  unsigned char mode;
  Range clamp;
  int offsets[4];
};

struct Pair {
  float value;
  int bucket;
};

__device__ Pair apply(const Params &p, float x, int i) {
  float v = x * p.scale + (float)p.offsets[i % 4];
  if (p.mode == 1)
    v = fminf(fmaxf(v, p.clamp.lo), p.clamp.hi);
  Pair r = {v, (int)floorf(v) % 10};
  return r;
}

__global__ void transform(Params p, const float *in, float *out, int *buckets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  Pair r = apply(p, in[i], i);
  out[i] = r.value;
  buckets[i] = r.bucket;
}

int main() {
  const int n = 10000;
  float *h = new float[n], *r = new float[n];
  int *b = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 50) * 0.5f;
  float *din, *dout;
  int *db;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&db, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  Params p;
  p.n = n;
  p.scale = 2.0f;
  p.mode = 1;
  p.clamp.lo = 3.0f;
  p.clamp.hi = 40.0f;
  for (int k = 0; k < 4; ++k)
    p.offsets[k] = k * 3 - 1;
  transform<<<(n + 255) / 256, 256>>>(p, din, dout, db);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(b, db, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0, hist[10] = {0};
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    float v = h[i] * p.scale + (float)p.offsets[i % 4];
    v = v < 3.0f ? 3.0f : (v > 40.0f ? 40.0f : v);
    if (r[i] != v || b[i] != (int)v % 10)
      ++bad;
    sum += r[i];
    hist[b[i]]++;
  }
  printf("sizeof(Params)=%d sum=%.1f\n", (int)sizeof(Params), sum);
  printf("buckets:");
  for (int k = 0; k < 10; ++k)
    printf(" %d", hist[k]);
  printf("\n%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
