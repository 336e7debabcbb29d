// Runs the special-function polyfills of rules/mapping/math-special.yaml on
// the device and compares each with the host libm in double precision; the
// bounds are the ones the rows' notes state. Prints one line per function.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

enum { ERF, ERFC, ERFCX, ERFINV, ERFCINV, NORMCDF, NORMCDFINV, LGAMMA, LGAMMA_NEG, TGAMMA, TGAMMA_NEG, REMQUO, NFUNC };

// The divisor of remquof for dividend x, computed on the host only (the
// device may contract it into an fma).
static float divisor(float x) { return (float)(x * 0.013 - 7.0); }

__global__ void polyfills(const float *in, const float *y, float *out, int *quo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float *x = in + i * NFUNC;
  float *o = out + i * NFUNC;
  o[ERF] = erff(x[ERF]);
  o[ERFC] = erfcf(x[ERFC]);
  o[ERFCX] = erfcxf(x[ERFCX]);
  o[ERFINV] = erfinvf(x[ERFINV]);
  o[ERFCINV] = erfcinvf(x[ERFCINV]);
  o[NORMCDF] = normcdff(x[NORMCDF]);
  o[NORMCDFINV] = normcdfinvf(x[NORMCDFINV]);
  o[LGAMMA] = lgammaf(x[LGAMMA]);
  o[LGAMMA_NEG] = lgammaf(x[LGAMMA_NEG]);
  o[TGAMMA] = tgammaf(x[TGAMMA]);
  o[TGAMMA_NEG] = tgammaf(x[TGAMMA_NEG]);
  o[REMQUO] = remquof(x[REMQUO], y[i], &quo[i]);
}

static double bisect(double (*f)(double), double y, double lo, double hi) {
  for (int k = 0; k < 200; ++k) {
    double mid = 0.5 * (lo + hi);
    (f(mid) < y ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}
static double erfD(double v) { return erf(v); }
static double negErfcD(double v) { return -erfc(v); }
static double normcdfD(double v) { return 0.5 * erfc(-v / sqrt(2.0)); }
static double erfcxD(double v) {
  if (v < 25)
    return erfc(v) * exp(v * v);
  double r = 1 / (v * v);
  return (1 - r / 2 + 0.75 * r * r - 1.875 * r * r * r) / (v * sqrt(M_PI));
}

struct Range {
  double Lo, Hi;
  bool Log; // spaced geometrically
};

// One function's test: its arguments, reference and bound. Relative error;
// with Floor, |error| / max(1, |reference|).
struct Case {
  const char *Name;
  Range R;
  double Bound;
  bool Floor;
};

static double reference(int f, float x) {
  switch (f) {
  case ERF: return erf(x);
  case ERFC: return erfc(x);
  case ERFCX: return erfcxD(x);
  case ERFINV: return bisect(erfD, x, -10, 10);
  case ERFCINV: return bisect(negErfcD, -(double)x, -10, 10);
  case NORMCDF: return normcdfD(x);
  case NORMCDFINV: return bisect(normcdfD, x, -20, 20);
  case LGAMMA:
  case LGAMMA_NEG: return lgamma(x);
  case TGAMMA:
  case TGAMMA_NEG: return tgamma(x);
  }
  return 0;
}

int main() {
  const Case Cases[NFUNC] = {
      {"erff", {-6, 6, false}, 4e-7, false},
      {"erfcf", {-6, 9.2, false}, 1.5e-6, false},
      {"erfcxf", {-9, 1e4, false}, 1.5e-6, false},
      {"erfinvf", {-0.9999, 0.9999, false}, 6e-7, false},
      {"erfcinvf", {1e-37, 2 - 1e-5, true}, 6e-7, false},
      {"normcdff", {-12, 8, false}, 1.5e-6, false},
      {"normcdfinvf", {1e-37, 1 - 1e-5, true}, 7e-7, false},
      {"lgammaf", {1e-30, 1e30, true}, 5e-7, false},
      {"lgammaf (x < 0)", {-30.01, -1e-3, false}, 1.5e-6, true},
      {"tgammaf", {1e-30, 35, true}, 5e-7, false},
      {"tgammaf (x < 0)", {-30.01, -1e-3, false}, 4e-6, false},
      {"remquof", {-1e4, 1e4, false}, 0, false},
  };
  const int n = 40000;
  float *in = new float[n * NFUNC], *out = new float[n * NFUNC], *y = new float[n];
  int *q = new int[n];
  for (int i = 0; i < n; ++i)
    for (int f = 0; f < NFUNC; ++f) {
      const Range &R = Cases[f].R;
      double t = (double)i / (n - 1);
      in[i * NFUNC + f] = (float)(R.Log ? R.Lo * pow(R.Hi / R.Lo, t) : R.Lo + (R.Hi - R.Lo) * t);
    }
  for (int i = 0; i < n; ++i)
    y[i] = divisor(in[i * NFUNC + REMQUO]);
  float *din, *dy, *dout;
  int *dq;
  cudaMalloc(&din, sizeof(float) * n * NFUNC);
  cudaMalloc(&dy, sizeof(float) * n);
  cudaMemcpy(dy, y, sizeof(float) * n, cudaMemcpyHostToDevice);
  cudaMalloc(&dout, sizeof(float) * n * NFUNC);
  cudaMalloc(&dq, sizeof(int) * n);
  cudaMemcpy(din, in, sizeof(float) * n * NFUNC, cudaMemcpyHostToDevice);
  polyfills<<<(n + 255) / 256, 256>>>(din, dy, dout, dq, n);
  cudaMemcpy(out, dout, sizeof(float) * n * NFUNC, cudaMemcpyDeviceToHost);
  cudaMemcpy(q, dq, sizeof(int) * n, cudaMemcpyDeviceToHost);
  for (int f = 0; f < NFUNC; ++f) {
    double worst = 0, at = 0;
    for (int i = 0; i < n; ++i) {
      float x = in[i * NFUNC + f], got = out[i * NFUNC + f];
      double err;
      if (f == REMQUO) {
        int hq;
        float want = remquof(x, y[i], &hq);
        err = (want == got && hq == q[i]) ? 0 : 1;
      } else {
        double want = reference(f, x);
        err = fabs(got - want) / (Cases[f].Floor ? fmax(1.0, fabs(want)) : fabs(want));
      }
      if (!(err <= worst))
        worst = err, at = x;
    }
    printf("%s: %s (max error %.2g at %.9g, bound %.2g)\n", Cases[f].Name,
           worst <= Cases[f].Bound ? "ok" : "ABOVE BOUND", worst, at, Cases[f].Bound);
  }
  return 0;
}
