//===- math_functions.h - CUDA device math library -------------*- C++ -*-===//
//
// Part of metalify. The device math library: single and double precision
// functions (double is parsed so it can be diagnosed), fast intrinsics and
// conversions. Declarations only. The host library is not included (its
// <cmath> alone costs 200 ms of parsing): a program that calls sqrtf on the
// host includes <math.h> itself, and Clang's CUDA overloading on
// __host__/__device__ keeps the two apart.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_MATH_FUNCTIONS_H
#define __METALIFY_MATH_FUNCTIONS_H

#include "crt/host_defines.h"

#define __METALIFY_DEVICE extern __device__
// CUDA-only functions that CUDA also gives host code (the shim defines them
// for the host: metalify/runtime.h).
#define __METALIFY_HOST_AND_DEVICE extern __host__ __device__

// Single precision.
__METALIFY_DEVICE float acosf(float x);
__METALIFY_DEVICE float acoshf(float x);
__METALIFY_DEVICE float asinf(float x);
__METALIFY_DEVICE float asinhf(float x);
__METALIFY_DEVICE float atanf(float x);
__METALIFY_DEVICE float atanhf(float x);
__METALIFY_DEVICE float cbrtf(float x);
__METALIFY_DEVICE float ceilf(float x);
__METALIFY_DEVICE float cosf(float x);
__METALIFY_DEVICE float coshf(float x);
__METALIFY_HOST_AND_DEVICE float cospif(float x);
__METALIFY_DEVICE float cyl_bessel_i0f(float x);
__METALIFY_DEVICE float cyl_bessel_i1f(float x);
__METALIFY_DEVICE float erfcf(float x);
__METALIFY_DEVICE float erfcinvf(float x);
__METALIFY_DEVICE float erfcxf(float x);
__METALIFY_DEVICE float erff(float x);
__METALIFY_DEVICE float erfinvf(float x);
__METALIFY_DEVICE float exp10f(float x);
__METALIFY_DEVICE float exp2f(float x);
__METALIFY_DEVICE float expf(float x);
__METALIFY_DEVICE float expm1f(float x);
__METALIFY_DEVICE float fabsf(float x);
__METALIFY_DEVICE float floorf(float x);
__METALIFY_DEVICE float j0f(float x);
__METALIFY_DEVICE float j1f(float x);
__METALIFY_DEVICE float lgammaf(float x);
__METALIFY_DEVICE float log10f(float x);
__METALIFY_DEVICE float log1pf(float x);
__METALIFY_DEVICE float log2f(float x);
__METALIFY_DEVICE float logbf(float x);
__METALIFY_DEVICE float logf(float x);
__METALIFY_DEVICE float nearbyintf(float x);
__METALIFY_HOST_AND_DEVICE float normcdff(float x);
__METALIFY_DEVICE float normcdfinvf(float x);
__METALIFY_HOST_AND_DEVICE float rcbrtf(float x);
__METALIFY_DEVICE float rintf(float x);
__METALIFY_DEVICE float roundf(float x);
__METALIFY_HOST_AND_DEVICE float rsqrtf(float x);
__METALIFY_DEVICE float sinf(float x);
__METALIFY_DEVICE float sinhf(float x);
__METALIFY_HOST_AND_DEVICE float sinpif(float x);
__METALIFY_DEVICE float sqrtf(float x);
__METALIFY_DEVICE float tanf(float x);
__METALIFY_DEVICE float tanhf(float x);
__METALIFY_DEVICE float tgammaf(float x);
__METALIFY_DEVICE float truncf(float x);
__METALIFY_DEVICE float y0f(float x);
__METALIFY_DEVICE float y1f(float x);
__METALIFY_DEVICE float atan2f(float x, float y);
__METALIFY_DEVICE float copysignf(float x, float y);
__METALIFY_DEVICE float fdimf(float x, float y);
__METALIFY_DEVICE float fmaxf(float x, float y);
__METALIFY_DEVICE float fminf(float x, float y);
__METALIFY_DEVICE float fmodf(float x, float y);
__METALIFY_DEVICE float hypotf(float x, float y);
__METALIFY_DEVICE float nextafterf(float x, float y);
__METALIFY_DEVICE float nanf(const char *tagp);
__METALIFY_DEVICE float powf(float x, float y);
__METALIFY_DEVICE float remainderf(float x, float y);
__METALIFY_DEVICE float rhypotf(float x, float y);
__METALIFY_DEVICE float fmaf(float x, float y, float z);
__METALIFY_DEVICE float fdividef(float x, float y);
__METALIFY_DEVICE float frexpf(float x, int *exp);
__METALIFY_DEVICE float ldexpf(float x, int exp);
__METALIFY_DEVICE float modff(float x, float *iptr);
__METALIFY_DEVICE float remquof(float x, float y, int *quo);
__METALIFY_DEVICE float scalbnf(float x, int n);
__METALIFY_DEVICE float scalblnf(float x, long n);
__METALIFY_DEVICE float jnf(int n, float x);
__METALIFY_DEVICE float ynf(int n, float x);
__METALIFY_DEVICE float norm3df(float a, float b, float c);
__METALIFY_DEVICE float norm4df(float a, float b, float c, float d);
__METALIFY_DEVICE float rnorm3df(float a, float b, float c);
__METALIFY_DEVICE float normf(int dim, const float *a);
__METALIFY_DEVICE int ilogbf(float x);
__METALIFY_DEVICE long lrintf(float x);
__METALIFY_DEVICE long lroundf(float x);
__METALIFY_DEVICE long long llrintf(float x);
__METALIFY_DEVICE long long llroundf(float x);
__METALIFY_DEVICE void sincosf(float x, float *s, float *c);
__METALIFY_DEVICE void sincospif(float x, float *s, float *c);
__METALIFY_DEVICE int __finitef(float x);
__METALIFY_DEVICE int __isinff(float x);
__METALIFY_DEVICE int __isnanf(float x);
__METALIFY_DEVICE int __signbitf(float x);

// C++ overloads for float (std:: style, as CUDA provides them).
__METALIFY_DEVICE float acos(float x);
__METALIFY_DEVICE float acosh(float x);
__METALIFY_DEVICE float asin(float x);
__METALIFY_DEVICE float asinh(float x);
__METALIFY_DEVICE float atan(float x);
__METALIFY_DEVICE float atanh(float x);
__METALIFY_DEVICE float cbrt(float x);
__METALIFY_DEVICE float ceil(float x);
__METALIFY_DEVICE float cos(float x);
__METALIFY_DEVICE float cosh(float x);
__METALIFY_DEVICE float erfc(float x);
__METALIFY_DEVICE float erf(float x);
__METALIFY_DEVICE float exp2(float x);
__METALIFY_DEVICE float exp(float x);
__METALIFY_DEVICE float expm1(float x);
__METALIFY_DEVICE float fabs(float x);
__METALIFY_DEVICE float floor(float x);
__METALIFY_DEVICE float lgamma(float x);
__METALIFY_DEVICE float log10(float x);
__METALIFY_DEVICE float log1p(float x);
__METALIFY_DEVICE float log2(float x);
__METALIFY_DEVICE float logb(float x);
__METALIFY_DEVICE float log(float x);
__METALIFY_DEVICE float nearbyint(float x);
__METALIFY_DEVICE float rint(float x);
__METALIFY_DEVICE float round(float x);
__METALIFY_DEVICE float sin(float x);
__METALIFY_DEVICE float sinh(float x);
__METALIFY_DEVICE float sqrt(float x);
__METALIFY_DEVICE float tan(float x);
__METALIFY_DEVICE float tanh(float x);
__METALIFY_DEVICE float tgamma(float x);
__METALIFY_DEVICE float trunc(float x);
__METALIFY_DEVICE float atan2(float x, float y);
__METALIFY_DEVICE float copysign(float x, float y);
__METALIFY_DEVICE float fdim(float x, float y);
__METALIFY_DEVICE float fmax(float x, float y);
__METALIFY_DEVICE float fmin(float x, float y);
__METALIFY_DEVICE float fmod(float x, float y);
__METALIFY_DEVICE float hypot(float x, float y);
__METALIFY_DEVICE float nextafter(float x, float y);
__METALIFY_DEVICE float pow(float x, float y);
__METALIFY_DEVICE float remainder(float x, float y);
__METALIFY_DEVICE float fma(float x, float y, float z);
__METALIFY_DEVICE float abs(float x);
__METALIFY_DEVICE bool isnan(float x);
__METALIFY_DEVICE bool isinf(float x);
__METALIFY_DEVICE bool isfinite(float x);
__METALIFY_DEVICE bool signbit(float x);

// Double precision (Metal has none: parsed so it can be diagnosed).
__METALIFY_DEVICE double acos(double x);
__METALIFY_DEVICE double acosh(double x);
__METALIFY_DEVICE double asin(double x);
__METALIFY_DEVICE double asinh(double x);
__METALIFY_DEVICE double atan(double x);
__METALIFY_DEVICE double atanh(double x);
__METALIFY_DEVICE double cbrt(double x);
__METALIFY_DEVICE double ceil(double x);
__METALIFY_DEVICE double cos(double x);
__METALIFY_DEVICE double cosh(double x);
__METALIFY_HOST_AND_DEVICE double cospi(double x);
__METALIFY_DEVICE double erfc(double x);
__METALIFY_DEVICE double erfcinv(double x);
__METALIFY_DEVICE double erfcx(double x);
__METALIFY_DEVICE double erf(double x);
__METALIFY_DEVICE double erfinv(double x);
__METALIFY_DEVICE double exp10(double x);
__METALIFY_DEVICE double exp2(double x);
__METALIFY_DEVICE double exp(double x);
__METALIFY_DEVICE double expm1(double x);
__METALIFY_DEVICE double fabs(double x);
__METALIFY_DEVICE double floor(double x);
__METALIFY_DEVICE double j0(double x);
__METALIFY_DEVICE double j1(double x);
__METALIFY_DEVICE double lgamma(double x);
__METALIFY_DEVICE double log10(double x);
__METALIFY_DEVICE double log1p(double x);
__METALIFY_DEVICE double log2(double x);
__METALIFY_DEVICE double logb(double x);
__METALIFY_DEVICE double log(double x);
__METALIFY_DEVICE double nearbyint(double x);
__METALIFY_HOST_AND_DEVICE double normcdf(double x);
__METALIFY_DEVICE double normcdfinv(double x);
__METALIFY_HOST_AND_DEVICE double rcbrt(double x);
__METALIFY_DEVICE double rint(double x);
__METALIFY_DEVICE double round(double x);
__METALIFY_HOST_AND_DEVICE double rsqrt(double x);
__METALIFY_DEVICE double sin(double x);
__METALIFY_DEVICE double sinh(double x);
__METALIFY_HOST_AND_DEVICE double sinpi(double x);
__METALIFY_DEVICE double sqrt(double x);
__METALIFY_DEVICE double tan(double x);
__METALIFY_DEVICE double tanh(double x);
__METALIFY_DEVICE double tgamma(double x);
__METALIFY_DEVICE double trunc(double x);
__METALIFY_DEVICE double y0(double x);
__METALIFY_DEVICE double y1(double x);
__METALIFY_DEVICE double atan2(double x, double y);
__METALIFY_DEVICE double copysign(double x, double y);
__METALIFY_DEVICE double fdim(double x, double y);
__METALIFY_DEVICE double fmax(double x, double y);
__METALIFY_DEVICE double fmin(double x, double y);
__METALIFY_DEVICE double fmod(double x, double y);
__METALIFY_DEVICE double hypot(double x, double y);
__METALIFY_DEVICE double nextafter(double x, double y);
__METALIFY_DEVICE double nan(const char *tagp);
__METALIFY_DEVICE double pow(double x, double y);
__METALIFY_DEVICE double remainder(double x, double y);
__METALIFY_DEVICE double rhypot(double x, double y);
__METALIFY_DEVICE double fma(double x, double y, double z);
__METALIFY_DEVICE double frexp(double x, int *exp);
__METALIFY_DEVICE double ldexp(double x, int exp);
__METALIFY_DEVICE double scalbn(double x, int n);
__METALIFY_DEVICE double modf(double x, double *iptr);
__METALIFY_DEVICE void sincos(double x, double *s, double *c);
__METALIFY_DEVICE void sincospi(double x, double *s, double *c);
// C++ overloads for float that CUDA's math headers add (a float argument
// cannot bind to the double* of the C forms above).
__METALIFY_DEVICE float modf(float x, float *iptr);
__METALIFY_DEVICE void sincos(float x, float *s, float *c);
__METALIFY_DEVICE void sincospi(float x, float *s, float *c);
__METALIFY_DEVICE int ilogb(double x);
__METALIFY_DEVICE bool isnan(double x);
__METALIFY_DEVICE bool isinf(double x);
__METALIFY_DEVICE bool isfinite(double x);
__METALIFY_DEVICE bool signbit(double x);
__METALIFY_DEVICE double abs(double x);

// min/max: like nvcc's math_functions.hpp (static inline __host__
// __device__), host code of a .cu file may call them too (grid sizes).
#define __METALIFY_HOST_DEVICE extern __host__ __device__
__METALIFY_HOST_DEVICE int min(int a, int b);
__METALIFY_HOST_DEVICE int max(int a, int b);
__METALIFY_HOST_DEVICE unsigned int min(unsigned int a, unsigned int b);
__METALIFY_HOST_DEVICE unsigned int max(unsigned int a, unsigned int b);
__METALIFY_HOST_DEVICE long min(long a, long b);
__METALIFY_HOST_DEVICE long max(long a, long b);
__METALIFY_HOST_DEVICE unsigned long min(unsigned long a, unsigned long b);
__METALIFY_HOST_DEVICE unsigned long max(unsigned long a, unsigned long b);
__METALIFY_HOST_DEVICE long long min(long long a, long long b);
__METALIFY_HOST_DEVICE long long max(long long a, long long b);
__METALIFY_HOST_DEVICE unsigned long long min(unsigned long long a,
                                               unsigned long long b);
__METALIFY_HOST_DEVICE unsigned long long max(unsigned long long a,
                                               unsigned long long b);
// Mixed signedness: the unsigned type, as in CUDA.
__METALIFY_HOST_DEVICE unsigned int min(int a, unsigned int b);
__METALIFY_HOST_DEVICE unsigned int min(unsigned int a, int b);
__METALIFY_HOST_DEVICE unsigned int max(int a, unsigned int b);
__METALIFY_HOST_DEVICE unsigned int max(unsigned int a, int b);
__METALIFY_HOST_DEVICE unsigned long min(long a, unsigned long b);
__METALIFY_HOST_DEVICE unsigned long min(unsigned long a, long b);
__METALIFY_HOST_DEVICE unsigned long max(long a, unsigned long b);
__METALIFY_HOST_DEVICE unsigned long max(unsigned long a, long b);
__METALIFY_HOST_DEVICE unsigned long long min(long long a,
                                               unsigned long long b);
__METALIFY_HOST_DEVICE unsigned long long min(unsigned long long a,
                                               long long b);
__METALIFY_HOST_DEVICE unsigned long long max(long long a,
                                               unsigned long long b);
__METALIFY_HOST_DEVICE unsigned long long max(unsigned long long a,
                                               long long b);
__METALIFY_HOST_DEVICE float min(float a, float b);
__METALIFY_HOST_DEVICE float max(float a, float b);
__METALIFY_HOST_DEVICE double min(double a, double b);
__METALIFY_HOST_DEVICE double max(double a, double b);
#undef __METALIFY_HOST_DEVICE

// Integer abs and the named min/max.
__METALIFY_DEVICE int abs(int a);
__METALIFY_DEVICE long labs(long a);
__METALIFY_DEVICE long long llabs(long long a);
__METALIFY_DEVICE unsigned int umin(unsigned int a, unsigned int b);
__METALIFY_DEVICE unsigned int umax(unsigned int a, unsigned int b);
__METALIFY_DEVICE long long llmin(long long a, long long b);
__METALIFY_DEVICE long long llmax(long long a, long long b);
__METALIFY_DEVICE unsigned long long ullmin(unsigned long long a, unsigned long long b);
__METALIFY_DEVICE unsigned long long ullmax(unsigned long long a, unsigned long long b);

// Fast single precision intrinsics.
__METALIFY_DEVICE float __expf(float x);
__METALIFY_DEVICE float __exp10f(float x);
__METALIFY_DEVICE float __logf(float x);
__METALIFY_DEVICE float __log2f(float x);
__METALIFY_DEVICE float __log10f(float x);
__METALIFY_DEVICE float __sinf(float x);
__METALIFY_DEVICE float __cosf(float x);
__METALIFY_DEVICE float __tanf(float x);
__METALIFY_DEVICE float __saturatef(float x);
__METALIFY_DEVICE float __frcp_rn(float x);
__METALIFY_DEVICE float __frcp_rz(float x);
__METALIFY_DEVICE float __frcp_ru(float x);
__METALIFY_DEVICE float __frcp_rd(float x);
__METALIFY_DEVICE float __fsqrt_rn(float x);
__METALIFY_DEVICE float __fsqrt_rz(float x);
__METALIFY_DEVICE float __fsqrt_ru(float x);
__METALIFY_DEVICE float __fsqrt_rd(float x);
__METALIFY_DEVICE float __frsqrt_rn(float x);
__METALIFY_DEVICE float __powf(float x, float y);
__METALIFY_DEVICE float __fdividef(float x, float y);
__METALIFY_DEVICE float __fdiv_rn(float x, float y);
__METALIFY_DEVICE float __fdiv_rz(float x, float y);
__METALIFY_DEVICE float __fdiv_ru(float x, float y);
__METALIFY_DEVICE float __fdiv_rd(float x, float y);
__METALIFY_DEVICE float __fadd_rn(float x, float y);
__METALIFY_DEVICE float __fadd_rz(float x, float y);
__METALIFY_DEVICE float __fadd_ru(float x, float y);
__METALIFY_DEVICE float __fadd_rd(float x, float y);
__METALIFY_DEVICE float __fsub_rn(float x, float y);
__METALIFY_DEVICE float __fsub_rz(float x, float y);
__METALIFY_DEVICE float __fsub_ru(float x, float y);
__METALIFY_DEVICE float __fsub_rd(float x, float y);
__METALIFY_DEVICE float __fmul_rn(float x, float y);
__METALIFY_DEVICE float __fmul_rz(float x, float y);
__METALIFY_DEVICE float __fmul_ru(float x, float y);
__METALIFY_DEVICE float __fmul_rd(float x, float y);
__METALIFY_DEVICE float __fmaf_rn(float x, float y, float z);
__METALIFY_DEVICE float __fmaf_rz(float x, float y, float z);
__METALIFY_DEVICE float __fmaf_ru(float x, float y, float z);
__METALIFY_DEVICE float __fmaf_rd(float x, float y, float z);
__METALIFY_DEVICE float __fmaf_ieee_rn(float x, float y, float z);
__METALIFY_DEVICE void __sincosf(float x, float *s, float *c);
__METALIFY_DEVICE double __dadd_rn(double x, double y);
__METALIFY_DEVICE double __dmul_rn(double x, double y);
__METALIFY_DEVICE double __fma_rn(double x, double y, double z);
__METALIFY_DEVICE double __dadd_rz(double x, double y);
__METALIFY_DEVICE double __dmul_rz(double x, double y);
__METALIFY_DEVICE double __fma_rz(double x, double y, double z);
__METALIFY_DEVICE double __dadd_ru(double x, double y);
__METALIFY_DEVICE double __dmul_ru(double x, double y);
__METALIFY_DEVICE double __fma_ru(double x, double y, double z);
__METALIFY_DEVICE double __dadd_rd(double x, double y);
__METALIFY_DEVICE double __dmul_rd(double x, double y);
__METALIFY_DEVICE double __fma_rd(double x, double y, double z);
__METALIFY_DEVICE double __dsub_rn(double x, double y);
__METALIFY_DEVICE double __ddiv_rn(double x, double y);
__METALIFY_DEVICE double __dsqrt_rn(double x);
__METALIFY_DEVICE double __drcp_rn(double x);
__METALIFY_DEVICE double __dsub_rz(double x, double y);
__METALIFY_DEVICE double __ddiv_rz(double x, double y);
__METALIFY_DEVICE double __dsqrt_rz(double x);
__METALIFY_DEVICE double __drcp_rz(double x);
__METALIFY_DEVICE double __dsub_ru(double x, double y);
__METALIFY_DEVICE double __ddiv_ru(double x, double y);
__METALIFY_DEVICE double __dsqrt_ru(double x);
__METALIFY_DEVICE double __drcp_ru(double x);
__METALIFY_DEVICE double __dsub_rd(double x, double y);
__METALIFY_DEVICE double __ddiv_rd(double x, double y);
__METALIFY_DEVICE double __dsqrt_rd(double x);
__METALIFY_DEVICE double __drcp_rd(double x);

// Conversions and reinterpretations.
__METALIFY_DEVICE int __float2int_rn(float x);
__METALIFY_DEVICE unsigned int __float2uint_rn(float x);
__METALIFY_DEVICE long long __float2ll_rn(float x);
__METALIFY_DEVICE unsigned long long __float2ull_rn(float x);
__METALIFY_DEVICE float __int2float_rn(int x);
__METALIFY_DEVICE float __uint2float_rn(unsigned int x);
__METALIFY_DEVICE float __ll2float_rn(long long x);
__METALIFY_DEVICE float __ull2float_rn(unsigned long long x);
__METALIFY_DEVICE float __double2float_rn(double x);
__METALIFY_DEVICE int __double2int_rn(double x);
__METALIFY_DEVICE unsigned int __double2uint_rn(double x);
__METALIFY_DEVICE long long __double2ll_rn(double x);
__METALIFY_DEVICE double __ll2double_rn(long long x);
__METALIFY_DEVICE int __float2int_rz(float x);
__METALIFY_DEVICE unsigned int __float2uint_rz(float x);
__METALIFY_DEVICE long long __float2ll_rz(float x);
__METALIFY_DEVICE unsigned long long __float2ull_rz(float x);
__METALIFY_DEVICE float __int2float_rz(int x);
__METALIFY_DEVICE float __uint2float_rz(unsigned int x);
__METALIFY_DEVICE float __ll2float_rz(long long x);
__METALIFY_DEVICE float __ull2float_rz(unsigned long long x);
__METALIFY_DEVICE float __double2float_rz(double x);
__METALIFY_DEVICE int __double2int_rz(double x);
__METALIFY_DEVICE unsigned int __double2uint_rz(double x);
__METALIFY_DEVICE long long __double2ll_rz(double x);
__METALIFY_DEVICE double __ll2double_rz(long long x);
__METALIFY_DEVICE int __float2int_ru(float x);
__METALIFY_DEVICE unsigned int __float2uint_ru(float x);
__METALIFY_DEVICE long long __float2ll_ru(float x);
__METALIFY_DEVICE unsigned long long __float2ull_ru(float x);
__METALIFY_DEVICE float __int2float_ru(int x);
__METALIFY_DEVICE float __uint2float_ru(unsigned int x);
__METALIFY_DEVICE float __ll2float_ru(long long x);
__METALIFY_DEVICE float __ull2float_ru(unsigned long long x);
__METALIFY_DEVICE float __double2float_ru(double x);
__METALIFY_DEVICE int __double2int_ru(double x);
__METALIFY_DEVICE unsigned int __double2uint_ru(double x);
__METALIFY_DEVICE long long __double2ll_ru(double x);
__METALIFY_DEVICE double __ll2double_ru(long long x);
__METALIFY_DEVICE int __float2int_rd(float x);
__METALIFY_DEVICE unsigned int __float2uint_rd(float x);
__METALIFY_DEVICE long long __float2ll_rd(float x);
__METALIFY_DEVICE unsigned long long __float2ull_rd(float x);
__METALIFY_DEVICE float __int2float_rd(int x);
__METALIFY_DEVICE float __uint2float_rd(unsigned int x);
__METALIFY_DEVICE float __ll2float_rd(long long x);
__METALIFY_DEVICE float __ull2float_rd(unsigned long long x);
__METALIFY_DEVICE float __double2float_rd(double x);
__METALIFY_DEVICE int __double2int_rd(double x);
__METALIFY_DEVICE unsigned int __double2uint_rd(double x);
__METALIFY_DEVICE long long __double2ll_rd(double x);
__METALIFY_DEVICE double __ll2double_rd(long long x);
__METALIFY_DEVICE double __int2double_rn(int x);
__METALIFY_DEVICE double __uint2double_rn(unsigned int x);
__METALIFY_DEVICE int __float_as_int(float x);
__METALIFY_DEVICE unsigned int __float_as_uint(float x);
__METALIFY_DEVICE float __int_as_float(int x);
__METALIFY_DEVICE float __uint_as_float(unsigned int x);
__METALIFY_DEVICE long long __double_as_longlong(double x);
__METALIFY_DEVICE double __longlong_as_double(long long x);
__METALIFY_DEVICE int __double2hiint(double x);
__METALIFY_DEVICE int __double2loint(double x);
__METALIFY_DEVICE double __hiloint2double(int hi, int lo);

// Integer intrinsics.
__METALIFY_DEVICE int __popc(unsigned int x);
__METALIFY_DEVICE int __popcll(unsigned long long x);
__METALIFY_DEVICE int __clz(int x);
__METALIFY_DEVICE int __clzll(long long x);
__METALIFY_DEVICE int __ffs(int x);
__METALIFY_DEVICE int __ffsll(long long x);
__METALIFY_DEVICE unsigned int __brev(unsigned int x);
__METALIFY_DEVICE unsigned long long __brevll(unsigned long long x);
__METALIFY_DEVICE int __mul24(int x, int y);
__METALIFY_DEVICE unsigned int __umul24(unsigned int x, unsigned int y);
__METALIFY_DEVICE int __mulhi(int x, int y);
__METALIFY_DEVICE unsigned int __umulhi(unsigned int x, unsigned int y);
__METALIFY_DEVICE long long __mul64hi(long long x, long long y);
__METALIFY_DEVICE unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__METALIFY_DEVICE int __hadd(int x, int y);
__METALIFY_DEVICE int __rhadd(int x, int y);
__METALIFY_DEVICE unsigned int __uhadd(unsigned int x, unsigned int y);
__METALIFY_DEVICE unsigned int __urhadd(unsigned int x, unsigned int y);
__METALIFY_DEVICE unsigned int __sad(int x, int y, unsigned int z);
__METALIFY_DEVICE unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__METALIFY_DEVICE unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__METALIFY_DEVICE unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__METALIFY_DEVICE unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__METALIFY_DEVICE unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__METALIFY_DEVICE unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__METALIFY_DEVICE int __dp4a(int srcA, int srcB, int c);
__METALIFY_DEVICE unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);

#undef __METALIFY_DEVICE
#undef __METALIFY_HOST_AND_DEVICE

#endif
