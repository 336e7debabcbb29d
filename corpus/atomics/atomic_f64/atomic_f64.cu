// 64-bit atomics that Metal has no instruction for: atomicAdd on double into
// a histogram (many addresses) and into one global total, per-block partial
// sums in shared memory, the classic double add built on 64-bit atomicCAS,
// atomicExch on a 64-bit slot and signed 64-bit atomicMin/atomicMax whose old
// value is used. Weights are multiples of 1/8 far below 2^53, so every order
// of the additions gives the same exact sums and the output is deterministic.
#include <cstdio>
#include <cuda_runtime.h>

__device__ double addThroughCas(double *address, double value) {
  unsigned long long *word = (unsigned long long *)address;
  unsigned long long seen = *word, expected;
  do {
    expected = seen;
    seen = atomicCAS(word, expected, __double_as_longlong(value + __longlong_as_double(expected)));
  } while (expected != seen);
  return __longlong_as_double(seen);
}

__global__ void weigh(const int *keys, const double *weights, int n, double *bins, int numBins, double *total,
                      double *casTotal, double *blockTotals) {
  __shared__ double partial;
  if (threadIdx.x == 0)
    partial = 0.0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double w = weights[i];
    atomicAdd(&bins[keys[i] % numBins], w);
    atomicAdd(total, w);
    addThroughCas(casTotal, w);
    atomicAdd(&partial, w);
  }
  __syncthreads();
  if (threadIdx.x == 0)
    blockTotals[blockIdx.x] = partial;
}

__global__ void extremes(const int *keys, int n, long long *lowest, long long *highest, unsigned long long *slot,
                         unsigned int *raises, unsigned int *fromZero) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long v = ((long long)keys[i] - 500000) * 3000000000ll;
  atomicMin(lowest, v);
  if (atomicMax(highest, v) < v)
    atomicAdd(raises, 1u);
  if (atomicExch(slot, 0x500000000ull + (unsigned long long)i) == 0)
    atomicAdd(fromZero, 1u);
}

int main() {
  const int n = 1 << 18, numBins = 1021, threads = 256, blocks = (n + threads - 1) / threads;
  int *hKeys = new int[n];
  double *hWeights = new double[n];
  double *wantBins = new double[numBins]();
  double wantTotal = 0;
  long long wantLow = 0x7fffffffffffffffll, wantHigh = -0x7fffffffffffffffll - 1;
  for (int i = 0; i < n; ++i) {
    hKeys[i] = (int)((i * 2654435761u) % 1000003u);
    hWeights[i] = (double)(hKeys[i] % 977) / 8.0 - 40.0;
    wantBins[hKeys[i] % numBins] += hWeights[i];
    wantTotal += hWeights[i];
    long long v = ((long long)hKeys[i] - 500000) * 3000000000ll;
    wantLow = v < wantLow ? v : wantLow;
    wantHigh = v > wantHigh ? v : wantHigh;
  }
  int *keys;
  double *weights, *bins, *totals, *blockTotals;
  long long *ext;
  unsigned long long *slot;
  unsigned int *counts;
  cudaMalloc(&keys, n * sizeof(int));
  cudaMalloc(&weights, n * sizeof(double));
  cudaMalloc(&bins, numBins * sizeof(double));
  cudaMalloc(&totals, 2 * sizeof(double));
  cudaMalloc(&blockTotals, blocks * sizeof(double));
  cudaMalloc(&ext, 2 * sizeof(long long));
  cudaMalloc(&slot, sizeof(unsigned long long));
  cudaMalloc(&counts, 2 * sizeof(unsigned int));
  cudaMemcpy(keys, hKeys, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(weights, hWeights, n * sizeof(double), cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, numBins * sizeof(double));
  cudaMemset(totals, 0, 2 * sizeof(double));
  long long init[2] = {wantHigh, wantLow};
  cudaMemcpy(ext, init, sizeof(init), cudaMemcpyHostToDevice);
  cudaMemset(slot, 0, sizeof(unsigned long long));
  cudaMemset(counts, 0, 2 * sizeof(unsigned int));
  weigh<<<blocks, threads>>>(keys, weights, n, bins, numBins, totals, totals + 1, blockTotals);
  extremes<<<blocks, threads>>>(keys, n, ext, ext + 1, slot, counts, counts + 1);

  double *gotBins = new double[numBins], *gotBlocks = new double[blocks], gotTotals[2];
  long long gotExt[2];
  unsigned long long gotSlot;
  unsigned int gotCounts[2];
  cudaMemcpy(gotBins, bins, numBins * sizeof(double), cudaMemcpyDeviceToHost);
  cudaMemcpy(gotBlocks, blockTotals, blocks * sizeof(double), cudaMemcpyDeviceToHost);
  cudaMemcpy(gotTotals, totals, sizeof(gotTotals), cudaMemcpyDeviceToHost);
  cudaMemcpy(gotExt, ext, sizeof(gotExt), cudaMemcpyDeviceToHost);
  cudaMemcpy(&gotSlot, slot, sizeof(gotSlot), cudaMemcpyDeviceToHost);
  cudaMemcpy(gotCounts, counts, sizeof(gotCounts), cudaMemcpyDeviceToHost);

  int badBins = 0;
  for (int b = 0; b < numBins; ++b)
    badBins += gotBins[b] != wantBins[b];
  double blockSum = 0;
  for (int b = 0; b < blocks; ++b)
    blockSum += gotBlocks[b];
  printf("total %.17g cas-total %.17g block totals %.17g\n", gotTotals[0], gotTotals[1], blockSum);
  printf("bins %.17g %.17g %.17g, wrong bins %d\n", gotBins[0], gotBins[500], gotBins[numBins - 1], badBins);
  printf("lowest %lld highest %lld\n", gotExt[0], gotExt[1]);
  printf("slot high word %llu, exchanges from zero %u, max raised %s\n", gotSlot >> 32, gotCounts[1],
         gotCounts[0] >= 1 ? "yes" : "no");
  bool ok = gotTotals[0] == wantTotal && gotTotals[1] == wantTotal && blockSum == wantTotal && badBins == 0 &&
            gotExt[0] == wantLow && gotExt[1] == wantHigh && (gotSlot >> 32) == 5 && gotCounts[1] == 1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
