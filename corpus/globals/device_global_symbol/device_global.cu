// __device__ globals: a counter incremented by kernels with atomicAdd, an
// array written by one kernel and read by another, host access through
// cudaMemcpyToSymbol / cudaMemcpyFromSymbol and through a pointer obtained
// with cudaGetSymbolAddress (used as an ordinary kernel argument).
#include <cstdio>
#include <cuda_runtime.h>

__device__ unsigned int hits;
__device__ int table[256];
__device__ float scale = 1.5f;

__global__ void fillTable() {
  int i = threadIdx.x;
  table[i] = i * i;
  atomicAdd(&hits, 1u);
}

__global__ void useTable(const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = table[idx[i] & 255] * scale;
    atomicAdd(&hits, 1u);
  }
}

__global__ void bumpThroughPointer(int *t, int n) {
  int i = threadIdx.x;
  if (i < n)
    t[i] += 1000;
}

int main() {
  const int n = 5000;
  unsigned int zero = 0;
  cudaMemcpyToSymbol(hits, &zero, sizeof(zero));
  float s = 0.5f;
  cudaMemcpyToSymbol(scale, &s, sizeof(float));
  fillTable<<<1, 256>>>();
  int *idx = new int[n];
  for (int i = 0; i < n; ++i)
    idx[i] = i * 13;
  int *didx;
  float *dout, *out = new float[n];
  cudaMalloc(&didx, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(didx, idx, n * sizeof(int), cudaMemcpyHostToDevice);
  useTable<<<(n + 127) / 128, 128>>>(didx, dout, n);
  int *tablePtr = nullptr;
  cudaGetSymbolAddress((void **)&tablePtr, table);
  bumpThroughPointer<<<1, 256>>>(tablePtr + 16, 8);
  unsigned int h = 0;
  int t[256];
  cudaMemcpyFromSymbol(&h, hits, sizeof(h));
  cudaMemcpyFromSymbol(t, table, sizeof(t));
  int tail[4];
  cudaMemcpyFromSymbol(tail, table, sizeof(tail), 252 * sizeof(int));
  cudaMemcpy(out, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    int k = (i * 13) & 255;
    if (out[i] != (float)(k * k) * 0.5f)
      ++bad;
    sum += out[i];
  }
  for (int i = 0; i < 256; ++i)
    if (t[i] != i * i + (i >= 16 && i < 24 ? 1000 : 0))
      ++bad;
  printf("hits=%u t[15]=%d t[16]=%d t[23]=%d t[24]=%d tail=%d %d %d %d sum=%.1f\n", h, t[15], t[16], t[23], t[24],
         tail[0], tail[1], tail[2], tail[3], sum);
  printf("%s\n", (bad == 0 && h == 256 + n) ? "PASS" : "FAIL");
  return 0;
}
