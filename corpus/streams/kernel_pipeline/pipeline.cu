// Several kernels in one program, chained on one stream without host
// synchronisation in between: generate, normalise by a reduced maximum,
// threshold, count; the only sync is the final blocking copy.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void generate(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = (float)((i * 7) % 1024);
}

__global__ void maxReduce(const float *x, int n, unsigned int *maxBits) {
  __shared__ float s[256];
  float m = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    m = fmaxf(m, x[i]);
  s[threadIdx.x] = m;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] = fmaxf(s[threadIdx.x], s[threadIdx.x + st]);
    __syncthreads();
  }
  // Non-negative floats order like their bit patterns.
  if (threadIdx.x == 0)
    atomicMax(maxBits, __float_as_uint(s[0]));
}

__global__ void normalize(float *x, int n, const unsigned int *maxBits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float m = __uint_as_float(*maxBits);
  if (i < n)
    x[i] = x[i] / m;
}

__global__ void countAbove(const float *x, int n, float t, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] > t)
    atomicAdd(count, 1);
}

int main() {
  const int n = 250000;
  float *x;
  unsigned int *maxBits;
  int *count;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&maxBits, sizeof(unsigned int));
  cudaMalloc(&count, sizeof(int));
  cudaMemsetAsync(maxBits, 0, sizeof(unsigned int), s);
  cudaMemsetAsync(count, 0, sizeof(int), s);
  int blocks = (n + 255) / 256;
  generate<<<blocks, 256, 0, s>>>(x, n);
  maxReduce<<<32, 256, 0, s>>>(x, n, maxBits);
  normalize<<<blocks, 256, 0, s>>>(x, n, maxBits);
  countAbove<<<blocks, 256, 0, s>>>(x, n, 0.5f, count);
  int got = 0;
  unsigned int mb = 0;
  cudaMemcpyAsync(&got, count, sizeof(int), cudaMemcpyDeviceToHost, s);
  cudaMemcpyAsync(&mb, maxBits, sizeof(unsigned int), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  float m;
  memcpy(&m, &mb, sizeof(m));
  int want = 0;
  for (int i = 0; i < n; ++i)
    want += (float)((i * 7) % 1024) / 1023.0f > 0.5f;
  printf("max=%.1f above=%d expected=%d\n", m, got, want);
  printf("%s\n", got == want ? "PASS" : "FAIL");
  cudaStreamDestroy(s);
  return 0;
}
