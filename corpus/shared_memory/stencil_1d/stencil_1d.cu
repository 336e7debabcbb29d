// 1D stencil of radius 3 with a shared-memory tile plus halo cells loaded by
// the first RADIUS threads of each block; integer data, exact result.
#include <cstdio>
#include <cuda_runtime.h>

#define RADIUS 3
#define BLOCK 256

__global__ void stencil(const int *in, int *out, int n) {
  __shared__ int temp[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  temp[l] = g < n ? in[g] : 0;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS;
    int right = g + BLOCK;
    temp[l - RADIUS] = left >= 0 && left < n ? in[left] : 0;
    temp[l + BLOCK] = right < n ? in[right] : 0;
  }
  __syncthreads();
  if (g >= n)
    return;
  int result = 0;
  for (int off = -RADIUS; off <= RADIUS; ++off)
    result += temp[l + off] * (off + RADIUS + 1);
  out[g] = result;
}

int main() {
  const int n = 100003;
  int *h = new int[n], *r = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 17) % 23 - 11;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  stencil<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(din, dout, n);
  cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int want = 0;
    for (int off = -RADIUS; off <= RADIUS; ++off) {
      int j = i + off;
      want += (j >= 0 && j < n ? h[j] : 0) * (off + RADIUS + 1);
    }
    if (r[i] != want)
      ++bad;
    sum += (long long)r[i] * (i % 7);
  }
  printf("out[0]=%d out[255]=%d out[256]=%d out[n-1]=%d\n", r[0], r[255], r[256], r[n - 1]);
  printf("weighted sum=%lld\n", sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  delete[] h;
  delete[] r;
  return 0;
}
