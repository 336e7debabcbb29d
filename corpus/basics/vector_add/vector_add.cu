// Elementwise vector addition: 1D grid with a bounds check, size from argv,
// exact float results compared with a host reference.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  size_t bytes = n * sizeof(float);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    ha[i] = i * 0.5f;
    hb[i] = (n - i) * 0.25f;
  }
  float *da, *db, *dc;
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice);
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vecAdd<<<blocks, threads>>>(da, db, dc, n);
  cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    if (hc[i] != ha[i] + hb[i])
      ++bad;
    sum += hc[i];
  }
  printf("n=%d blocks=%d threads=%d\n", n, blocks, threads);
  printf("c[0]=%.2f c[n/2]=%.2f c[n-1]=%.2f\n", hc[0], hc[n / 2], hc[n - 1]);
  printf("sum=%.2f\n", sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  free(ha);
  free(hb);
  free(hc);
  return bad ? 1 : 0;
}
