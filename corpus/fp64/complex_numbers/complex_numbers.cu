// cuComplex.h in kernels and on the host: single and double precision
// products, quotients, moduli, conjugates and fused multiply-adds, with
// values where the scaled division and modulus matter (large and tiny
// parts), compared with the same functions run on the host.
#include <cmath>
#include <cstdio>
#include <cuComplex.h>

__global__ void single(const cuFloatComplex *a, const cuFloatComplex *b,
                       cuFloatComplex *prod, cuFloatComplex *quot,
                       float *mod, cuComplex *fma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  prod[i] = cuCmulf(a[i], cuConjf(b[i]));
  quot[i] = cuCdivf(a[i], b[i]);
  mod[i] = cuCabsf(cuCsubf(a[i], b[i]));
  fma[i] = cuCfmaf(a[i], b[i], make_cuComplex(1.0f, -1.0f));
}

__global__ void twice(const cuDoubleComplex *a, cuDoubleComplex *out,
                      double *mod, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuDoubleComplex z = cuCadd(cuCmul(a[i], a[i]), cuConj(a[i]));
  out[i] = cuCdiv(z, make_cuDoubleComplex(cuCreal(a[i]) + 2.0, 0.5));
  mod[i] = cuCabs(out[i]);
}

int main() {
  const int n = 256;
  cuFloatComplex *a, *b, *prod, *quot, *fma;
  float *mod;
  cuDoubleComplex *da, *dout;
  double *dmod;
  cudaMallocManaged(&a, n * sizeof(cuFloatComplex));
  cudaMallocManaged(&b, n * sizeof(cuFloatComplex));
  cudaMallocManaged(&prod, n * sizeof(cuFloatComplex));
  cudaMallocManaged(&quot, n * sizeof(cuFloatComplex));
  cudaMallocManaged(&fma, n * sizeof(cuFloatComplex));
  cudaMallocManaged(&mod, n * sizeof(float));
  cudaMallocManaged(&da, n * sizeof(cuDoubleComplex));
  cudaMallocManaged(&dout, n * sizeof(cuDoubleComplex));
  cudaMallocManaged(&dmod, n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    float scale = (i % 4 == 0) ? 1e30f : (i % 4 == 1) ? 1e-30f : 1.0f;
    a[i] = make_cuFloatComplex((i % 7 - 3) * 0.5f * scale, (i % 5 + 1) * 0.25f * scale);
    b[i] = make_cuFloatComplex((i % 3 + 1) * 0.75f * scale, -(i % 11) * 0.125f * scale);
    da[i] = make_cuDoubleComplex((i % 9 - 4) * 0.375, (i % 6) * -0.625);
  }
  single<<<(n + 63) / 64, 64>>>(a, b, prod, quot, mod, fma, n);
  twice<<<(n + 127) / 128, 128>>>(da, dout, dmod, n);
  cudaDeviceSynchronize();

  int errors = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    cuFloatComplex q = cuCdivf(a[i], b[i]);
    float m = cuCabsf(cuCsubf(a[i], b[i]));
    errors += fabsf(cuCrealf(quot[i]) - cuCrealf(q)) > 1e-5f * (1 + fabsf(cuCrealf(q)));
    errors += fabsf(mod[i] - m) > 1e-5f * m;
    cuDoubleComplex z = cuCadd(cuCmul(da[i], da[i]), cuConj(da[i]));
    cuDoubleComplex d = cuCdiv(z, make_cuDoubleComplex(cuCreal(da[i]) + 2.0, 0.5));
    errors += fabs(cuCreal(dout[i]) - cuCreal(d)) > 1e-12 * (1 + fabs(cuCreal(d)));
    sum += cuCabs(d);
  }
  printf("quot[2] = (%.5f, %.5f), quot[4] = (%.5f, %.5f)\n", cuCrealf(quot[2]),
         cuCimagf(quot[2]), cuCrealf(quot[4]), cuCimagf(quot[4]));
  printf("mod[0] = %.5e, mod[1] = %.5e, mod[6] = %.5f\n", mod[0], mod[1], mod[6]);
  printf("prod[6] = (%.4f, %.4f), fma[6] = (%.4f, %.4f)\n", cuCrealf(prod[6]),
         cuCimagf(prod[6]), cuCrealf(fma[6]), cuCimagf(fma[6]));
  printf("double: out[5] = (%.10f, %.10f), |out| sum %.8f\n", cuCreal(dout[5]),
         cuCimag(dout[5]), sum);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
