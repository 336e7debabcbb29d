// Single-precision math library in a kernel: sinf, cosf, tanf, expf, exp2f,
// logf, log2f, log10f, powf, sqrtf, cbrtf, tanhf, atanf, atan2f, asinf,
// acosf, erff, erfcf, fmodf, hypotf, floorf, ceilf, roundf, truncf, fabsf,
// fminf, fmaxf, copysignf, lgammaf, expm1f, log1pf. Each result is compared
// with the host libm within a few ulps; printed values are rounded.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define NF 31

__device__ __host__ void evalAll(float x, float *o) {
  float y = x * 0.37f + 0.5f;
  float u = x / 12.0f; // in [-1, 1]
  o[0] = sinf(x);
  o[1] = cosf(x);
  o[2] = tanf(x * 0.1f);
  o[3] = expf(x * 0.5f);
  o[4] = exp2f(x * 0.3f);
  o[5] = logf(fabsf(x) + 1.0f);
  o[6] = log2f(fabsf(x) + 0.5f);
  o[7] = log10f(fabsf(x) + 2.0f);
  o[8] = powf(fabsf(x) + 0.1f, 1.7f);
  o[9] = sqrtf(fabsf(x));
  o[10] = cbrtf(x);
  o[11] = tanhf(x * 0.4f);
  o[12] = atanf(x);
  o[13] = atan2f(x, y);
  o[14] = asinf(u);
  o[15] = acosf(u);
  o[16] = erff(x * 0.3f);
  o[17] = erfcf(x * 0.3f);
  o[18] = fmodf(x * 3.0f, 2.5f);
  o[19] = hypotf(x, y);
  o[20] = floorf(x * 1.3f);
  o[21] = ceilf(x * 1.3f);
  o[22] = roundf(x * 1.3f);
  o[23] = truncf(x * 1.3f);
  o[24] = fabsf(x - 3.0f);
  o[25] = fminf(x, y);
  o[26] = fmaxf(x, y);
  o[27] = copysignf(2.0f, -x);
  o[28] = lgammaf(fabsf(x) + 0.5f);
  o[29] = expm1f(x * 0.01f);
  o[30] = log1pf(fabsf(x) * 0.01f);
}

__global__ void mathKernel(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    evalAll(x[i], out + i * NF);
}

int main() {
  const int n = 2000;
  float *x = new float[n], *out = new float[n * NF];
  for (int i = 0; i < n; ++i)
    x[i] = -12.0f + 24.0f * (float)i / (float)(n - 1);
  float *dx, *dout;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dout, n * NF * sizeof(float));
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  mathKernel<<<(n + 127) / 128, 128>>>(dx, dout, n);
  cudaMemcpy(out, dout, n * NF * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sums[NF] = {0};
  float ref[NF];
  for (int i = 0; i < n; ++i) {
    evalAll(x[i], ref);
    for (int f = 0; f < NF; ++f) {
      float g = out[i * NF + f], r = ref[f];
      float tol = 1e-5f * fmaxf(1.0f, fabsf(r)) * 8.0f;
      if (!(fabsf(g - r) <= tol)) {
        if (bad < 5)
          printf("func %d x=%.6f gpu=%.9g host=%.9g\n", f, x[i], g, r);
        ++bad;
      }
      sums[f] += g;
    }
  }
  for (int f = 0; f < NF; ++f)
    printf("f%02d sum=%.3f sample=%.5f\n", f, sums[f], out[777 * NF + f]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
