//===- fp8.h - CUDA's FP8 conversions on the host ---------------*- C++ -*-===//
//
// Part of metalify. The host side of cuda_fp8.h: float -> E4M3 / E5M2 bits,
// rounding to nearest even like CUDA's __nv_cvt_float_to_fp8. The same
// algorithm is the device helper metalify_cvt_float_to_fp8
// (rules/mapping/fp8.yaml), so host and device agree bit for bit.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_FP8_H
#define METALIFY_FP8_H

#include "metalify/vector_types.h"

#include <cstdint>
#include <cstring>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;

typedef enum __nv_saturation_t {
  __NV_NOSAT = 0,
  __NV_SATFINITE = 1,
} __nv_saturation_t;

typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3 = 0,
  __NV_E5M2 = 1,
} __nv_fp8_interpretation_t;

namespace metalify {
namespace detail {

/// \p V >> \p Shift rounded to nearest, ties to even (0 when Shift >= 32).
inline uint32_t shiftRoundEven(uint32_t V, unsigned Shift) {
  if (Shift == 0)
    return V;
  if (Shift >= 32)
    return 0;
  uint32_t Kept = V >> Shift;
  uint32_t Rem = V & ((1u << Shift) - 1);
  uint32_t Mid = 1u << (Shift - 1);
  return Kept + (Rem > Mid || (Rem == Mid && (Kept & 1)));
}

/// IEEE binary32 -> FP8 bits with \p Mant mantissa bits and exponent bias
/// \p Bias; \p MaxCode is the largest finite magnitude code and \p Overflow
/// the code of an unsaturated overflow (NaN for E4M3, infinity for E5M2).
inline uint8_t floatToFp8Bits(float F, bool Saturate, unsigned Mant,
                              int Bias, uint32_t MaxCode, uint32_t Overflow) {
  uint32_t X;
  std::memcpy(&X, &F, 4);
  uint32_t Sign = (X >> 24) & 0x80u;
  X &= 0x7fffffffu;
  if (X > 0x7f800000u) // NaN: CUDA returns the positive quiet NaN code
    return 0x7f;
  int Exp = int(X >> 23) - 127;
  uint32_t Code;
  if (X == 0x7f800000u) {
    Code = MaxCode + 1; // infinity: handled as an overflow
  } else if (Exp >= 1 - Bias) {
    // Normal: drop mantissa bits, then rebias; a carry bumps the exponent.
    Code = shiftRoundEven(X, 23 - Mant) - (uint32_t(127 - Bias) << Mant);
  } else {
    // Subnormal in FP8 (float subnormals are far below its range): count
    // quanta of 2^(1 - Bias - Mant).
    uint32_t Sig = (X & 0x7fffffu) | (X >= 0x800000u ? 0x800000u : 0u);
    Code = shiftRoundEven(Sig, unsigned(23 + 1 - Bias - int(Mant) - Exp));
  }
  if (Code > MaxCode)
    Code = Saturate ? MaxCode : Overflow;
  return uint8_t(Sign | Code);
}

} // namespace detail
} // namespace metalify

/// CUDA's float -> FP8 conversion (round to nearest even).
inline __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float X, __nv_saturation_t Saturate,
                      __nv_fp8_interpretation_t Kind) {
  bool Sat = Saturate == __NV_SATFINITE;
  return Kind == __NV_E4M3
             ? metalify::detail::floatToFp8Bits(X, Sat, 3, 7, 0x7e, 0x7f)
             : metalify::detail::floatToFp8Bits(X, Sat, 2, 15, 0x7b, 0x7c);
}

/// Two conversions; x goes to the low byte.
inline __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(float2 X, __nv_saturation_t Saturate,
                         __nv_fp8_interpretation_t Kind) {
  return __nv_fp8x2_storage_t(
      __nv_cvt_float_to_fp8(X.x, Saturate, Kind) |
      (__nv_cvt_float_to_fp8(X.y, Saturate, Kind) << 8));
}

#endif
