// Less common single-precision functions: erfinvf, erfcinvf, normcdff,
// normcdfinvf, tgammaf, exp10f, logbf, ilogbf, ldexpf, frexpf, modff,
// remainderf, remquof, nextafterf, fdimf, scalbnf, sinhf, coshf, asinhf,
// acoshf, atanhf, rcbrtf; compared with libm (or the defining identity).
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define NF 22

__global__ void special(const float *xs, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = xs[i];             // in (-1, 1)
  float p = 0.5f * (x + 1.0f); // in (0, 1)
  float *o = out + i * NF;
  o[0] = erfinvf(x * 0.9f);
  o[1] = erfcinvf(p * 1.8f + 0.1f);
  o[2] = normcdff(x * 3.0f);
  o[3] = normcdfinvf(p * 0.9f + 0.05f);
  o[4] = tgammaf(p * 4.0f + 0.5f);
  o[5] = exp10f(x * 2.0f);
  o[6] = logbf((float)(i * 2 + 3));
  o[7] = (float)ilogbf((float)(i * 2 + 3));
  o[8] = ldexpf(x, i % 9 - 4);
  int e;
  float m = frexpf(x * 77.0f, &e);
  o[9] = m + 100.0f * (float)e;
  float ip;
  o[10] = modff(x * 13.0f, &ip) + 100.0f * ip;
  o[11] = remainderf(x * 17.0f, 2.5f);
  int q;
  o[12] = remquof(x * 17.0f, 2.5f, &q) + 100.0f * (float)(q % 8);
  o[13] = nextafterf(x, 2.0f) - x;
  o[14] = fdimf(x, 0.25f);
  o[15] = scalbnf(x, 3);
  o[16] = sinhf(x * 3.0f);
  o[17] = coshf(x * 3.0f);
  o[18] = asinhf(x * 5.0f);
  o[19] = acoshf(p * 5.0f + 1.0f);
  o[20] = atanhf(x * 0.95f);
  o[21] = rcbrtf(p + 0.1f);
}

static double inverse(double (*f)(double), double y, double lo, double hi) {
  for (int k = 0; k < 200; ++k) {
    double mid = 0.5 * (lo + hi);
    if (f(mid) < y)
      lo = mid;
    else
      hi = mid;
  }
  return 0.5 * (lo + hi);
}
static double erfD(double v) { return erf(v); }
static double negErfcD(double v) { return -erfc(v); }
static double normcdfD(double v) { return 0.5 * erfc(-v / sqrt(2.0)); }

int main() {
  const int n = 997;
  float *x = new float[n], *out = new float[n * NF];
  for (int i = 0; i < n; ++i)
    x[i] = -0.999f + 1.998f * (float)i / (float)(n - 1);
  float *dx, *dout;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dout, n * NF * sizeof(float));
  cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
  special<<<(n + 127) / 128, 128>>>(dx, dout, n);
  cudaMemcpy(out, dout, n * NF * sizeof(float), cudaMemcpyDeviceToHost);
  int bad[NF] = {0};
  double sums[NF] = {0};
  for (int i = 0; i < n; ++i) {
    float xv = x[i], p = 0.5f * (xv + 1.0f);
    int e, q;
    float ip;
    float m = frexpf(xv * 77.0f, &e);
    float frac = modff(xv * 13.0f, &ip);
    float rq = remquof(xv * 17.0f, 2.5f, &q);
    double want[NF] = {inverse(erfD, xv * 0.9f, -10, 10), inverse(negErfcD, -(p * 1.8f + 0.1f), -10, 10),
                       normcdfD(xv * 3.0f), inverse(normcdfD, p * 0.9f + 0.05f, -10, 10), tgamma(p * 4.0f + 0.5f),
                       pow(10.0, xv * 2.0f), logb((float)(i * 2 + 3)), (double)ilogb((float)(i * 2 + 3)),
                       ldexp(xv, i % 9 - 4), m + 100.0 * e, frac + 100.0 * ip, remainderf(xv * 17.0f, 2.5f),
                       rq + 100.0 * (q % 8), nextafterf(xv, 2.0f) - xv, fdimf(xv, 0.25f), scalbnf(xv, 3),
                       sinh(xv * 3.0f), cosh(xv * 3.0f), asinh(xv * 5.0f), acosh(p * 5.0f + 1.0f),
                       atanh(xv * 0.95f), 1.0 / cbrt(p + 0.1f)};
    for (int k = 0; k < NF; ++k) {
      double g = out[i * NF + k];
      if (fabs(g - want[k]) > 2e-5 * fmax(1.0, fabs(want[k])))
        ++bad[k];
      sums[k] += g;
    }
  }
  int totalBad = 0;
  for (int k = 0; k < NF; ++k) {
    printf("f%02d sum=%.3f sample=%.5f%s\n", k, sums[k], out[500 * NF + k], bad[k] ? " (outside bound)" : "");
    totalBad += bad[k];
  }
  printf("%s\n", totalBad ? "FAIL" : "PASS");
  return 0;
}
