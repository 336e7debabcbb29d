// Work-efficient exclusive scan (Blelloch up-sweep / down-sweep), each block
// scanning 1024 elements with 512 threads; unsigned arithmetic.
#include <cstdio>
#include <cuda_runtime.h>

#define ELEMS 1024

__global__ void blellochScan(const unsigned int *in, unsigned int *out) {
  __shared__ unsigned int temp[ELEMS];
  int t = threadIdx.x;
  int base = blockIdx.x * ELEMS;
  temp[2 * t] = in[base + 2 * t];
  temp[2 * t + 1] = in[base + 2 * t + 1];
  int offset = 1;
  for (int d = ELEMS >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0)
    temp[ELEMS - 1] = 0;
  for (int d = 1; d < ELEMS; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      unsigned int v = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += v;
    }
  }
  __syncthreads();
  out[base + 2 * t] = temp[2 * t];
  out[base + 2 * t + 1] = temp[2 * t + 1];
}

int main() {
  const int blocks = 128, n = blocks * ELEMS;
  unsigned int *h = new unsigned int[n], *r = new unsigned int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 2654435761u) >> 28;
  unsigned int *din, *dout;
  cudaMalloc(&din, n * sizeof(unsigned int));
  cudaMalloc(&dout, n * sizeof(unsigned int));
  cudaMemcpy(din, h, n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  blellochScan<<<blocks, ELEMS / 2>>>(din, dout);
  cudaMemcpy(r, dout, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  int bad = 0;
  unsigned int hash = 0;
  for (int b = 0; b < blocks; ++b) {
    unsigned int acc = 0;
    for (int i = 0; i < ELEMS; ++i) {
      if (r[b * ELEMS + i] != acc)
        ++bad;
      acc += h[b * ELEMS + i];
    }
  }
  for (int i = 0; i < n; ++i)
    hash = hash * 1000003u ^ r[i];
  printf("r[1]=%u r[1023]=%u r[1025]=%u hash=%08x\n", r[1], r[1023], r[1025], hash);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
