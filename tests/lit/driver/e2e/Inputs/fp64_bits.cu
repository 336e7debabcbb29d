// metalify::f64 (CUDA's double in software) against the host's double, bit
// for bit: + - * / sqrt fma, comparisons and conversions in round to
// nearest, and the directed roundings of __dadd/__dsub/__dmul/__ddiv/__dsqrt
// (the host derives those from the nearest result and the sign of its exact
// error). Operands are random bit patterns and random values in ranges that
// stress rounding (cancellation, subnormals, overflow, integers, halfway
// cases), plus every pair of special values. Prints one line per operation
// with its count of mismatches; the first few mismatches in full.
// Usage: fp64_bits [millions of operand triples, default 10]
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

constexpr int kResults = 26;

__global__ void operate(const double *a, const double *b, const double *c,
                        double *out, long long *ints, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double x = a[i], y = b[i], z = c[i];
  double *r = out + (long long)i * kResults;
  r[0] = x + y;
  r[1] = x - y;
  r[2] = x * y;
  r[3] = x / y;
  r[4] = sqrt(x);
  r[5] = fma(x, y, z);
  r[6] = (float)x;
  r[7] = (double)(int)(long long)(ints[i * 8] >> 20);
  r[8] = (double)ints[i * 8 + 1];
  r[9] = (double)(unsigned long long)ints[i * 8 + 2];
  r[10] = __dadd_rz(x, y);
  r[11] = __dadd_ru(x, y);
  r[12] = __dadd_rd(x, y);
  r[13] = __dsub_rz(x, y);
  r[14] = __dsub_ru(x, y);
  r[15] = __dsub_rd(x, y);
  r[16] = __dmul_rz(x, y);
  r[17] = __dmul_ru(x, y);
  r[18] = __dmul_rd(x, y);
  r[19] = __ddiv_rz(x, y);
  r[20] = __ddiv_ru(x, y);
  r[21] = __ddiv_rd(x, y);
  r[22] = __dsqrt_rz(x);
  r[23] = __dsqrt_ru(x);
  r[24] = __dsqrt_rd(x);
  r[25] = floor(x) + ceil(y) + trunc(z);
  long long *k = ints + i * 8;
  k[3] = (x < y) | (x <= y) << 1 | (x == y) << 2 | (x != y) << 3 |
         (x > y) << 4 | (x >= y) << 5;
  k[4] = (int)x;
  k[5] = (long long)y;
  k[6] = (unsigned int)z;
  k[7] = __double2int_rn(x) ^ __double2int_rd(y) ^ __double2int_ru(z);
}

static uint64_t State = 0x9E3779B97F4A7C15ull;
static uint64_t next() {
  State ^= State << 13;
  State ^= State >> 7;
  State ^= State << 17;
  return State;
}
static double fromBits(uint64_t U) {
  double D;
  memcpy(&D, &U, 8);
  return D;
}
static uint64_t bitsOf(double D) {
  uint64_t U;
  memcpy(&U, &D, 8);
  return U;
}

static const double Specials[] = {0.0,
                                  -0.0,
                                  1.0,
                                  -1.0,
                                  0.5,
                                  2.0,
                                  3.0,
                                  1e308,
                                  -1e308,
                                  1.7976931348623157e308,
                                  2.2250738585072014e-308,
                                  4.9406564584124654e-324,
                                  2.2250738585072009e-308,
                                  9007199254740992.0,
                                  9007199254740993.0,
                                  2147483648.0,
                                  -2147483649.0,
                                  9.2233720368547758e18,
                                  1.8446744073709552e19,
                                  0.1,
                                  1.0 / 3.0,
                                  INFINITY,
                                  -INFINITY,
                                  NAN};
constexpr int kSpecials = sizeof(Specials) / sizeof(Specials[0]);

/// A random operand: raw bits, or a value in a range that stresses rounding.
static double operand(double Other) {
  uint64_t R = next();
  switch (R % 8) {
  case 0:
  case 1:
    return fromBits(next());
  case 2: // near 1
    return fromBits(0x3FF0000000000000ull ^ (next() & 0x800FFFFFFFFFFFFFull));
  case 3: // subnormal or tiny
    return fromBits(next() & 0x801FFFFFFFFFFFFFull);
  case 4: // huge
    return fromBits(0x7FD0000000000000ull | (next() & 0x800FFFFFFFFFFFFFull));
  case 5: // integers
    return (double)(int64_t)(next() >> (next() % 64));
  case 6: // close to the other operand: cancellation, halfway cases
    return fromBits(bitsOf(Other) + (next() % 5) - 2) * ((R >> 8) & 1 ? -1 : 1);
  default: // short significands: exact and halfway products
    return ldexp((double)(next() >> 40), (int)(next() % 200) - 100);
  }
}

/// Same value, any NaN equal to any NaN.
static bool same(double A, double B) {
  return (std::isnan(A) && std::isnan(B)) || bitsOf(A) == bitsOf(B);
}

/// CUDA's conversions saturate and take NaN to 0 (C++ leaves them undefined).
static long long toInt(double D) {
  return std::isnan(D) ? 0 : D >= 2147483648.0 ? 2147483647
         : D <= -2147483649.0                  ? -2147483648LL
                                               : (long long)(int)D;
}
static long long toLong(double D) {
  return std::isnan(D) ? (long long)0x8000000000000000ull
         : D >= 9223372036854775808.0 ? 0x7FFFFFFFFFFFFFFFll
         : D < -9223372036854775808.0 ? (long long)0x8000000000000000ull
                                      : (long long)D;
}
static long long toUint(double D) {
  return std::isnan(D) || D <= -1.0 ? 0
         : D >= 4294967296.0        ? 4294967295LL
                                    : (long long)(unsigned)D;
}

/// The result of an operation whose nearest result is \p Near and whose
/// exact error (exact = Near + Err) has the sign of \p Err, rounded in mode
/// \p Mode (1 toward zero, 2 up, 3 down). Only for finite, normal \p Near.
static double directed(double Near, double Err, int Mode) {
  if (Err == 0)
    return Near;
  bool Up = Mode == 2 || (Mode == 1 && Near < 0);
  if (Up)
    return Err > 0 ? nextafter(Near, INFINITY) : Near;
  return Err < 0 ? nextafter(Near, -INFINITY) : Near;
}

/// Whether the exact-error reference holds for \p Near (finite, normal,
/// with room below for the error terms).
static bool checkable(double Near) {
  return std::isfinite(Near) && (Near == 0 || fabs(Near) > 0x1p-960) &&
         fabs(Near) < 0x1p1020;
}

int main(int argc, char **argv) {
  int Millions = argc > 1 ? atoi(argv[1]) : 10;
  const int N = 1 << 20;
  double *A, *B, *C, *Out;
  long long *Ints;
  cudaMallocManaged(&A, N * sizeof(double));
  cudaMallocManaged(&B, N * sizeof(double));
  cudaMallocManaged(&C, N * sizeof(double));
  cudaMallocManaged(&Out, (size_t)N * kResults * sizeof(double));
  cudaMallocManaged(&Ints, (size_t)N * 8 * sizeof(long long));
  const char *Names[] = {"add", "sub", "mul", "div", "sqrt", "fma",
                         "to float", "from int", "from long", "from ulong",
                         "add rz", "add ru", "add rd", "sub rz", "sub ru",
                         "sub rd", "mul rz", "mul ru", "mul rd", "div rz",
                         "div ru", "div rd", "sqrt rz", "sqrt ru", "sqrt rd",
                         "floor ceil trunc", "compare", "to int",
                         "to long", "to uint", "to int rn rd ru"};
  const int Checks = kResults + 5;
  long long Mismatches[Checks] = {}, Tried[Checks] = {};
  long long Total = 0;
  int Shown = 0;
  int Batches = (Millions * 1000000 + N - 1) / N;
  for (int Batch = 0; Batch < Batches; ++Batch) {
    for (int I = 0; I < N; ++I) {
      if (Batch == 0 && I < kSpecials * kSpecials) {
        A[I] = Specials[I / kSpecials];
        B[I] = Specials[I % kSpecials];
        C[I] = Specials[(I * 7) % kSpecials];
      } else {
        A[I] = operand(B[(I + N - 1) % N]);
        B[I] = operand(A[I]);
        C[I] = (next() & 1) ? -(A[I] * B[I]) : operand(A[I]);
      }
      for (int J = 0; J < 3; ++J)
        Ints[I * 8 + J] = (long long)next();
    }
    operate<<<N / 256, 256>>>(A, B, C, Out, Ints, N);
    if (cudaDeviceSynchronize() != cudaSuccess) {
      printf("launch failed\n");
      return 1;
    }
    for (int I = 0; I < N; ++I) {
      double X = A[I], Y = B[I], Z = C[I];
      const double *R = Out + (size_t)I * kResults;
      double Want[kResults];
      Want[0] = X + Y;
      Want[1] = X - Y;
      Want[2] = X * Y;
      Want[3] = X / Y;
      Want[4] = sqrt(X);
      Want[5] = fma(X, Y, Z);
      Want[6] = (float)X;
      Want[7] = (double)(int)(Ints[I * 8] >> 20);
      Want[8] = (double)Ints[I * 8 + 1];
      Want[9] = (double)(unsigned long long)Ints[I * 8 + 2];
      // Exact errors: TwoSum for add/sub, fma for mul, div and sqrt.
      double S = Want[0], Bv = S - X, AddErr = (X - (S - Bv)) + (Y - Bv);
      double D = Want[1], Bd = D - X, SubErr = (X - (D - Bd)) + (-Y - Bd);
      double MulErr = fma(X, Y, -Want[2]);
      double DivErr = -fma(Want[3], Y, -X) * (Y < 0 ? -1 : 1);
      double SqrtErr = -fma(Want[4], Want[4], -X);
      const double Nears[5] = {Want[0], Want[1], Want[2], Want[3], Want[4]};
      const double Errs[5] = {AddErr, SubErr, MulErr, DivErr, SqrtErr};
      for (int Op = 0; Op < 5; ++Op)
        for (int Mode = 1; Mode <= 3; ++Mode)
          Want[10 + Op * 3 + Mode - 1] =
              directed(Nears[Op], Errs[Op], Mode);
      // An exact zero sum is -0 when rounding down, unless both terms are +0.
      if (Want[0] == 0 && AddErr == 0)
        Want[12] = std::signbit(X) || std::signbit(Y) ? -0.0 : 0.0;
      if (Want[1] == 0 && SubErr == 0)
        Want[15] = std::signbit(X) || !std::signbit(Y) ? -0.0 : 0.0;
      Want[25] = floor(X) + ceil(Y) + trunc(Z);
      for (int K = 0; K < kResults; ++K) {
        bool Directed = K >= 10 && K < 25;
        // The exact-error terms are exact only away from overflow and
        // underflow.
        // A zero product or quotient may have underflowed: its error is
        // not exact.
        int Op = (K - 10) / 3;
        if (Directed && (!checkable(Nears[Op]) || !checkable(X) ||
                         !checkable(Y) || (Op >= 2 && Nears[Op] == 0)))
          continue;
        ++Tried[K];
        if (same(R[K], Want[K]))
          continue;
        ++Mismatches[K];
        if (Shown++ < 10)
          printf("mismatch %s: x=%016llx y=%016llx z=%016llx got %016llx "
                 "want %016llx\n",
                 Names[K], (unsigned long long)bitsOf(X),
                 (unsigned long long)bitsOf(Y), (unsigned long long)bitsOf(Z),
                 (unsigned long long)bitsOf(R[K]),
                 (unsigned long long)bitsOf(Want[K]));
      }
      const long long *Got = Ints + I * 8;
      long long WantInts[5] = {
          (X < Y) | (X <= Y) << 1 | (X == Y) << 2 | (X != Y) << 3 |
              (X > Y) << 4 | (X >= Y) << 5,
          toInt(X), toLong(Y), toUint(Z),
          toInt(nearbyint(X)) ^ toInt(floor(Y)) ^ toInt(ceil(Z))};
      for (int K = 0; K < 5; ++K) {
        ++Tried[kResults + K];
        if (Got[3 + K] == WantInts[K])
          continue;
        ++Mismatches[kResults + K];
        if (Shown++ < 10)
          printf("mismatch %s: x=%016llx y=%016llx z=%016llx got %lld "
                 "want %lld\n",
                 Names[kResults + K], (unsigned long long)bitsOf(X),
                 (unsigned long long)bitsOf(Y), (unsigned long long)bitsOf(Z),
                 Got[3 + K], WantInts[K]);
      }
    }
    Total += N;
  }
  printf("operand triples: %lld\n", Total);
  for (int K = 0; K < Checks; ++K)
    printf("%s: %lld of %lld differ\n", Names[K], Mismatches[K], Tried[K]);
  return 0;
}
