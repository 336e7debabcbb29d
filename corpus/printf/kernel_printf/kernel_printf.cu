// printf inside kernels: integer, unsigned, hex, octal, char, string,
// float formats with width/precision/flags, %%, values computed on the
// device, and output from several threads and blocks. Launches are kept
// small and serialised so the output order is defined: one thread per
// launch, or lanes of a single warp (printed in lane order).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void formats(int i, unsigned int u, float f, const char *s) {
  printf("int %d %i %5d|%-5d|%05d\n", i, -i, i, i, i);
  printf("unsigned %u hex %x %X %#x octal %o\n", u, u, u, u, u);
  printf("float %f %.2f %10.4f|%-10.1f|%e %.3E %g %g\n", f, f, f, f, f, f, f, f * 1e-6f);
  printf("char %c%c%c string [%s] [%10s] [%-6s] percent 100%%\n", 'C', 'U', 'D', s, s, "ab");
}

__global__ void perThread(const int *data) {
  int t = threadIdx.x;
  printf("block %d thread %d data %d square %d\n", blockIdx.x, t, data[t], data[t] * data[t]);
}

__global__ void computed(float x) {
  float y = x * x + 0.5f;
  int k = (int)y;
  printf("computed y=%.3f k=%d bits=%08x\n", y, k, __float_as_uint(y));
}

int main() {
  const char hostText[] = "metal";
  char *ds;
  cudaMalloc(&ds, sizeof(hostText));
  cudaMemcpy(ds, hostText, sizeof(hostText), cudaMemcpyHostToDevice);
  printf("host: before kernels\n");
  fflush(stdout);
  formats<<<1, 1>>>(42, 3735928559u, 3.14159f, ds);
  cudaDeviceSynchronize();
  int h[8] = {3, 1, 4, 1, 5, 9, 2, 6}, *dd;
  cudaMalloc(&dd, sizeof(h));
  cudaMemcpy(dd, h, sizeof(h), cudaMemcpyHostToDevice);
  perThread<<<1, 8>>>(dd);
  cudaDeviceSynchronize();
  for (int b = 0; b < 3; ++b) {
    computed<<<1, 1>>>(1.5f + b);
    cudaDeviceSynchronize();
  }
  printf("host: after kernels\n");
  return 0;
}
