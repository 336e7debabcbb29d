//===- binary16.h - Host functions shared by __half and bfloat16 -*- C++ -*-===//
//
// Part of metalify. cuda_fp16.h and cuda_bf16.h declare most of their
// functions __host__ __device__, so host code of a .cu file calls them:
// conversions to and from every integer type in each rounding mode, pair
// moves, unordered and pairwise comparisons, saturating arithmetic and the
// h*/h2* math functions. Both types have the same set under names that
// differ only in the type's tag (`__half2int_rz`, `__bfloat162int_rz`);
// METALIFY_BINARY16_FUNCTIONS writes it for one type (half.h, bfloat16.h).
// Results follow CUDA's documented host behaviour: conversions round in
// the named mode, NaN converts to integer 0 and out-of-range values
// saturate; arithmetic computes in float and rounds once to the type.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_BINARY16_H
#define METALIFY_BINARY16_H

#include <cmath>
#include <cstdint>
#include <limits>

namespace metalify::detail::b16 {

/// CUDA's rounding-mode suffixes: _rn, _rz, _rd, _ru.
enum class Round { Nearest, TowardZero, Down, Up };

/// \p Q (a non-negative magnitude) rounded to an integer in mode \p M, for
/// a value of sign \p Negative.
inline double roundMagnitude(double Q, bool Negative, Round M) {
  switch (M) {
  case Round::Nearest:
    return std::nearbyint(Q);
  case Round::TowardZero:
    return std::trunc(Q);
  case Round::Down:
    return Negative ? std::ceil(Q) : std::floor(Q);
  case Round::Up:
    return Negative ? std::floor(Q) : std::ceil(Q);
  }
  return Q;
}

/// The bits of \p V in a binary format with \p Man fraction bits and
/// \p Exp exponent bits (binary16: 10, 5; bfloat16: 7, 8), rounded in
/// mode \p M. \p V is exact in a double (every integer and float input);
/// values past the largest finite one go to infinity or stop at the
/// largest finite, as the mode says.
template <int Man, int Exp> uint16_t encode(double V, Round M) {
  const int Bias = (1 << (Exp - 1)) - 1;
  const int MinExp = 1 - Bias;
  const uint32_t InfField = (1u << Exp) - 1;
  bool Negative = std::signbit(V);
  uint16_t Sign = Negative ? 0x8000u : 0u;
  if (std::isnan(V))
    return uint16_t(Sign | (InfField << Man) | (1u << (Man - 1)));
  double A = std::fabs(V);
  if (A == 0)
    return Sign;
  uint32_t Inf = InfField << Man;
  uint32_t MaxFinite = Inf - 1;
  if (std::isinf(A))
    return uint16_t(Sign | Inf);
  int E;
  std::frexp(A, &E);
  int UlpExp = (E - 1 > MinExp ? E - 1 : MinExp) - Man;
  double Q = roundMagnitude(std::ldexp(A, -UlpExp), Negative, M);
  if (Q >= std::ldexp(1.0, Man + 1)) {
    Q /= 2;
    ++UlpExp;
  }
  uint32_t Digits = uint32_t(Q);
  if (Digits < (1u << Man)) // subnormal (or rounded to zero)
    return uint16_t(Sign | Digits);
  uint32_t Field = uint32_t(UlpExp + Man + Bias);
  if (Field >= InfField) {
    bool ToInf = M == Round::Nearest || (M == Round::Up && !Negative) ||
                 (M == Round::Down && Negative);
    return uint16_t(Sign | (ToInf ? Inf : MaxFinite));
  }
  return uint16_t(Sign | (Field << Man) | (Digits - (1u << Man)));
}

/// \p F rounded in mode \p M to integer type \p I; NaN is 0 and values out
/// of \p I's range saturate, as CUDA's __half2int_rz and friends document.
template <typename I> I toInteger(float F, Round M) {
  if (std::isnan(F))
    return 0;
  double R = roundMagnitude(std::fabs(double(F)), std::signbit(F), M);
  R = std::signbit(F) ? -R : R;
  if (R <= double(std::numeric_limits<I>::min()))
    return std::numeric_limits<I>::min();
  if (R >= double(std::numeric_limits<I>::max()))
    return std::numeric_limits<I>::max();
  return I(R);
}

/// A float result clamped to [0, 1], NaN to 0 (CUDA's _sat functions).
inline float saturate(float F) {
  return std::isnan(F) ? 0.0f : F < 0.0f ? 0.0f : F > 1.0f ? 1.0f : F;
}

} // namespace metalify::detail::b16

/// Conversions between type H (tag TAG) and integer type T (name NAME in
/// CUDA's function names), in rounding mode SUF (MODE).
#define METALIFY_BINARY16_INT_MODE(H, TAG, MAN, EXP, T, NAME, SUF, MODE)    \
  inline T __##TAG##2##NAME##_##SUF(H A) {                                 \
    return metalify::detail::b16::toInteger<T>(                            \
        float(A), metalify::detail::b16::Round::MODE);                     \
  }                                                                        \
  inline H __##NAME##2##TAG##_##SUF(T V) {                                 \
    H R;                                                                   \
    R.__x = metalify::detail::b16::encode<MAN, EXP>(                       \
        double(V), metalify::detail::b16::Round::MODE);                    \
    return R;                                                              \
  }

#define METALIFY_BINARY16_INT(H, TAG, MAN, EXP, T, NAME)                    \
  METALIFY_BINARY16_INT_MODE(H, TAG, MAN, EXP, T, NAME, rn, Nearest)        \
  METALIFY_BINARY16_INT_MODE(H, TAG, MAN, EXP, T, NAME, rz, TowardZero)     \
  METALIFY_BINARY16_INT_MODE(H, TAG, MAN, EXP, T, NAME, rd, Down)           \
  METALIFY_BINARY16_INT_MODE(H, TAG, MAN, EXP, T, NAME, ru, Up)

/// A function of one value and its pairwise form (hsin, h2sin).
#define METALIFY_BINARY16_UNARY(H, H2, NAME, EXPR)                          \
  inline H h##NAME(H A) {                                                  \
    float x = float(A);                                                    \
    return H(EXPR);                                                        \
  }                                                                        \
  inline H2 h2##NAME(H2 A) { return H2{h##NAME(A.x), h##NAME(A.y)}; }

/// A comparison: its unordered form (__hequ: true when either is NaN), its
/// pairwise form (__heq2: 1.0 or 0.0 per half) and its both-halves form
/// (__hbeq2).
#define METALIFY_BINARY16_COMPARE(H, H2, NAME, OP)                          \
  inline bool __h##NAME##u(H A, H B) {                                     \
    return std::isnan(float(A)) || std::isnan(float(B)) ||                 \
           float(A) OP float(B);                                           \
  }                                                                        \
  inline H2 __h##NAME##2(H2 A, H2 B) {                                     \
    return H2{H(float(A.x) OP float(B.x) ? 1.0f : 0.0f),                   \
              H(float(A.y) OP float(B.y) ? 1.0f : 0.0f)};                  \
  }                                                                        \
  inline bool __hb##NAME##2(H2 A, H2 B) {                                  \
    return float(A.x) OP float(B.x) && float(A.y) OP float(B.y);           \
  }

/// A saturating operation and its pairwise form (__hadd_sat, __hadd2_sat).
#define METALIFY_BINARY16_SATURATING(H, H2, NAME, OP)                       \
  inline H __h##NAME##_sat(H A, H B) {                                     \
    return H(metalify::detail::b16::saturate(float(H(float(A) OP float(B))))); \
  }                                                                        \
  inline H2 __h##NAME##2_sat(H2 A, H2 B) {                                 \
    return H2{__h##NAME##_sat(A.x, B.x), __h##NAME##_sat(A.y, B.y)};       \
  }

/// Every shared host function for type H, its pair H2 and tag TAG.
#define METALIFY_BINARY16_FUNCTIONS(H, H2, TAG, MAN, EXP)                   \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, int, int)                         \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, unsigned int, uint)               \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, short, short)                     \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, unsigned short, ushort)           \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, long long, ll)                    \
  METALIFY_BINARY16_INT(H, TAG, MAN, EXP, unsigned long long, ull)          \
  inline float2 __##TAG##22float2(H2 A) {                                  \
    return float2{float(A.x), float(A.y)};                                 \
  }                                                                        \
  inline H2 __float22##TAG##2_rn(float2 F) { return H2{H(F.x), H(F.y)}; }  \
  inline H2 __##TAG##2##TAG##2(H A) { return H2{A, A}; }                    \
  inline H2 __lows2##TAG##2(H2 A, H2 B) { return H2{A.x, B.x}; }            \
  inline H2 __highs2##TAG##2(H2 A, H2 B) { return H2{A.y, B.y}; }           \
  inline H2 __lowhigh2highlow(H2 A) { return H2{A.y, A.x}; }               \
  inline H2 __low2##TAG##2(H2 A) { return H2{A.x, A.x}; }                   \
  inline H2 __high2##TAG##2(H2 A) { return H2{A.y, A.y}; }                  \
  METALIFY_BINARY16_COMPARE(H, H2, eq, ==)                                  \
  METALIFY_BINARY16_COMPARE(H, H2, ne, !=)                                  \
  METALIFY_BINARY16_COMPARE(H, H2, lt, <)                                   \
  METALIFY_BINARY16_COMPARE(H, H2, le, <=)                                  \
  METALIFY_BINARY16_COMPARE(H, H2, gt, >)                                   \
  METALIFY_BINARY16_COMPARE(H, H2, ge, >=)                                  \
  /* max and min propagating NaN (the plain forms drop it) */              \
  inline H __hmax_nan(H A, H B) {                                          \
    return std::isnan(float(A)) || std::isnan(float(B))                    \
               ? H(std::numeric_limits<float>::quiet_NaN())                \
               : __hmax(A, B);                                             \
  }                                                                        \
  inline H __hmin_nan(H A, H B) {                                          \
    return std::isnan(float(A)) || std::isnan(float(B))                    \
               ? H(std::numeric_limits<float>::quiet_NaN())                \
               : __hmin(A, B);                                             \
  }                                                                        \
  inline H2 __hmax2(H2 A, H2 B) {                                          \
    return H2{__hmax(A.x, B.x), __hmax(A.y, B.y)};                         \
  }                                                                        \
  inline H2 __hmin2(H2 A, H2 B) {                                          \
    return H2{__hmin(A.x, B.x), __hmin(A.y, B.y)};                         \
  }                                                                        \
  inline H2 __habs2(H2 A) { return H2{__habs(A.x), __habs(A.y)}; }         \
  METALIFY_BINARY16_SATURATING(H, H2, add, +)                               \
  METALIFY_BINARY16_SATURATING(H, H2, sub, -)                               \
  METALIFY_BINARY16_SATURATING(H, H2, mul, *)                               \
  inline H __hfma_sat(H A, H B, H C) {                                     \
    return H(metalify::detail::b16::saturate(float(__hfma(A, B, C))));     \
  }                                                                        \
  METALIFY_BINARY16_UNARY(H, H2, sqrt, std::sqrt(x))                        \
  METALIFY_BINARY16_UNARY(H, H2, rsqrt, 1.0f / std::sqrt(x))                \
  METALIFY_BINARY16_UNARY(H, H2, rcp, 1.0f / x)                             \
  METALIFY_BINARY16_UNARY(H, H2, exp, std::exp(x))                          \
  METALIFY_BINARY16_UNARY(H, H2, exp2, std::exp2(x))                        \
  METALIFY_BINARY16_UNARY(H, H2, exp10, std::pow(10.0f, x))                 \
  METALIFY_BINARY16_UNARY(H, H2, log, std::log(x))                          \
  METALIFY_BINARY16_UNARY(H, H2, log2, std::log2(x))                        \
  METALIFY_BINARY16_UNARY(H, H2, log10, std::log10(x))                      \
  METALIFY_BINARY16_UNARY(H, H2, sin, std::sin(x))                          \
  METALIFY_BINARY16_UNARY(H, H2, cos, std::cos(x))                          \
  METALIFY_BINARY16_UNARY(H, H2, ceil, std::ceil(x))                        \
  METALIFY_BINARY16_UNARY(H, H2, floor, std::floor(x))                      \
  METALIFY_BINARY16_UNARY(H, H2, rint, std::nearbyint(x))                   \
  METALIFY_BINARY16_UNARY(H, H2, trunc, std::trunc(x))

#endif
