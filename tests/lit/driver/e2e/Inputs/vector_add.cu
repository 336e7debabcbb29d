// vector_add for the driver tests: argv[1] elements; a second argument
// makes the program exit with 3 (to check exit code forwarding).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t Err = (call);                                              \
    if (Err != cudaSuccess) {                                              \
      printf("%s: %s\n", #call, cudaGetErrorString(Err));                  \
      return 1;                                                            \
    }                                                                      \
  } while (0)

__global__ void add(int n, const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  size_t bytes = n * sizeof(float);
  float *a, *b, *c;
  CHECK(cudaMallocManaged(&a, bytes));
  CHECK(cudaMallocManaged(&b, bytes));
  CHECK(cudaMallocManaged(&c, bytes));
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 2 * i;
  }
  add<<<(n + 255) / 256, 256>>>(n, a, b, c);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += c[i];
  printf("n=%d sum=%.0f\n", n, sum);
  add<<<1, 0>>>(n, a, b, c);
  printf("<<<1, 0>>>: %s\n", cudaGetErrorString(cudaGetLastError()));
  add<<<2, 2048>>>(n, a, b, c);
  printf("<<<2, 2048>>>: %s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return argc > 2 ? 3 : 0;
}
