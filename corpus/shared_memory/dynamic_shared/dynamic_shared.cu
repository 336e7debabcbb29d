// Dynamic shared memory: `extern __shared__` sized by the third launch
// parameter; one kernel carves an int array and a float array out of the
// same extern buffer, another uses two extern declarations that alias.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void blockSumAndMax(const int *in, int *sums, float *maxes, int n) {
  extern __shared__ int smem[];
  int *ints = smem;
  float *floats = (float *)&smem[blockDim.x];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = g < n ? in[g] : 0;
  ints[threadIdx.x] = v;
  floats[threadIdx.x] = (float)v * 0.5f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      ints[threadIdx.x] += ints[threadIdx.x + s];
      floats[threadIdx.x] = fmaxf(floats[threadIdx.x], floats[threadIdx.x + s]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = ints[0];
    maxes[blockIdx.x] = floats[0];
  }
}

extern __shared__ float sharedF[];
extern __shared__ unsigned int sharedU[];

__global__ void reverseAliased(const float *in, unsigned int *bits, int n) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  sharedF[threadIdx.x] = g < n ? in[g] : 0.0f;
  __syncthreads();
  // Read the bits of the float written by the mirrored thread.
  unsigned int b = sharedU[blockDim.x - 1 - threadIdx.x];
  if (g < n)
    bits[g] = b;
}

int main() {
  const int n = 10000, threads = 128, blocks = (n + threads - 1) / threads;
  int *h = new int[n];
  float *hf = new float[n];
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 131) % 1000;
    hf[i] = (float)(i % 50) - 20.0f;
  }
  int *din, *dsums;
  float *dmax, *dfin;
  unsigned int *dbits;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dsums, blocks * sizeof(int));
  cudaMalloc(&dmax, blocks * sizeof(float));
  cudaMalloc(&dfin, n * sizeof(float));
  cudaMalloc(&dbits, n * sizeof(unsigned int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dfin, hf, n * sizeof(float), cudaMemcpyHostToDevice);
  blockSumAndMax<<<blocks, threads, threads * (sizeof(int) + sizeof(float))>>>(din, dsums, dmax, n);
  reverseAliased<<<blocks, threads, threads * sizeof(float)>>>(dfin, dbits, n);
  int *sums = new int[blocks];
  float *maxes = new float[blocks];
  unsigned int *bits = new unsigned int[n];
  cudaMemcpy(sums, dsums, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(maxes, dmax, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(bits, dbits, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long total = 0;
  for (int b = 0; b < blocks; ++b) {
    int s = 0;
    float m = 0;
    for (int t = 0; t < threads; ++t) {
      int g = b * threads + t;
      int v = g < n ? h[g] : 0;
      s += v;
      m = (float)v * 0.5f > m ? (float)v * 0.5f : m;
    }
    if (s != sums[b] || m != maxes[b])
      ++bad;
    total += sums[b];
  }
  unsigned int x = 0;
  for (int i = 0; i < n; ++i)
    x = x * 7u + bits[i];
  printf("blocks=%d total=%lld sums[0]=%d max[3]=%.1f\n", blocks, total, sums[0], maxes[3]);
  printf("bits[0]=%08x bits[127]=%08x hash=%08x\n", bits[0], bits[127], x);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
