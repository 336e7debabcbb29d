// Kernels launched without the <<<>>> syntax: cudaLaunchKernel with an
// argument-pointer array (scalars, a pointer and a struct), on the legacy
// default stream, on cudaStreamPerThread and on a stream created with
// cudaStreamCreateWithPriority; plus many back-to-back tiny launches.
#include <cstdio>
#include <cuda_runtime.h>

struct Scale {
  int mul;
  int add;
};

__global__ void apply(int *data, int n, Scale s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = data[i] * s.mul + s.add;
}

__global__ void increment(int *data) { data[threadIdx.x] += 1; }

int main() {
  const int n = 1000;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  int count = n;
  Scale s = {3, 2};
  void *args[] = {&d, &count, &s};
  cudaError_t e1 = cudaLaunchKernel((const void *)apply, dim3((n + 127) / 128), dim3(128), args, 0, 0);
  s.mul = 2;
  s.add = -1;
  cudaError_t e2 = cudaLaunchKernel((const void *)apply, dim3((n + 255) / 256), dim3(256), args, 0, cudaStreamPerThread);
  cudaStreamSynchronize(cudaStreamPerThread);
  int leastPriority = 0, greatestPriority = 0;
  cudaDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority);
  cudaStream_t high;
  cudaError_t e3 = cudaStreamCreateWithPriority(&high, cudaStreamNonBlocking, greatestPriority);
  for (int k = 0; k < 200; ++k)
    increment<<<1, 64, 0, high>>>(d);
  cudaStreamSynchronize(high);
  int h[n];
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int want = (0 * 3 + 2) * 2 - 1 + (i < 64 ? 200 : 0);
    if (h[i] != want)
      ++bad;
    sum += h[i];
  }
  printf("cudaLaunchKernel: %s %s, stream with priority: %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2),
         cudaGetErrorName(e3));
  printf("priority range ordered: %s\n", greatestPriority <= leastPriority ? "yes" : "no");
  printf("h[0]=%d h[63]=%d h[64]=%d sum=%lld\n", h[0], h[63], h[64], sum);
  cudaStreamDestroy(high);
  cudaFree(d);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
