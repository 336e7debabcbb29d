// Fast intrinsics: __expf, __logf, __sinf, __cosf, __powf, __fdividef,
// __saturatef, __fmaf_rn, __fadd_rn, __fmul_rn, __frcp_rn, __fsqrt_rn. The
// approximate ones are checked against libm with a loose bound; the _rn
// ones are IEEE-exact.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fast(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float *o = out + i * 12;
  o[0] = __expf(v * 0.25f);
  o[1] = __logf(fabsf(v) + 1.0f);
  o[2] = __sinf(v);
  o[3] = __cosf(v);
  o[4] = __powf(fabsf(v) + 1.0f, 1.5f);
  o[5] = __fdividef(v, 3.0f);
  o[6] = __saturatef(v * 0.1f);
  o[7] = __fmaf_rn(v, 1.5f, 0.25f);
  o[8] = __fadd_rn(v, 0.125f);
  o[9] = __fmul_rn(v, 0.75f);
  o[10] = __frcp_rn(fabsf(v) + 1.0f);
  o[11] = __fsqrt_rn(fabsf(v));
}

int main() {
  const int n = 1024;
  float *x = new float[n], *out = new float[n * 12];
  for (int i = 0; i < n; ++i)
    x[i] = -8.0f + 16.0f * (float)i / (float)n;
  float *dx, *dout;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dout, n * 12 * sizeof(float));
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  fast<<<n / 256, 256>>>(dx, dout, n);
  cudaMemcpy(out, dout, n * 12 * sizeof(float), cudaMemcpyDeviceToHost);
  int badApprox = 0, badExact = 0;
  double sums[12] = {0};
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    float approx[7] = {expf(v * 0.25f), logf(fabsf(v) + 1.0f), sinf(v), cosf(v), powf(fabsf(v) + 1.0f, 1.5f), v / 3.0f,
                       fminf(fmaxf(v * 0.1f, 0.0f), 1.0f)};
    for (int k = 0; k < 7; ++k)
      if (fabsf(out[i * 12 + k] - approx[k]) > 2e-3f * fmaxf(1.0f, fabsf(approx[k])))
        ++badApprox;
    float exact[5] = {fmaf(v, 1.5f, 0.25f), v + 0.125f, v * 0.75f, 1.0f / (fabsf(v) + 1.0f), sqrtf(fabsf(v))};
    for (int k = 0; k < 5; ++k)
      if (out[i * 12 + 7 + k] != exact[k])
        ++badExact;
    for (int k = 0; k < 12; ++k)
      sums[k] += out[i * 12 + k];
  }
  for (int k = 0; k < 12; ++k)
    printf("op%02d sum=%.2f\n", k, sums[k]);
  printf("approximate outside bound=%d exact mismatches=%d\n", badApprox, badExact);
  printf("%s\n", (badApprox || badExact) ? "FAIL" : "PASS");
  return 0;
}
