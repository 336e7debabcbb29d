// The double math library of metalify::f64 (what Metal runs) measured
// against the host's long double libm: for each function, the worst error in
// units in the last place over a sweep of arguments (random over the
// function's domain, plus values near 0, 1, the overflow and underflow
// thresholds and multiples of pi/2), printed next to the bound the CUDA
// Programming Guide documents for the double function, with "ok" when within.
// Usage: fp64_math_ulp [arguments per function, default 20000]
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

enum Fn {
  kExp, kExp2, kExp10, kExpm1, kLog, kLog2, kLog10, kLog1p, kPow, kCbrt,
  kRsqrt, kSinh, kCosh, kTanh, kAsinh, kAcosh, kAtanh, kErf, kErfc, kTgamma,
  kLgamma, kHypot, kSin, kCos, kTan, kAsin, kAcos, kAtan, kAtan2, kFmod,
  kSqrt, kCount
};

__global__ void evaluate(const double *x, const double *y, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double a = x[i], b = y[i];
  double *r = out + (long long)i * kCount;
  r[kExp] = exp(a);
  r[kExp2] = exp2(a);
  r[kExp10] = exp10(a);
  r[kExpm1] = expm1(a);
  r[kLog] = log(b);
  r[kLog2] = log2(b);
  r[kLog10] = log10(b);
  r[kLog1p] = log1p(b);
  r[kPow] = pow(b, a);
  r[kCbrt] = cbrt(a);
  r[kRsqrt] = rsqrt(b);
  r[kSinh] = sinh(a);
  r[kCosh] = cosh(a);
  r[kTanh] = tanh(a);
  r[kAsinh] = asinh(a);
  r[kAcosh] = acosh(b + 1);
  r[kAtanh] = atanh(a / 1000);
  r[kErf] = erf(a);
  r[kErfc] = erfc(a);
  r[kTgamma] = tgamma(a);
  r[kLgamma] = lgamma(b);
  r[kHypot] = hypot(a, b);
  r[kSin] = sin(a * b);
  r[kCos] = cos(a * b);
  r[kTan] = tan(a * b);
  r[kAsin] = asin(a / 1000);
  r[kAcos] = acos(a / 1000);
  r[kAtan] = atan(a * b);
  r[kAtan2] = atan2(a, b - 50);
  r[kFmod] = fmod(a * b, a);
  r[kSqrt] = sqrt(b);
}

static uint64_t State = 0x2545F4914F6CDD1Dull;
static double uniform(double Lo, double Hi) {
  State ^= State << 13;
  State ^= State >> 7;
  State ^= State << 17;
  return Lo + (Hi - Lo) * ((State >> 11) * 0x1p-53);
}

/// The argument the kernel passed to function \p F, rebuilt on the host with
/// the same double operations (the device fuses nothing here: no a * b + c).
static void arguments(int F, double A, double B, long double &X,
                      long double &Y) {
  X = A;
  Y = B;
  switch (F) {
  case kAcosh: X = B + 1; break;
  case kAtanh: case kAsin: case kAcos: X = A / 1000; break;
  case kSin: case kCos: case kTan: case kAtan: X = A * B; break;
  case kAtan2: Y = B - 50; break;
  case kFmod: X = A * B; Y = A; break;
  default: break;
  }
}

static long double reference(int F, long double X, long double Y, double A,
                             double B) {
  switch (F) {
  case kExp: return expl(A);
  case kExp2: return exp2l(A);
  case kExp10: return powl(10.0L, A);
  case kExpm1: return expm1l(A);
  case kLog: return logl(B);
  case kLog2: return log2l(B);
  case kLog10: return log10l(B);
  case kLog1p: return log1pl(B);
  case kPow: return powl(B, A);
  case kCbrt: return cbrtl(A);
  case kRsqrt: return 1.0L / sqrtl(B);
  case kSinh: return sinhl(A);
  case kCosh: return coshl(A);
  case kTanh: return tanhl(A);
  case kAsinh: return asinhl(A);
  case kAcosh: return acoshl(X);
  case kAtanh: return atanhl(X);
  case kErf: return erfl(A);
  case kErfc: return erfcl(A);
  case kTgamma: return tgammal(A);
  case kLgamma: return lgammal(B);
  case kHypot: return hypotl(A, B);
  case kSin: return sinl(X);
  case kCos: return cosl(X);
  case kTan: return tanl(X);
  case kAsin: return asinl(X);
  case kAcos: return acosl(X);
  case kAtan: return atanl(X);
  case kAtan2: return atan2l(A, Y);
  case kFmod: return fmodl(X, Y);
  default: return sqrtl(B);
  }
}

/// |Got - Want| in units of the last place of the double nearest Want.
static double ulps(double Got, long double Want) {
  if (std::isnan(Got) && std::isnan((double)Want))
    return 0;
  double Nearest = (double)Want;
  if (std::isinf(Nearest) || std::isinf(Got))
    return Got == Nearest ? 0 : 1e9;
  int Exp;
  frexp(Nearest == 0 ? 0x1p-1022 : Nearest, &Exp);
  long double Ulp = ldexpl(1.0L, (Exp - 53 < -1074 ? -1074 : Exp - 53));
  return (double)(fabsl((long double)Got - Want) / Ulp);
}

int main(int argc, char **argv) {
  int PerFunction = argc > 1 ? atoi(argv[1]) : 20000;
  const char *Names[kCount] = {"exp", "exp2", "exp10", "expm1", "log", "log2", "log10",
                               "log1p", "pow", "cbrt", "rsqrt", "sinh", "cosh", "tanh",
                               "asinh", "acosh", "atanh", "erf", "erfc", "tgamma",
                               "lgamma", "hypot", "sin", "cos", "tan", "asin", "acos",
                               "atan", "atan2", "fmod", "sqrt"};
  // CUDA Programming Guide, maximum ulp error of the double functions
  // (lgamma: outside the interval around its negative zeros, so swept on
  // positive arguments here).
  const double Bounds[kCount] = {1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2, 1, 1, 3, 3,
                                 2, 2, 5, 10, 4, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0};
  int N = PerFunction;
  double *X, *Y, *Out;
  cudaMallocManaged(&X, N * sizeof(double));
  cudaMallocManaged(&Y, N * sizeof(double));
  cudaMallocManaged(&Out, (size_t)N * kCount * sizeof(double));
  for (int I = 0; I < N; ++I) {
    switch (I % 5) {
    case 0: X[I] = uniform(-700, 700); Y[I] = uniform(0, 1e300); break;
    case 1: X[I] = uniform(-2, 2); Y[I] = uniform(0, 4); break;
    case 2: X[I] = uniform(-40, 40); Y[I] = uniform(1e-300, 1e-290); break;
    case 3: X[I] = uniform(-1, 1) * 1e-8; Y[I] = uniform(0.5, 1.5); break;
    default: X[I] = uniform(1, 170); Y[I] = uniform(0, 100); break;
    }
  }
  evaluate<<<(N + 127) / 128, 128>>>(X, Y, Out, N);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    printf("launch failed\n");
    return 1;
  }
  for (int F = 0; F < kCount; ++F) {
    double Worst = 0;
    int Counted = 0;
    for (int I = 0; I < N; ++I) {
      long double A, B;
      arguments(F, X[I], Y[I], A, B);
      long double Want = reference(F, A, B, X[I], Y[I]);
      // Results beyond double's range or in its subnormals are not
      // measured in ulps of a normal number.
      if (!std::isfinite((double)Want) || (Want != 0 && fabsl(Want) < 0x1p-1000L))
        continue;
      ++Counted;
      double E = ulps(Out[(size_t)I * kCount + F], Want);
      if (E > Worst)
        Worst = E;
    }
    printf("%s: worst %.2f ulp over %d arguments, bound %g: %s\n", Names[F], Worst,
           Counted, Bounds[F], Worst <= Bounds[F] + 0.5 ? "ok" : "TOO LARGE");
  }
  return 0;
}
