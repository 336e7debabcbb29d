// 64-bit bitwise atomics on unsigned long long: atomicOr, atomicXor and
// atomicAnd with their return values unused, in global memory and on a
// shared-memory word per block, with masks that reach above bit 31. Uses
// unsigned long long on purpose (like atomics/atomic_u64); the final words
// do not depend on the order of the updates.
#include <cstdio>
#include <cuda_runtime.h>

__host__ __device__ unsigned long long pattern(unsigned int i) {
  unsigned long long v = (unsigned long long)(i * 2654435761u);
  return (v << 29) ^ (v * 0x9e3779b9ull) ^ ((unsigned long long)i << 40);
}

__global__ void bitwise(unsigned long long *words, unsigned long long *perBlock, int n) {
  __shared__ unsigned long long blockOr;
  if (threadIdx.x == 0)
    blockOr = 0ull;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned long long p = pattern((unsigned int)i);
    if (i % 97 == 0)
      atomicOr(&words[0], 1ull << ((i / 97 * 5) % 64));
    atomicXor(&words[1], p);
    if (i % 151 == 1)
      atomicAnd(&words[2], ~(1ull << ((i * 7) % 64)));
    if (i % 41 == 0)
      atomicOr(&blockOr, p & 0xff000000ff000000ull);
  }
  __syncthreads();
  if (threadIdx.x == 0)
    perBlock[blockIdx.x] = blockOr;
}

int main() {
  const int n = 3000, threads = 256, blocks = (n + threads - 1) / threads;
  unsigned long long init[3] = {0ull, 0x0123456789abcdefull, ~0ull};
  unsigned long long *dw, *db;
  cudaMalloc(&dw, sizeof(init));
  cudaMalloc(&db, blocks * sizeof(unsigned long long));
  cudaMemcpy(dw, init, sizeof(init), cudaMemcpyHostToDevice);
  bitwise<<<blocks, threads>>>(dw, db, n);
  unsigned long long w[3], pb[blocks];
  cudaMemcpy(w, dw, sizeof(w), cudaMemcpyDeviceToHost);
  cudaMemcpy(pb, db, sizeof(pb), cudaMemcpyDeviceToHost);
  unsigned long long want[3] = {init[0], init[1], init[2]};
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    unsigned long long wo = 0ull;
    for (int t = 0; t < threads; ++t) {
      int i = b * threads + t;
      if (i >= n)
        break;
      unsigned long long p = pattern((unsigned int)i);
      if (i % 97 == 0)
        want[0] |= 1ull << ((i / 97 * 5) % 64);
      want[1] ^= p;
      if (i % 151 == 1)
        want[2] &= ~(1ull << ((i * 7) % 64));
      if (i % 41 == 0)
        wo |= p & 0xff000000ff000000ull;
    }
    bad += pb[b] != wo;
    if (b < 3)
      printf("block %d or=%016llx\n", b, pb[b]);
  }
  for (int k = 0; k < 3; ++k) {
    bad += w[k] != want[k];
    printf("word %d = %016llx\n", k, w[k]);
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
