// __half scalar arithmetic and conversions: __float2half (round to nearest),
// __float2half_rz, __half2float, __hadd, __hsub, __hmul, __hdiv, __hfma,
// __hneg, __habs, comparisons (__hlt, __hge, __heq), __hmax/__hmin,
// hsqrt/hexp, operators on __half, and __half2 lane ops (__hadd2, __hfma2,
// __lows2half2, __half2half2).
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void halfOps(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half a = __float2half(x[i]);
  __half b = __float2half(x[(i * 7 + 3) % n] + 0.5f);
  float *o = out + i * 16;
  o[0] = __half2float(a);
  o[1] = __half2float(__float2half_rz(x[i] * 1.001f));
  o[2] = __half2float(__hadd(a, b));
  o[3] = __half2float(__hsub(a, b));
  o[4] = __half2float(__hmul(a, b));
  o[5] = __half2float(__hdiv(a, __hadd(__habs(b), __float2half(1.0f))));
  o[6] = __half2float(__hfma(a, b, __float2half(0.25f)));
  o[7] = __half2float(__hneg(a));
  o[8] = (float)__hlt(a, b) + 2.0f * (float)__hge(a, b) + 4.0f * (float)__heq(a, a);
  o[9] = __half2float(__hmax(a, b)) - __half2float(__hmin(a, b));
  o[10] = __half2float(a * b + a - b);
  o[11] = __half2float(hsqrt(__habs(a)));
  __half2 p = __halves2half2(a, b);
  __half2 q = __hfma2(p, __half2half2(__float2half(2.0f)), __lows2half2(p, p));
  o[12] = __low2float(q);
  o[13] = __high2float(q);
  __half2 r = __hadd2(p, __floats2half2_rn(1.0f, -1.0f));
  o[14] = __low2float(r) + __high2float(r);
  o[15] = __half2float(hexp(__hmul(a, __float2half(0.125f))));
}

int main() {
  const int n = 512;
  float x[n];
  for (int i = 0; i < n; ++i)
    x[i] = (float)((i * 37) % 200 - 100) * 0.0731f;
  float *dx, *dout;
  float *out = new float[n * 16];
  cudaMalloc(&dx, sizeof(x));
  cudaMalloc(&dout, n * 16 * sizeof(float));
  cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
  halfOps<<<n / 128, 128>>>(dx, dout, n);
  cudaMemcpy(out, dout, n * 16 * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    // Host reference for the correctly rounded operations.
    float a = __half2float(__float2half(x[i]));
    float b = __half2float(__float2half(x[(i * 7 + 3) % n] + 0.5f));
    float r2 = __half2float(__float2half(a + b));
    float r4 = __half2float(__float2half(a * b));
    if (out[i * 16] != a || out[i * 16 + 2] != r2 || out[i * 16 + 4] != r4 || out[i * 16 + 7] != -a)
      ++bad;
  }
  for (int i = 0; i < 4; ++i) {
    printf("i=%d:", i);
    for (int k = 0; k < 16; ++k)
      printf(" %.5g", out[i * 16 + k]);
    printf("\n");
  }
  double sums[16] = {0};
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 16; ++k)
      sums[k] += out[i * 16 + k];
  printf("sums:");
  for (int k = 0; k < 16; ++k)
    printf(" %.4f", sums[k]);
  printf("\n%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
