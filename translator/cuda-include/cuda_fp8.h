//===- cuda_fp8.h - 8-bit floating point (E4M3, E5M2) --------- -*- C++ -*-===//
//
// Part of metalify. The storage types, the interpretation and saturation
// enums and the float -> FP8 conversions of CUDA's cuda_fp8.h. Declarations
// only. As in CUDA, the conversions work in host code too. Metal has no FP8
// type: on the device the bits are computed by a helper
// (rules/mapping/fp8.yaml).
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CUDA_FP8_H
#define __METALIFY_CUDA_FP8_H

#include "crt/host_defines.h"
#include "vector_types.h"

/// One FP8 value, as raw bits.
typedef unsigned char __nv_fp8_storage_t;
/// Two FP8 values, the first in the low byte.
typedef unsigned short __nv_fp8x2_storage_t;

/// What a conversion does with a value outside the finite FP8 range.
typedef enum __nv_saturation_t {
  __NV_NOSAT = 0,     ///< overflow gives NaN (E4M3) or infinity (E5M2)
  __NV_SATFINITE = 1, ///< overflow and infinities give the largest finite
} __nv_saturation_t;

/// The FP8 format: 4 exponent and 3 mantissa bits (no infinities, max 448),
/// or 5 and 2 (IEEE-like, max 57344).
typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3 = 0,
  __NV_E5M2 = 1,
} __nv_fp8_interpretation_t;

extern __host__ __device__ __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float x, __nv_saturation_t saturate,
                      __nv_fp8_interpretation_t fp8_interpretation);
extern __host__ __device__ __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t saturate,
                         __nv_fp8_interpretation_t fp8_interpretation);

#endif
