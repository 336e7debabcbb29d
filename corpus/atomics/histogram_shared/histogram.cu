// 256-bin byte histogram privatised per block in shared memory with shared
// atomicAdd, then merged into the global histogram with global atomicAdd.
#include <cstdio>
#include <cuda_runtime.h>

#define BINS 256

__global__ void histogramShared(const unsigned char *data, int n, unsigned int *hist) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b])
      atomicAdd(&hist[b], local[b]);
}

int main() {
  const int n = 1 << 20;
  unsigned char *h = new unsigned char[n];
  unsigned int state = 7u;
  for (int i = 0; i < n; ++i) {
    state = state * 1103515245u + 12345u;
    // Skewed distribution: many hits on a few bins stresses contention.
    unsigned int r = state >> 16;
    h[i] = (r % 4 == 0) ? (unsigned char)(r % 8) : (unsigned char)(r >> 3);
  }
  unsigned char *d;
  unsigned int *dh;
  cudaMalloc(&d, n);
  cudaMalloc(&dh, BINS * sizeof(unsigned int));
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  cudaMemset(dh, 0, BINS * sizeof(unsigned int));
  histogramShared<<<60, 256>>>(d, n, dh);
  unsigned int hist[BINS], ref[BINS] = {0};
  cudaMemcpy(hist, dh, sizeof(hist), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    ref[h[i]]++;
  int bad = 0;
  unsigned int total = 0;
  for (int b = 0; b < BINS; ++b) {
    if (hist[b] != ref[b])
      ++bad;
    total += hist[b];
  }
  printf("total=%u bin0=%u bin7=%u bin8=%u bin255=%u\n", total, hist[0], hist[7], hist[8], hist[255]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
