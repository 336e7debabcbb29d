//===- math_constants.h - CUDA's math constants for host code ---*- C++ -*-===//
//
// Part of metalify. What <math_constants.h> becomes in translated host code:
// the same CUDART_*_F values as translator/cuda-include/math_constants.h,
// spelt with the host's own builtins.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_MATH_CONSTANTS_H
#define METALIFY_MATH_CONSTANTS_H

#define CUDART_INF_F __builtin_inff()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_PI_F 3.141592654f
#define CUDART_PIO2_F 1.570796327f
#define CUDART_PIO4_F 0.785398163f
#define CUDART_2_OVER_PI_F 0.636619772f
#define CUDART_SQRT_TWO_F 1.414213562f
#define CUDART_SQRT_HALF_F 0.707106781f
#define CUDART_L2E_F 1.442695041f
#define CUDART_LN2_F 0.693147181f
#define CUDART_MAX_NORMAL_F 3.40282347e+38f

#endif
