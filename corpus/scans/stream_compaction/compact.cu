// Stream compaction: flag kernel (predicate), block-local exclusive scan of
// flags with block counts, host scan of the counts, scatter kernel. Output
// order is stable, so it is deterministic.
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

__device__ bool keep(int v) { return (v % 3 == 0) || (v & 16); }

__global__ void scanFlags(const int *in, int *localIdx, int *blockCounts, int n) {
  __shared__ int s[BLOCK];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  int f = (g < n && keep(in[g])) ? 1 : 0;
  s[threadIdx.x] = f;
  __syncthreads();
  for (int off = 1; off < BLOCK; off <<= 1) {
    int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
    __syncthreads();
    s[threadIdx.x] += v;
    __syncthreads();
  }
  if (g < n)
    localIdx[g] = s[threadIdx.x] - f;
  if (threadIdx.x == BLOCK - 1)
    blockCounts[blockIdx.x] = s[BLOCK - 1];
}

__global__ void scatter(const int *in, const int *localIdx, const int *blockOffsets, int *out, int n) {
  int g = blockIdx.x * BLOCK + threadIdx.x;
  if (g < n && keep(in[g]))
    out[blockOffsets[blockIdx.x] + localIdx[g]] = in[g];
}

int main() {
  const int n = 123457, blocks = (n + BLOCK - 1) / BLOCK;
  int *h = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (int)((i * 1103515245u + 12345u) >> 12) % 100000;
  int *din, *dlocal, *dcounts, *doffsets, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dlocal, n * sizeof(int));
  cudaMalloc(&dcounts, blocks * sizeof(int));
  cudaMalloc(&doffsets, blocks * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  scanFlags<<<blocks, BLOCK>>>(din, dlocal, dcounts, n);
  int *counts = new int[blocks], *offsets = new int[blocks];
  cudaMemcpy(counts, dcounts, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  int total = 0;
  for (int b = 0; b < blocks; ++b) {
    offsets[b] = total;
    total += counts[b];
  }
  cudaMemcpy(doffsets, offsets, blocks * sizeof(int), cudaMemcpyHostToDevice);
  scatter<<<blocks, BLOCK>>>(din, dlocal, doffsets, dout, n);
  int *r = new int[total];
  cudaMemcpy(r, dout, total * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0, k = 0;
  for (int i = 0; i < n; ++i)
    if ((h[i] % 3 == 0) || (h[i] & 16)) {
      if (k >= total || r[k] != h[i])
        ++bad;
      ++k;
    }
  if (k != total)
    ++bad;
  unsigned int hash = 0;
  for (int i = 0; i < total; ++i)
    hash = hash * 31u + (unsigned int)r[i];
  printf("kept %d of %d, first=%d last=%d hash=%u\n", total, n, r[0], r[total - 1], hash);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
