//===- bfloat16.h - CUDA's __nv_bfloat16 on the host ------------*- C++ -*-===//
//
// Part of metalify. The host side of cuda_bf16.h: a 2-byte __nv_bfloat16
// (the bytes MSL 3.1's `bfloat` reads: the high half of a binary32),
// __nv_bfloat162, the float conversions in CUDA's four rounding modes, and
// arithmetic that computes in float and rounds to nearest even, like CUDA's
// host implementation.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_BFLOAT16_H
#define METALIFY_BFLOAT16_H

#include "metalify/binary16.h"
#include "metalify/vector_types.h"

#include <cstdint>
#include <cstring>

namespace metalify {
namespace detail {

/// How float -> bfloat16 rounds (CUDA's _rn, _rz, _ru, _rd).
enum class BfRound { Nearest, TowardZero, Up, Down };

/// binary32 -> bfloat16 bits. NaN stays a quiet NaN of the same sign.
inline uint16_t floatToBfloatBits(float F, BfRound Mode = BfRound::Nearest) {
  uint32_t X;
  std::memcpy(&X, &F, 4);
  if ((X & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((X >> 16) | 0x40u);
  uint32_t Kept = X >> 16, Rest = X & 0xffffu;
  bool Negative = X >> 31;
  switch (Mode) {
  case BfRound::Nearest:
    // Ties to even; a carry correctly bumps the exponent (up to inf).
    return uint16_t((X + 0x7fffu + (Kept & 1u)) >> 16);
  case BfRound::TowardZero:
    return uint16_t(Kept);
  case BfRound::Up:
    return uint16_t(Kept + (Rest && !Negative ? 1u : 0u));
  case BfRound::Down:
    return uint16_t(Kept + (Rest && Negative ? 1u : 0u));
  }
  return uint16_t(Kept);
}

/// bfloat16 bits -> binary32 (exact).
inline float bfloatBitsToFloat(uint16_t B) {
  uint32_t X = uint32_t(B) << 16;
  float F;
  std::memcpy(&F, &X, 4);
  return F;
}

} // namespace detail
} // namespace metalify

/// CUDA's bfloat16 on the host: two bytes; converts to and from float like
/// cuda_bf16.h's host operators (arithmetic on it is arithmetic on float).
/// The bits of a __nv_bfloat16, as cuda_fp16.h/cuda_bf16.h name them.
struct __nv_bfloat16_raw {
  unsigned short x;
};

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16(const __nv_bfloat16_raw &R) : __x(R.x) {}
  operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
  __nv_bfloat16() = default;
  __nv_bfloat16(float F) : __x(metalify::detail::floatToBfloatBits(F)) {}
  __nv_bfloat16(double D) : __nv_bfloat16(static_cast<float>(D)) {}
  __nv_bfloat16(int I) : __nv_bfloat16(static_cast<float>(I)) {}
  __nv_bfloat16(unsigned I) : __nv_bfloat16(static_cast<float>(I)) {}
  operator float() const { return metalify::detail::bfloatBitsToFloat(__x); }
  __nv_bfloat16 &operator+=(float F) { return *this = float(*this) + F; }
  __nv_bfloat16 &operator-=(float F) { return *this = float(*this) - F; }
  __nv_bfloat16 &operator*=(float F) { return *this = float(*this) * F; }
  __nv_bfloat16 &operator/=(float F) { return *this = float(*this) / F; }
};

/// Two bfloat16 values, 4-byte aligned like CUDA's __nv_bfloat162.
struct alignas(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short U) {
  __nv_bfloat16 B;
  B.__x = U;
  return B;
}
inline unsigned short __bfloat16_as_ushort(__nv_bfloat16 B) { return B.__x; }
inline short __bfloat16_as_short(__nv_bfloat16 B) {
  return static_cast<short>(B.__x);
}
inline __nv_bfloat16 __short_as_bfloat16(short S) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(S));
}

inline __nv_bfloat16 __float2bfloat16(float F) { return __nv_bfloat16(F); }
inline __nv_bfloat16 __float2bfloat16_rn(float F) { return __nv_bfloat16(F); }
inline __nv_bfloat16 __float2bfloat16_rz(float F) {
  using metalify::detail::BfRound;
  return __ushort_as_bfloat16(
      metalify::detail::floatToBfloatBits(F, BfRound::TowardZero));
}
inline __nv_bfloat16 __float2bfloat16_ru(float F) {
  using metalify::detail::BfRound;
  return __ushort_as_bfloat16(
      metalify::detail::floatToBfloatBits(F, BfRound::Up));
}
inline __nv_bfloat16 __float2bfloat16_rd(float F) {
  using metalify::detail::BfRound;
  return __ushort_as_bfloat16(
      metalify::detail::floatToBfloatBits(F, BfRound::Down));
}
inline float __bfloat162float(__nv_bfloat16 B) { return float(B); }

inline __nv_bfloat162 __floats2bfloat162_rn(float A, float B) {
  return __nv_bfloat162{__nv_bfloat16(A), __nv_bfloat16(B)};
}
inline __nv_bfloat162 __float2bfloat162_rn(float F) {
  return __nv_bfloat162{__nv_bfloat16(F), __nv_bfloat16(F)};
}
inline __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __nv_bfloat162{A, B};
}
inline __nv_bfloat162 make_bfloat162(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __nv_bfloat162{A, B};
}
inline __nv_bfloat16 __low2bfloat16(__nv_bfloat162 V) { return V.x; }
inline __nv_bfloat16 __high2bfloat16(__nv_bfloat162 V) { return V.y; }
inline float __low2float(__nv_bfloat162 V) { return float(V.x); }
inline float __high2float(__nv_bfloat162 V) { return float(V.y); }

// Arithmetic: computed in float, rounded once to nearest even.
inline __nv_bfloat16 __hadd(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) + float(B);
}
inline __nv_bfloat16 __hsub(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) - float(B);
}
inline __nv_bfloat16 __hmul(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) * float(B);
}
inline __nv_bfloat16 __hdiv(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) / float(B);
}
inline __nv_bfloat16 __hfma(__nv_bfloat16 A, __nv_bfloat16 B,
                            __nv_bfloat16 C) {
  // The product of two bfloat16 values is exact in float; one rounding in
  // the sum, one to bfloat16 (CUDA rounds once: it can differ in a tie).
  return float(A) * float(B) + float(C);
}
inline __nv_bfloat16 __hneg(__nv_bfloat16 A) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(A.__x ^ 0x8000u));
}
inline __nv_bfloat16 __habs(__nv_bfloat16 A) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(A.__x & 0x7fffu));
}
inline bool __heq(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) == float(B);
}
inline bool __hlt(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) < float(B);
}
inline bool __hgt(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) > float(B);
}

inline bool __hisnan(__nv_bfloat16 A) { return (A.__x & 0x7fffu) > 0x7f80u; }
/// -1 for negative infinity, 1 for positive infinity, else 0.
inline int __hisinf(__nv_bfloat16 A) {
  return (A.__x & 0x7fffu) == 0x7f80u ? (A.__x & 0x8000u ? -1 : 1) : 0;
}
// Ordered: false when either operand is NaN.
inline bool __hne(__nv_bfloat16 A, __nv_bfloat16 B) {
  return !__hisnan(A) && !__hisnan(B) && float(A) != float(B);
}
inline bool __hle(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) <= float(B);
}
inline bool __hge(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) >= float(B);
}
/// The larger operand; a NaN operand yields the other (fmaxf's rule).
inline __nv_bfloat16 __hmax(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __hisnan(A) ? B : __hisnan(B) ? A : (float(A) < float(B) ? B : A);
}
inline __nv_bfloat16 __hmin(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __hisnan(A) ? B : __hisnan(B) ? A : (float(B) < float(A) ? B : A);
}
inline __nv_bfloat162 __hadd2(__nv_bfloat162 A, __nv_bfloat162 B) {
  return __nv_bfloat162{__hadd(A.x, B.x), __hadd(A.y, B.y)};
}
inline __nv_bfloat162 __hsub2(__nv_bfloat162 A, __nv_bfloat162 B) {
  return __nv_bfloat162{__hsub(A.x, B.x), __hsub(A.y, B.y)};
}
inline __nv_bfloat162 __hmul2(__nv_bfloat162 A, __nv_bfloat162 B) {
  return __nv_bfloat162{__hmul(A.x, B.x), __hmul(A.y, B.y)};
}
inline __nv_bfloat162 __h2div(__nv_bfloat162 A, __nv_bfloat162 B) {
  return __nv_bfloat162{__hdiv(A.x, B.x), __hdiv(A.y, B.y)};
}
inline __nv_bfloat162 __hfma2(__nv_bfloat162 A, __nv_bfloat162 B,
                              __nv_bfloat162 C) {
  return __nv_bfloat162{__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y)};
}
inline __nv_bfloat162 __hneg2(__nv_bfloat162 A) {
  return __nv_bfloat162{__hneg(A.x), __hneg(A.y)};
}

METALIFY_BINARY16_FUNCTIONS(__nv_bfloat16, __nv_bfloat162, bfloat16, 7, 8)

static_assert(sizeof(__nv_bfloat16) == 2, "MSL bfloat is 2 bytes");
static_assert(sizeof(__nv_bfloat162) == 4, "MSL bfloat2 is 4 bytes");

#endif
