// Bitonic sort: each block sorts 1024 keys in shared memory (the classic
// j/k double loop with __syncthreads), then a global bitonic merge network of
// kernel launches sorts the whole array; keys with duplicates and negatives.
#include <algorithm>
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK_KEYS 1024

__global__ void sortBlocks(int *keys) {
  __shared__ int s[BLOCK_KEYS];
  int base = blockIdx.x * BLOCK_KEYS;
  int t = threadIdx.x;
  s[t] = keys[base + t];
  s[t + 512] = keys[base + t + 512];
  __syncthreads();
  for (int k = 2; k <= BLOCK_KEYS; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      for (int i = t; i < BLOCK_KEYS; i += 512) {
        int partner = i ^ j;
        if (partner > i) {
          // Direction by the global index so the blocks form a bitonic whole.
          bool ascending = ((base + i) & k) == 0;
          if ((s[i] > s[partner]) == ascending) {
            int tmp = s[i];
            s[i] = s[partner];
            s[partner] = tmp;
          }
        }
      }
      __syncthreads();
    }
  }
  keys[base + t] = s[t];
  keys[base + t + 512] = s[t + 512];
}

__global__ void mergeStep(int *keys, int j, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int partner = i ^ j;
  if (partner > i) {
    bool ascending = (i & k) == 0;
    if ((keys[i] > keys[partner]) == ascending) {
      int tmp = keys[i];
      keys[i] = keys[partner];
      keys[partner] = tmp;
    }
  }
}

int main() {
  const int n = 1 << 16;
  int *h = new int[n], *ref = new int[n];
  unsigned int st = 99u;
  for (int i = 0; i < n; ++i) {
    st = st * 1664525u + 1013904223u;
    h[i] = (int)(st >> 16) % 5000 - 2500;
    ref[i] = h[i];
  }
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  sortBlocks<<<n / BLOCK_KEYS, 512>>>(d);
  int launches = 0;
  for (int k = 2 * BLOCK_KEYS; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      mergeStep<<<n / 256, 256>>>(d, j, k);
      ++launches;
    }
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::sort(ref, ref + n);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (h[i] != ref[i])
      ++bad;
  printf("n=%d merge launches=%d first=%d median=%d last=%d\n", n, launches, h[0], h[n / 2], h[n - 1]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
