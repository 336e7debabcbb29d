// Half-precision dot product: inputs stored as __half2 pairs, products with
// __hmul2 accumulated in float per thread (__low2float/__high2float), block
// reduction in shared memory. Inputs are multiples of 1/8 small enough that
// all half products are exact.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void dotHalf2(const __half2 *a, const __half2 *b, int pairs, float *partials) {
  __shared__ float s[256];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < pairs; i += blockDim.x * gridDim.x) {
    __half2 p = __hmul2(a[i], b[i]);
    acc += __low2float(p) + __high2float(p);
  }
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int st = 128; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partials[blockIdx.x] = s[0];
}

int main() {
  const int n = 1 << 16, pairs = n / 2, blocks = 32;
  __half2 *ha = new __half2[pairs], *hb = new __half2[pairs];
  double want = 0;
  for (int i = 0; i < pairs; ++i) {
    float a0 = (float)((i * 3) % 17 - 8) * 0.125f, a1 = (float)((i * 5) % 13 - 6) * 0.25f;
    float b0 = (float)((i * 7) % 11 - 5) * 0.5f, b1 = (float)((i * 11) % 9 - 4) * 0.125f;
    ha[i] = __floats2half2_rn(a0, a1);
    hb[i] = __floats2half2_rn(b0, b1);
    want += (double)a0 * b0 + (double)a1 * b1;
  }
  __half2 *da, *db;
  float *dp, hp[blocks];
  cudaMalloc(&da, pairs * sizeof(__half2));
  cudaMalloc(&db, pairs * sizeof(__half2));
  cudaMalloc(&dp, blocks * sizeof(float));
  cudaMemcpy(da, ha, pairs * sizeof(__half2), cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, pairs * sizeof(__half2), cudaMemcpyHostToDevice);
  dotHalf2<<<blocks, 256>>>(da, db, pairs, dp);
  cudaMemcpy(hp, dp, sizeof(hp), cudaMemcpyDeviceToHost);
  double got = 0;
  for (int b = 0; b < blocks; ++b)
    got += hp[b];
  printf("sizeof(__half)=%d sizeof(__half2)=%d\n", (int)sizeof(__half), (int)sizeof(__half2));
  printf("dot=%.4f expected=%.4f\n", got, want);
  printf("%s\n", got == want ? "PASS" : "FAIL");
  return 0;
}
