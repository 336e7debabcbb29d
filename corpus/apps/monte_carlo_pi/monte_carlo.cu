// Monte Carlo estimate of pi: every thread runs its own xorshift generator
// seeded from its global id, counts hits in the quarter circle with integer
// arithmetic (exact), and the block totals are combined with a shared-memory
// reduction and atomicAdd. Sample count per thread from argv.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__host__ __device__ unsigned int xorshift(unsigned int &s) {
  s ^= s << 13;
  s ^= s >> 17;
  s ^= s << 5;
  return s;
}

__host__ __device__ unsigned int countHits(unsigned int id, int samples) {
  unsigned int s = id * 2654435761u + 0x9e3779b9u;
  unsigned int hits = 0;
  for (int k = 0; k < samples; ++k) {
    unsigned int x = xorshift(s) >> 17, y = xorshift(s) >> 17; // 15-bit: x*x + y*y < 2^31
    if (x * x + y * y < 32768u * 32768u)
      ++hits;
  }
  return hits;
}

__global__ void estimate(int samples, unsigned int *total) {
  __shared__ unsigned int s[256];
  unsigned int id = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = countHits(id, samples);
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(total, s[0]);
}

int main(int argc, char **argv) {
  int samples = argc > 1 ? atoi(argv[1]) : 64;
  const int blocks = 64, threads = 256;
  unsigned int *d, hits = 0;
  cudaMalloc(&d, sizeof(unsigned int));
  cudaMemset(d, 0, sizeof(unsigned int));
  estimate<<<blocks, threads>>>(samples, d);
  cudaMemcpy(&hits, d, sizeof(hits), cudaMemcpyDeviceToHost);
  unsigned int want = 0;
  for (unsigned int id = 0; id < (unsigned int)(blocks * threads); ++id)
    want += countHits(id, samples);
  double total = (double)blocks * threads * samples;
  printf("samples=%.0f hits=%u pi~%.5f\n", total, hits, 4.0 * hits / total);
  printf("%s\n", hits == want ? "PASS" : "FAIL");
  return 0;
}
