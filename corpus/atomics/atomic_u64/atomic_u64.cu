// 64-bit atomics on unsigned long long: atomicAdd of values that overflow
// 32 bits, atomicMax and atomicCAS. Dedicated program: the rest of the corpus
// stays in the 32-bit world that Metal supports natively.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void sum64(const unsigned int *x, int n, unsigned long long *total, unsigned long long *maxv,
                      unsigned long long *casSlot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long v = (unsigned long long)x[i] * 4096ull;
  atomicAdd(total, v);
  atomicMax(maxv, v);
  atomicCAS(casSlot, 0ull, 0x100000000ull + (unsigned long long)(i == 12345));
}

int main() {
  const int n = 200000;
  unsigned int *h = new unsigned int[n];
  unsigned long long want = 0, wantMax = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = 1000000u + (unsigned int)(i * 7u % 1000u);
    unsigned long long v = (unsigned long long)h[i] * 4096ull;
    want += v;
    wantMax = v > wantMax ? v : wantMax;
  }
  unsigned int *d;
  unsigned long long *dt, *dm, *dc;
  cudaMalloc(&d, n * sizeof(unsigned int));
  cudaMalloc(&dt, sizeof(unsigned long long));
  cudaMalloc(&dm, sizeof(unsigned long long));
  cudaMalloc(&dc, sizeof(unsigned long long));
  cudaMemcpy(d, h, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  cudaMemset(dt, 0, sizeof(unsigned long long));
  cudaMemset(dm, 0, sizeof(unsigned long long));
  cudaMemset(dc, 0, sizeof(unsigned long long));
  sum64<<<(n + 255) / 256, 256>>>(d, n, dt, dm, dc);
  unsigned long long t, m, c;
  cudaMemcpy(&t, dt, sizeof(t), cudaMemcpyDeviceToHost);
  cudaMemcpy(&m, dm, sizeof(m), cudaMemcpyDeviceToHost);
  cudaMemcpy(&c, dc, sizeof(c), cudaMemcpyDeviceToHost);
  printf("total=%llu max=%llu cas high word=%llu\n", t, m, c >> 32);
  printf("%s\n", (t == want && m == wantMax && (c >> 32) == 1) ? "PASS" : "FAIL");
  return 0;
}
