// Unified memory: cudaMallocManaged buffers written on the host, updated by
// two kernels, read back on the host after cudaDeviceSynchronize.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * v[i];
}

__global__ void addIndex(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += i;
}

int main() {
  const int n = 20000;
  int *v = nullptr;
  if (cudaMallocManaged(&v, n * sizeof(int)) != cudaSuccess) {
    printf("cudaMallocManaged failed\n");
    return 1;
  }
  for (int i = 0; i < n; ++i)
    v[i] = i % 100;
  square<<<(n + 255) / 256, 256>>>(v, n);
  addIndex<<<(n + 255) / 256, 256>>>(v, n);
  cudaDeviceSynchronize();
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    if (v[i] != (i % 100) * (i % 100) + i)
      ++bad;
    sum += v[i];
  }
  printf("v[7]=%d v[12345]=%d sum=%lld\n", v[7], v[12345], sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(v);
  return 0;
}
