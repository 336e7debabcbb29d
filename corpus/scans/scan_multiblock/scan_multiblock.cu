// Scan of a large array in three kernels: per-block inclusive scans that also
// emit block totals, a scan of the block totals, and a uniform add of each
// block's offset. Element count from argv.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void blockScan(const int *in, int *out, int *blockSums, int n) {
  __shared__ int s[BLOCK];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = g < n ? in[g] : 0;
  __syncthreads();
  for (int off = 1; off < BLOCK; off <<= 1) {
    int v = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
    __syncthreads();
    s[threadIdx.x] += v;
    __syncthreads();
  }
  if (g < n)
    out[g] = s[threadIdx.x];
  if (blockSums && threadIdx.x == BLOCK - 1)
    blockSums[blockIdx.x] = s[BLOCK - 1];
}

__global__ void addOffsets(int *data, const int *scannedSums, int n) {
  int g = blockIdx.x * BLOCK + threadIdx.x;
  if (blockIdx.x > 0 && g < n)
    data[g] += scannedSums[blockIdx.x - 1];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 60000;
  int blocks = (n + BLOCK - 1) / BLOCK;
  if (blocks > BLOCK) {
    printf("n too large for a two-level scan\n");
    return 1;
  }
  int *h = new int[n], *r = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i % 11) - 4;
  int *din, *dout, *dsums, *dsumsScanned;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&dsums, blocks * sizeof(int));
  cudaMalloc(&dsumsScanned, blocks * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  blockScan<<<blocks, BLOCK>>>(din, dout, dsums, n);
  blockScan<<<1, BLOCK>>>(dsums, dsumsScanned, nullptr, blocks);
  addOffsets<<<blocks, BLOCK>>>(dout, dsumsScanned, n);
  cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0, acc = 0;
  for (int i = 0; i < n; ++i) {
    acc += h[i];
    if (r[i] != acc)
      ++bad;
  }
  printf("n=%d blocks=%d r[255]=%d r[256]=%d r[n-1]=%d\n", n, blocks, r[255], r[256], r[n - 1]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
