//===- half.h - CUDA's __half on the host -----------------------*- C++ -*-===//
//
// Part of metalify. The host side of cuda_fp16.h: a 2-byte __half (the bytes
// MSL's `half` reads), __half2, and the float conversions, rounding to
// nearest even like CUDA's __float2half.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_HALF_H
#define METALIFY_HALF_H

#include "metalify/binary16.h"
#include "metalify/vector_types.h"

#include <cstdint>
#include <cstring>

namespace metalify {
namespace detail {

/// IEEE binary32 -> binary16 bits, round to nearest even; overflow -> inf.
inline uint16_t floatToHalfBits(float F) {
  uint32_t X;
  std::memcpy(&X, &F, 4);
  uint32_t Sign = (X >> 16) & 0x8000u;
  uint32_t Exp = (X >> 23) & 0xffu;
  uint32_t Mant = X & 0x7fffffu;
  if (Exp == 0xff) // inf or NaN (keep NaN quiet and non-zero)
    return uint16_t(Sign | 0x7c00u | (Mant ? 0x200u | (Mant >> 13) : 0u));
  int E = int(Exp) - 127 + 15;
  if (E >= 31)
    return uint16_t(Sign | 0x7c00u);
  if (E <= 0) {
    if (E < -10)
      return uint16_t(Sign);
    Mant |= 0x800000u; // subnormal half: shift the implicit bit in
    unsigned Shift = unsigned(14 - E);
    uint32_t Half = Mant >> Shift;
    uint32_t Rem = Mant & ((1u << Shift) - 1);
    uint32_t Mid = 1u << (Shift - 1);
    if (Rem > Mid || (Rem == Mid && (Half & 1)))
      ++Half;
    return uint16_t(Sign | Half);
  }
  uint32_t Half = Sign | (uint32_t(E) << 10) | (Mant >> 13);
  uint32_t Rem = Mant & 0x1fffu;
  // A carry out of the mantissa correctly bumps the exponent (up to inf).
  if (Rem > 0x1000u || (Rem == 0x1000u && (Half & 1)))
    ++Half;
  return uint16_t(Half);
}

/// IEEE binary16 bits -> binary32 (exact).
inline float halfBitsToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000u) << 16;
  uint32_t Exp = (H >> 10) & 0x1fu;
  uint32_t Mant = H & 0x3ffu;
  uint32_t X;
  if (Exp == 0x1f) {
    X = Sign | 0x7f800000u | (Mant << 13);
  } else if (Exp != 0) {
    X = Sign | ((Exp + 112) << 23) | (Mant << 13);
  } else if (Mant == 0) {
    X = Sign;
  } else { // subnormal: normalise
    int E = -1;
    do {
      ++E;
      Mant <<= 1;
    } while (!(Mant & 0x400u));
    X = Sign | (uint32_t(112 - E) << 23) | ((Mant & 0x3ffu) << 13);
  }
  float F;
  std::memcpy(&F, &X, 4);
  return F;
}

} // namespace detail
} // namespace metalify

/// CUDA's half-precision type on the host: two bytes, converts to and from
/// float like cuda_fp16.h's host operators.
/// The bits of a __half, as cuda_fp16.h/cuda_bf16.h name them.
struct __half_raw {
  unsigned short x;
};

struct __half {
  unsigned short __x;
  __half(const __half_raw &R) : __x(R.x) {}
  operator __half_raw() const { return __half_raw{__x}; }
  __half() = default;
  __half(float F) : __x(metalify::detail::floatToHalfBits(F)) {}
  __half(double D) : __half(static_cast<float>(D)) {}
  __half(int I) : __half(static_cast<float>(I)) {}
  operator float() const { return metalify::detail::halfBitsToFloat(__x); }
};

/// Two halves, 4-byte aligned like CUDA's __half2.
struct alignas(4) __half2 {
  __half x, y;
};

typedef __half half;
typedef __half2 half2;

inline __half __float2half(float F) { return __half(F); }
inline __half __float2half_rn(float F) { return __half(F); }
inline float __half2float(__half H) { return float(H); }
inline __half2 __floats2half2_rn(float A, float B) {
  return __half2{__half(A), __half(B)};
}
inline __half2 __float2half2_rn(float F) {
  return __half2{__half(F), __half(F)};
}
inline float __low2float(__half2 H) { return float(H.x); }
inline float __high2float(__half2 H) { return float(H.y); }
inline unsigned short __half_as_ushort(__half H) { return H.__x; }
inline __half __ushort_as_half(unsigned short U) {
  __half H;
  H.__x = U;
  return H;
}

// Arithmetic and comparisons. cuda_fp16.h declares these __host__
// __device__ (translator/cuda-include/cuda_fp16.h), so host code of a .cu
// file uses them; as in CUDA's host implementation each result is computed
// in float and rounded to half, so `a * b + c` rounds twice, like the GPU.

inline __half __hadd(__half A, __half B) { return __half(float(A) + float(B)); }
inline __half __hsub(__half A, __half B) { return __half(float(A) - float(B)); }
inline __half __hmul(__half A, __half B) { return __half(float(A) * float(B)); }
inline __half __hdiv(__half A, __half B) { return __half(float(A) / float(B)); }
inline __half __hneg(__half A) { return __ushort_as_half(A.__x ^ 0x8000u); }
inline __half __habs(__half A) { return __ushort_as_half(A.__x & 0x7fffu); }
/// One rounding, like the fused multiply-add it stands for (a float product
/// of two halves is exact, so only the sum rounds, then the narrowing).
inline __half __hfma(__half A, __half B, __half C) {
  return __half(float(A) * float(B) + float(C));
}
inline bool __hisnan(__half A) { return (A.__x & 0x7fffu) > 0x7c00u; }
/// -1 for negative infinity, 1 for positive infinity, else 0.
inline int __hisinf(__half A) {
  return (A.__x & 0x7fffu) == 0x7c00u ? (A.__x & 0x8000u ? -1 : 1) : 0;
}
// Ordered comparisons: false when either operand is NaN (float's rules).
inline bool __heq(__half A, __half B) { return float(A) == float(B); }
inline bool __hne(__half A, __half B) {
  return !__hisnan(A) && !__hisnan(B) && float(A) != float(B);
}
inline bool __hlt(__half A, __half B) { return float(A) < float(B); }
inline bool __hle(__half A, __half B) { return float(A) <= float(B); }
inline bool __hgt(__half A, __half B) { return float(A) > float(B); }
inline bool __hge(__half A, __half B) { return float(A) >= float(B); }
/// The larger operand; a NaN operand yields the other (fmaxf's rule).
inline __half __hmax(__half A, __half B) {
  return __hisnan(A) ? B : __hisnan(B) ? A : (float(A) < float(B) ? B : A);
}
inline __half __hmin(__half A, __half B) {
  return __hisnan(A) ? B : __hisnan(B) ? A : (float(B) < float(A) ? B : A);
}

inline __half operator+(const __half &A, const __half &B) { return __hadd(A, B); }
inline __half operator-(const __half &A, const __half &B) { return __hsub(A, B); }
inline __half operator*(const __half &A, const __half &B) { return __hmul(A, B); }
inline __half operator/(const __half &A, const __half &B) { return __hdiv(A, B); }
inline __half &operator+=(__half &A, const __half &B) { return A = __hadd(A, B); }
inline __half &operator-=(__half &A, const __half &B) { return A = __hsub(A, B); }
inline __half &operator*=(__half &A, const __half &B) { return A = __hmul(A, B); }
inline __half &operator/=(__half &A, const __half &B) { return A = __hdiv(A, B); }
inline __half operator+(const __half &A) { return A; }
inline __half operator-(const __half &A) { return __hneg(A); }
inline __half &operator++(__half &A) { return A = __hadd(A, __half(1.0f)); }
inline __half &operator--(__half &A) { return A = __hsub(A, __half(1.0f)); }
inline __half operator++(__half &A, int) {
  __half Old = A;
  ++A;
  return Old;
}
inline __half operator--(__half &A, int) {
  __half Old = A;
  --A;
  return Old;
}
inline bool operator==(const __half &A, const __half &B) { return __heq(A, B); }
inline bool operator!=(const __half &A, const __half &B) {
  return !__heq(A, B); // unordered: true for NaN, like float's !=
}
inline bool operator<(const __half &A, const __half &B) { return __hlt(A, B); }
inline bool operator<=(const __half &A, const __half &B) { return __hle(A, B); }
inline bool operator>(const __half &A, const __half &B) { return __hgt(A, B); }
inline bool operator>=(const __half &A, const __half &B) { return __hge(A, B); }

inline __half2 __hadd2(__half2 A, __half2 B) {
  return __half2{__hadd(A.x, B.x), __hadd(A.y, B.y)};
}
inline __half2 __hsub2(__half2 A, __half2 B) {
  return __half2{__hsub(A.x, B.x), __hsub(A.y, B.y)};
}
inline __half2 __hmul2(__half2 A, __half2 B) {
  return __half2{__hmul(A.x, B.x), __hmul(A.y, B.y)};
}
inline __half2 __h2div(__half2 A, __half2 B) {
  return __half2{__hdiv(A.x, B.x), __hdiv(A.y, B.y)};
}
inline __half2 __hneg2(__half2 A) { return __half2{__hneg(A.x), __hneg(A.y)}; }
inline __half2 __hfma2(__half2 A, __half2 B, __half2 C) {
  return __half2{__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y)};
}

inline __half2 operator+(const __half2 &A, const __half2 &B) { return __hadd2(A, B); }
inline __half2 operator-(const __half2 &A, const __half2 &B) { return __hsub2(A, B); }
inline __half2 operator*(const __half2 &A, const __half2 &B) { return __hmul2(A, B); }
inline __half2 operator/(const __half2 &A, const __half2 &B) { return __h2div(A, B); }
inline __half2 &operator+=(__half2 &A, const __half2 &B) { return A = __hadd2(A, B); }
inline __half2 &operator-=(__half2 &A, const __half2 &B) { return A = __hsub2(A, B); }
inline __half2 &operator*=(__half2 &A, const __half2 &B) { return A = __hmul2(A, B); }
inline __half2 &operator/=(__half2 &A, const __half2 &B) { return A = __h2div(A, B); }
inline __half2 operator+(const __half2 &A) { return A; }
inline __half2 operator-(const __half2 &A) { return __hneg2(A); }
inline __half2 &operator++(__half2 &A) {
  return A = __hadd2(A, __half2{__half(1.0f), __half(1.0f)});
}
inline __half2 &operator--(__half2 &A) {
  return A = __hsub2(A, __half2{__half(1.0f), __half(1.0f)});
}
inline __half2 operator++(__half2 &A, int) {
  __half2 Old = A;
  ++A;
  return Old;
}
inline __half2 operator--(__half2 &A, int) {
  __half2 Old = A;
  --A;
  return Old;
}
/// __half2 comparisons hold when they hold for both halves (CUDA's __hbeq2
/// and friends); != when both differ (__hbne2).
inline bool operator==(const __half2 &A, const __half2 &B) {
  return A.x == B.x && A.y == B.y;
}
inline bool operator!=(const __half2 &A, const __half2 &B) {
  return __hne(A.x, B.x) && __hne(A.y, B.y);
}
inline bool operator<(const __half2 &A, const __half2 &B) {
  return A.x < B.x && A.y < B.y;
}
inline bool operator<=(const __half2 &A, const __half2 &B) {
  return A.x <= B.x && A.y <= B.y;
}
inline bool operator>(const __half2 &A, const __half2 &B) {
  return A.x > B.x && A.y > B.y;
}
inline bool operator>=(const __half2 &A, const __half2 &B) {
  return A.x >= B.x && A.y >= B.y;
}

/// float -> half in the named rounding mode (__float2half_rn is above).
#define METALIFY_FLOAT2HALF(SUF, MODE)                                       \
  inline __half __float2half_##SUF(float F) {                               \
    if (std::isnan(F))                                                      \
      return __half(F);                                                     \
    return __ushort_as_half(metalify::detail::b16::encode<10, 5>(           \
        double(F), metalify::detail::b16::Round::MODE));                    \
  }
METALIFY_FLOAT2HALF(rz, TowardZero)
METALIFY_FLOAT2HALF(rd, Down)
METALIFY_FLOAT2HALF(ru, Up)
#undef METALIFY_FLOAT2HALF
inline __half2 __halves2half2(__half A, __half B) { return __half2{A, B}; }
inline __half2 make_half2(__half A, __half B) { return __half2{A, B}; }
inline __half __low2half(__half2 A) { return A.x; }
inline __half __high2half(__half2 A) { return A.y; }
inline short __half_as_short(__half H) { return short(H.__x); }
inline __half __short_as_half(short S) {
  return __ushort_as_half(static_cast<unsigned short>(S));
}

METALIFY_BINARY16_FUNCTIONS(__half, __half2, half, 10, 5)

static_assert(sizeof(__half) == 2, "MSL half is 2 bytes");

#endif
