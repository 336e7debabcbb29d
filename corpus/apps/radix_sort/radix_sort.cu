// LSD radix sort of unsigned keys with 4-bit digits: per pass, a block-level
// digit histogram with shared atomics, a host exclusive scan over
// (digit, block) counts, and a stable scatter where each block ranks its keys
// digit by digit with __syncthreads_count-free shared prefix counts. Values
// travel with their keys, so stability is checked too.
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define BLOCK 256
#define RADIX 16

__global__ void digitHistogram(const unsigned int *keys, int n, int shift, unsigned int *counts) {
  __shared__ unsigned int local[RADIX];
  if (threadIdx.x < RADIX)
    local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n)
    atomicAdd(&local[(keys[i] >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX)
    counts[threadIdx.x * gridDim.x + blockIdx.x] = local[threadIdx.x];
}

__global__ void scatter(const unsigned int *keys, const int *vals, unsigned int *outKeys, int *outVals, int n,
                        int shift, const unsigned int *offsets) {
  __shared__ int digits[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int d = i < n ? (int)((keys[i] >> shift) & (RADIX - 1)) : -1;
  digits[threadIdx.x] = d;
  __syncthreads();
  if (i >= n)
    return;
  // Stable rank: how many earlier keys of this block share my digit.
  int rank = 0;
  for (int t = 0; t < threadIdx.x; ++t)
    rank += digits[t] == d;
  unsigned int pos = offsets[d * gridDim.x + blockIdx.x] + rank;
  outKeys[pos] = keys[i];
  outVals[pos] = vals[i];
}

int main() {
  const int n = 40000, blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<unsigned int> keys(n);
  std::vector<int> vals(n);
  unsigned int st = 5u;
  for (int i = 0; i < n; ++i) {
    st = st * 1103515245u + 12345u;
    keys[i] = (st >> 8) & 0xffffu; // 16-bit keys: 4 passes, many duplicates
    vals[i] = i;
  }
  unsigned int *dk[2], *dCounts;
  int *dv[2];
  for (int b = 0; b < 2; ++b) {
    cudaMalloc(&dk[b], n * sizeof(unsigned int));
    cudaMalloc(&dv[b], n * sizeof(int));
  }
  cudaMalloc(&dCounts, RADIX * blocks * sizeof(unsigned int));
  cudaMemcpy(dk[0], keys.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  cudaMemcpy(dv[0], vals.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  std::vector<unsigned int> counts(RADIX * blocks);
  int cur = 0;
  for (int shift = 0; shift < 16; shift += 4) {
    digitHistogram<<<blocks, BLOCK>>>(dk[cur], n, shift, dCounts);
    cudaMemcpy(counts.data(), dCounts, counts.size() * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    unsigned int running = 0;
    for (auto &c : counts) { // digit-major order: exclusive scan gives offsets
      unsigned int v = c;
      c = running;
      running += v;
    }
    cudaMemcpy(dCounts, counts.data(), counts.size() * sizeof(unsigned int), cudaMemcpyHostToDevice);
    scatter<<<blocks, BLOCK>>>(dk[cur], dv[cur], dk[1 - cur], dv[1 - cur], n, shift, dCounts);
    cur = 1 - cur;
  }
  std::vector<unsigned int> sortedKeys(n);
  std::vector<int> sortedVals(n);
  cudaMemcpy(sortedKeys.data(), dk[cur], n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  cudaMemcpy(sortedVals.data(), dv[cur], n * sizeof(int), cudaMemcpyDeviceToHost);
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] < keys[b]; });
  int bad = 0;
  unsigned int hash = 0;
  for (int i = 0; i < n; ++i) {
    if (sortedKeys[i] != keys[order[i]] || sortedVals[i] != order[i])
      ++bad;
    hash = hash * 16777619u ^ (sortedKeys[i] * 65536u + (unsigned int)sortedVals[i]);
  }
  printf("n=%d min=%u median=%u max=%u hash=%08x\n", n, sortedKeys[0], sortedKeys[n / 2], sortedKeys[n - 1], hash);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
