// Converted to CRLF line endings by crlf-source.test.
#include <cstdio>

__global__ void square(int *p) {
  // The kernel's text is embedded as a C++ string: "a??=b\"c\\" too.
  int i = threadIdx.x;
  p[i] = i * i;
}

int main() {
  int *d;
  cudaMallocManaged(&d, 16 * sizeof(int));
  square<<<1, 16>>>(d);
  cudaDeviceSynchronize();
  printf("squares: %d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[15]);
  cudaFree(d);
  return 0;
}
