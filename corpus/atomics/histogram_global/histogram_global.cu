// Histogram of float values into 100 bins straight in global memory with
// atomicAdd on unsigned int, bin index computed with floorf and clamped.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define BINS 100

__global__ void histo(const float *x, int n, float lo, float hi, unsigned int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int b = (int)floorf((x[i] - lo) / (hi - lo) * BINS);
  b = max(0, min(BINS - 1, b));
  atomicAdd(&bins[b], 1u);
}

int main() {
  const int n = 400000;
  float *h = new float[n];
  for (int i = 0; i < n; ++i) // values k/64 keep the binning exact
    h[i] = (float)((i * 37) % 6400) / 64.0f;
  float *d;
  unsigned int *db;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&db, BINS * sizeof(unsigned int));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(db, 0, BINS * sizeof(unsigned int));
  histo<<<(n + 255) / 256, 256>>>(d, n, 0.0f, 100.0f, db);
  unsigned int bins[BINS], ref[BINS] = {0};
  cudaMemcpy(bins, db, sizeof(bins), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    int b = (int)floorf((h[i] - 0.0f) / (100.0f - 0.0f) * BINS);
    b = b < 0 ? 0 : (b > BINS - 1 ? BINS - 1 : b);
    ref[b]++;
  }
  int bad = 0;
  for (int b = 0; b < BINS; ++b)
    if (bins[b] != ref[b])
      ++bad;
  printf("bins[0]=%u bins[50]=%u bins[99]=%u\n", bins[0], bins[50], bins[99]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
