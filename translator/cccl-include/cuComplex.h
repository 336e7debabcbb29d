//===- cuComplex.h - CUDA's complex numbers ----------------------*- CUDA -*-===//
//
// Part of metalify, written from the documented API of CUDA's cuComplex.h:
// single and double precision complex numbers as float2 and double2 (real
// part in x, imaginary part in y), with `__host__ __device__` functions that
// metalify translates with the program like its own code (device calls
// become MSL functions, host calls stay C++). Division and the modulus
// scale their operands first, as CUDA's do, so that intermediate products
// neither overflow nor underflow where the result is representable.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUCOMPLEX_H
#define METALIFY_CUCOMPLEX_H

#include <cuda_runtime.h>
#include <math.h>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ inline float cuCrealf(cuFloatComplex z) { return z.x; }
__host__ __device__ inline float cuCimagf(cuFloatComplex z) { return z.y; }

__host__ __device__ inline cuFloatComplex make_cuFloatComplex(float re,
                                                              float im) {
  cuFloatComplex z;
  z.x = re;
  z.y = im;
  return z;
}

__host__ __device__ inline cuFloatComplex cuConjf(cuFloatComplex z) {
  return make_cuFloatComplex(z.x, -z.y);
}

__host__ __device__ inline cuFloatComplex cuCaddf(cuFloatComplex a,
                                                  cuFloatComplex b) {
  return make_cuFloatComplex(a.x + b.x, a.y + b.y);
}

__host__ __device__ inline cuFloatComplex cuCsubf(cuFloatComplex a,
                                                  cuFloatComplex b) {
  return make_cuFloatComplex(a.x - b.x, a.y - b.y);
}

__host__ __device__ inline cuFloatComplex cuCmulf(cuFloatComplex a,
                                                  cuFloatComplex b) {
  return make_cuFloatComplex(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

/// a / b with both scaled by 1 / (|Re b| + |Im b|) first.
__host__ __device__ inline cuFloatComplex cuCdivf(cuFloatComplex a,
                                                  cuFloatComplex b) {
  float scale = 1.0f / (fabsf(b.x) + fabsf(b.y));
  float ar = a.x * scale, ai = a.y * scale;
  float br = b.x * scale, bi = b.y * scale;
  float inverse = 1.0f / (br * br + bi * bi);
  return make_cuFloatComplex((ar * br + ai * bi) * inverse,
                             (ai * br - ar * bi) * inverse);
}

/// |z|: the larger part times sqrt(1 + (smaller / larger)^2); the plain sum
/// where the larger part is 0 or either is infinite.
__host__ __device__ inline float cuCabsf(cuFloatComplex z) {
  float a = fabsf(z.x), b = fabsf(z.y);
  float larger = fmaxf(a, b), smaller = fminf(a, b);
  float ratio = smaller / larger;
  float result = larger * sqrtf(1.0f + ratio * ratio);
  if (larger == 0.0f || larger > 3.402823466e+38f ||
      smaller > 3.402823466e+38f)
    result = larger + smaller;
  return result;
}

__host__ __device__ inline cuComplex make_cuComplex(float re, float im) {
  return make_cuFloatComplex(re, im);
}

/// a * b + c.
__host__ __device__ inline cuComplex cuCfmaf(cuComplex a, cuComplex b,
                                             cuComplex c) {
  float re = (a.x * b.x) + c.x;
  float im = (a.x * b.y) + c.y;
  re = -(a.y * b.y) + re;
  im = (a.y * b.x) + im;
  return make_cuComplex(re, im);
}

__host__ __device__ inline double cuCreal(cuDoubleComplex z) { return z.x; }
__host__ __device__ inline double cuCimag(cuDoubleComplex z) { return z.y; }

__host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double re,
                                                                double im) {
  cuDoubleComplex z;
  z.x = re;
  z.y = im;
  return z;
}

__host__ __device__ inline cuDoubleComplex cuConj(cuDoubleComplex z) {
  return make_cuDoubleComplex(z.x, -z.y);
}

__host__ __device__ inline cuDoubleComplex cuCadd(cuDoubleComplex a,
                                                  cuDoubleComplex b) {
  return make_cuDoubleComplex(a.x + b.x, a.y + b.y);
}

__host__ __device__ inline cuDoubleComplex cuCsub(cuDoubleComplex a,
                                                  cuDoubleComplex b) {
  return make_cuDoubleComplex(a.x - b.x, a.y - b.y);
}

__host__ __device__ inline cuDoubleComplex cuCmul(cuDoubleComplex a,
                                                  cuDoubleComplex b) {
  return make_cuDoubleComplex(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

/// a / b, scaled as cuCdivf is.
__host__ __device__ inline cuDoubleComplex cuCdiv(cuDoubleComplex a,
                                                  cuDoubleComplex b) {
  double scale = 1.0 / (fabs(b.x) + fabs(b.y));
  double ar = a.x * scale, ai = a.y * scale;
  double br = b.x * scale, bi = b.y * scale;
  double inverse = 1.0 / (br * br + bi * bi);
  return make_cuDoubleComplex((ar * br + ai * bi) * inverse,
                              (ai * br - ar * bi) * inverse);
}

/// |z|, computed as cuCabsf is.
__host__ __device__ inline double cuCabs(cuDoubleComplex z) {
  double a = fabs(z.x), b = fabs(z.y);
  double larger = fmax(a, b), smaller = fmin(a, b);
  double ratio = smaller / larger;
  double result = larger * sqrt(1.0 + ratio * ratio);
  if (larger == 0.0 || larger > 1.79769313486231570e+308 ||
      smaller > 1.79769313486231570e+308)
    result = larger + smaller;
  return result;
}

/// a * b + c.
__host__ __device__ inline cuDoubleComplex cuCfma(cuDoubleComplex a,
                                                  cuDoubleComplex b,
                                                  cuDoubleComplex c) {
  double re = (a.x * b.x) + c.x;
  double im = (a.x * b.y) + c.y;
  re = -(a.y * b.y) + re;
  im = (a.y * b.x) + im;
  return make_cuDoubleComplex(re, im);
}

__host__ __device__ inline cuDoubleComplex
cuComplexFloatToDouble(cuFloatComplex z) {
  return make_cuDoubleComplex((double)z.x, (double)z.y);
}

__host__ __device__ inline cuFloatComplex
cuComplexDoubleToFloat(cuDoubleComplex z) {
  return make_cuFloatComplex((float)z.x, (float)z.y);
}

#endif
