// Memory API round trips: cudaMemset (byte pattern), device-to-device
// cudaMemcpy, cudaMemcpyDefault, copies at an offset into an allocation, and
// cudaMemcpy2D with a cudaMallocPitch allocation.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void addOne(unsigned char *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}

__global__ void rowIndex(float *base, size_t pitch, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x < width && y < height) {
    float *row = (float *)((char *)base + y * pitch);
    row[x] = y * 100.0f + x;
  }
}

int main() {
  const int n = 5000;
  unsigned char *a, *b;
  cudaMalloc(&a, n);
  cudaMalloc(&b, n);
  cudaMemset(a, 0x2A, n);
  cudaMemset(a + 1000, 0x01, 500);
  addOne<<<(n + 127) / 128, 128>>>(a, n);
  cudaMemcpy(b, a, n, cudaMemcpyDeviceToDevice);
  unsigned char *h = (unsigned char *)malloc(n);
  cudaMemcpy(h, b, n, cudaMemcpyDefault);
  unsigned int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += h[i];
  printf("h[0]=%d h[1200]=%d h[1500]=%d sum=%u\n", h[0], h[1200], h[1500], sum);

  // Copy into the middle of an allocation and read back a window.
  int hv[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int *dv;
  cudaMalloc(&dv, 32 * sizeof(int));
  cudaMemset(dv, 0, 32 * sizeof(int));
  cudaMemcpy(dv + 12, hv, sizeof(hv), cudaMemcpyHostToDevice);
  int back[16];
  cudaMemcpy(back, dv + 8, sizeof(back), cudaMemcpyDeviceToHost);
  printf("window:");
  for (int i = 0; i < 16; ++i)
    printf(" %d", back[i]);
  printf("\n");

  // Pitched 2D allocation.
  const int width = 70, height = 9;
  float *dp;
  size_t pitch = 0;
  cudaMallocPitch((void **)&dp, &pitch, width * sizeof(float), height);
  rowIndex<<<dim3(1, height), 128>>>(dp, pitch, width, height);
  float *hp = (float *)malloc(width * height * sizeof(float));
  cudaMemcpy2D(hp, width * sizeof(float), dp, pitch, width * sizeof(float), height,
               cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      if (hp[y * width + x] != y * 100.0f + x)
        ++bad;
  printf("pitch>=row: %s, pitched last=%.1f\n", pitch >= width * sizeof(float) ? "yes" : "no",
         hp[width * height - 1]);
  bool ok = bad == 0 && h[0] == 0x2B && h[1200] == 2 && back[4] == 1 && back[11] == 8;
  printf("%s\n", ok ? "PASS" : "FAIL");
  cudaFree(a);
  cudaFree(b);
  cudaFree(dv);
  cudaFree(dp);
  free(h);
  free(hp);
  return 0;
}
