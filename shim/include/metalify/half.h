//===- half.h - CUDA's __half on the host -----------------------*- C++ -*-===//
//
// Part of metalify. The host side of cuda_fp16.h: a 2-byte __half (the bytes
// MSL's `half` reads), __half2, and the float conversions, rounding to
// nearest even like CUDA's __float2half.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_HALF_H
#define METALIFY_HALF_H

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
struct __half {
  unsigned short __x;
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

static_assert(sizeof(__half) == 2, "MSL half is 2 bytes");

#endif
