//===- cuda_fp16.h - Half precision (__half, __half2) -------- -*- C++ -*-===//
//
// Part of metalify. IEEE half precision: __half, __half2 and their functions.
// Declarations only. As in CUDA 12, conversions, arithmetic and math work
// in host code too; shuffles and atomics are device-only.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CUDA_FP16_H
#define __METALIFY_CUDA_FP16_H

#include "crt/host_defines.h"
#include "vector_types.h"

/// The raw bits of a __half.
struct __half_raw {
  unsigned short x;
};

/// A 16-bit floating-point value.
struct __align__(2) __half {
  __host__ __device__ __half() = default;
  __host__ __device__ __half(const __half_raw &r);
  __host__ __device__ __half(float f);
  __host__ __device__ __half(double f);
  __host__ __device__ __half(int i);
  __host__ __device__ __half(unsigned int i);
  __host__ __device__ __half &operator=(float f);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __half_raw() const;

protected:
  unsigned short __x;
};

/// Two __half values.
struct __align__(4) __half2 {
  __half x, y;
  __host__ __device__ __half2() = default;
  __host__ __device__ __half2(const __half &a, const __half &b) : x(a), y(b) {}
};

typedef __half half;
typedef __half2 half2;

// Conversions.
extern __host__ __device__ __half __float2half(float a);
extern __host__ __device__ __half __float2half_rn(float a);
extern __host__ __device__ __half __float2half_rz(float a);
extern __host__ __device__ __half __float2half_ru(float a);
extern __host__ __device__ __half __float2half_rd(float a);
extern __host__ __device__ float __half2float(__half a);
extern __host__ __device__ __half2 __float2half2_rn(float a);
extern __host__ __device__ __half2 __float22half2_rn(float2 a);
extern __host__ __device__ __half2 __floats2half2_rn(float a, float b);
extern __host__ __device__ float2 __half22float2(__half2 a);
extern __host__ __device__ float __low2float(__half2 a);
extern __host__ __device__ float __high2float(__half2 a);
extern __host__ __device__ __half __low2half(__half2 a);
extern __host__ __device__ __half __high2half(__half2 a);
extern __host__ __device__ __half2 __halves2half2(__half a, __half b);
extern __host__ __device__ __half2 __half2half2(__half a);
extern __host__ __device__ __half2 __lowhigh2highlow(__half2 a);
extern __host__ __device__ __half2 __lows2half2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __highs2half2(__half2 a, __half2 b);
extern __host__ __device__ __half2 make_half2(__half a, __half b);
extern __host__ __device__ __half __int2half_rn(int a);
extern __host__ __device__ int __half2int_rn(__half a);
extern __host__ __device__ __half __int2half_rz(int a);
extern __host__ __device__ int __half2int_rz(__half a);
extern __host__ __device__ __half __int2half_ru(int a);
extern __host__ __device__ int __half2int_ru(__half a);
extern __host__ __device__ __half __int2half_rd(int a);
extern __host__ __device__ int __half2int_rd(__half a);
extern __host__ __device__ __half __uint2half_rn(unsigned int a);
extern __host__ __device__ unsigned int __half2uint_rn(__half a);
extern __host__ __device__ __half __uint2half_rz(unsigned int a);
extern __host__ __device__ unsigned int __half2uint_rz(__half a);
extern __host__ __device__ __half __uint2half_ru(unsigned int a);
extern __host__ __device__ unsigned int __half2uint_ru(__half a);
extern __host__ __device__ __half __uint2half_rd(unsigned int a);
extern __host__ __device__ unsigned int __half2uint_rd(__half a);
extern __host__ __device__ __half __short2half_rn(short a);
extern __host__ __device__ short __half2short_rn(__half a);
extern __host__ __device__ __half __short2half_rz(short a);
extern __host__ __device__ short __half2short_rz(__half a);
extern __host__ __device__ __half __short2half_ru(short a);
extern __host__ __device__ short __half2short_ru(__half a);
extern __host__ __device__ __half __short2half_rd(short a);
extern __host__ __device__ short __half2short_rd(__half a);
extern __host__ __device__ __half __ushort2half_rn(unsigned short a);
extern __host__ __device__ unsigned short __half2ushort_rn(__half a);
extern __host__ __device__ __half __ushort2half_rz(unsigned short a);
extern __host__ __device__ unsigned short __half2ushort_rz(__half a);
extern __host__ __device__ __half __ushort2half_ru(unsigned short a);
extern __host__ __device__ unsigned short __half2ushort_ru(__half a);
extern __host__ __device__ __half __ushort2half_rd(unsigned short a);
extern __host__ __device__ unsigned short __half2ushort_rd(__half a);
extern __host__ __device__ __half __ll2half_rn(long long a);
extern __host__ __device__ long long __half2ll_rn(__half a);
extern __host__ __device__ __half __ll2half_rz(long long a);
extern __host__ __device__ long long __half2ll_rz(__half a);
extern __host__ __device__ __half __ll2half_ru(long long a);
extern __host__ __device__ long long __half2ll_ru(__half a);
extern __host__ __device__ __half __ll2half_rd(long long a);
extern __host__ __device__ long long __half2ll_rd(__half a);
extern __host__ __device__ __half __ull2half_rn(unsigned long long a);
extern __host__ __device__ unsigned long long __half2ull_rn(__half a);
extern __host__ __device__ __half __ull2half_rz(unsigned long long a);
extern __host__ __device__ unsigned long long __half2ull_rz(__half a);
extern __host__ __device__ __half __ull2half_ru(unsigned long long a);
extern __host__ __device__ unsigned long long __half2ull_ru(__half a);
extern __host__ __device__ __half __ull2half_rd(unsigned long long a);
extern __host__ __device__ unsigned long long __half2ull_rd(__half a);
extern __host__ __device__ short __half_as_short(__half a);
extern __host__ __device__ unsigned short __half_as_ushort(__half a);
extern __host__ __device__ __half __short_as_half(short a);
extern __host__ __device__ __half __ushort_as_half(unsigned short a);

// Arithmetic and comparisons.
extern __host__ __device__ __half __hneg(__half a);
extern __host__ __device__ __half __habs(__half a);
extern __host__ __device__ __half __hadd(__half a, __half b);
extern __host__ __device__ __half __hsub(__half a, __half b);
extern __host__ __device__ __half __hmul(__half a, __half b);
extern __host__ __device__ __half __hdiv(__half a, __half b);
extern __host__ __device__ __half __hadd_sat(__half a, __half b);
extern __host__ __device__ __half __hsub_sat(__half a, __half b);
extern __host__ __device__ __half __hmul_sat(__half a, __half b);
extern __host__ __device__ __half __hmax(__half a, __half b);
extern __host__ __device__ __half __hmin(__half a, __half b);
extern __host__ __device__ __half __hmax_nan(__half a, __half b);
extern __host__ __device__ __half __hmin_nan(__half a, __half b);
extern __host__ __device__ __half __hfma(__half a, __half b, __half c);
extern __host__ __device__ __half __hfma_sat(__half a, __half b, __half c);
extern __host__ __device__ bool __heq(__half a, __half b);
extern __host__ __device__ bool __hne(__half a, __half b);
extern __host__ __device__ bool __hlt(__half a, __half b);
extern __host__ __device__ bool __hle(__half a, __half b);
extern __host__ __device__ bool __hgt(__half a, __half b);
extern __host__ __device__ bool __hge(__half a, __half b);
extern __host__ __device__ bool __hequ(__half a, __half b);
extern __host__ __device__ bool __hneu(__half a, __half b);
extern __host__ __device__ bool __hltu(__half a, __half b);
extern __host__ __device__ bool __hleu(__half a, __half b);
extern __host__ __device__ bool __hgtu(__half a, __half b);
extern __host__ __device__ bool __hgeu(__half a, __half b);
extern __host__ __device__ int __hisinf(__half a);
extern __host__ __device__ bool __hisnan(__half a);
extern __host__ __device__ __half2 __hneg2(__half2 a);
extern __host__ __device__ __half2 __habs2(__half2 a);
extern __host__ __device__ __half2 __hadd2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hsub2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hmul2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __h2div(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hadd2_sat(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hsub2_sat(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hmul2_sat(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hmax2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hmin2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __heq2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hne2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hlt2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hle2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hgt2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hge2(__half2 a, __half2 b);
extern __host__ __device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c);
extern __host__ __device__ bool __hbeq2(__half2 a, __half2 b);
extern __host__ __device__ bool __hbne2(__half2 a, __half2 b);
extern __host__ __device__ bool __hblt2(__half2 a, __half2 b);
extern __host__ __device__ bool __hble2(__half2 a, __half2 b);
extern __host__ __device__ bool __hbgt2(__half2 a, __half2 b);
extern __host__ __device__ bool __hbge2(__half2 a, __half2 b);

// Math.
extern __host__ __device__ __half hsqrt(__half a);
extern __host__ __device__ __half2 h2sqrt(__half2 a);
extern __host__ __device__ __half hrsqrt(__half a);
extern __host__ __device__ __half2 h2rsqrt(__half2 a);
extern __host__ __device__ __half hrcp(__half a);
extern __host__ __device__ __half2 h2rcp(__half2 a);
extern __host__ __device__ __half hexp(__half a);
extern __host__ __device__ __half2 h2exp(__half2 a);
extern __host__ __device__ __half hexp2(__half a);
extern __host__ __device__ __half2 h2exp2(__half2 a);
extern __host__ __device__ __half hexp10(__half a);
extern __host__ __device__ __half2 h2exp10(__half2 a);
extern __host__ __device__ __half hlog(__half a);
extern __host__ __device__ __half2 h2log(__half2 a);
extern __host__ __device__ __half hlog2(__half a);
extern __host__ __device__ __half2 h2log2(__half2 a);
extern __host__ __device__ __half hlog10(__half a);
extern __host__ __device__ __half2 h2log10(__half2 a);
extern __host__ __device__ __half hsin(__half a);
extern __host__ __device__ __half2 h2sin(__half2 a);
extern __host__ __device__ __half hcos(__half a);
extern __host__ __device__ __half2 h2cos(__half2 a);
extern __host__ __device__ __half hceil(__half a);
extern __host__ __device__ __half2 h2ceil(__half2 a);
extern __host__ __device__ __half hfloor(__half a);
extern __host__ __device__ __half2 h2floor(__half2 a);
extern __host__ __device__ __half hrint(__half a);
extern __host__ __device__ __half2 h2rint(__half2 a);
extern __host__ __device__ __half htrunc(__half a);
extern __host__ __device__ __half2 h2trunc(__half2 a);

// Warp shuffles and atomics.
extern __device__ __half __shfl_sync(unsigned int mask, __half var, int srcLane, int width = 32);
extern __device__ __half __shfl_up_sync(unsigned int mask, __half var, unsigned int delta, int width = 32);
extern __device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width = 32);
extern __device__ __half __shfl_xor_sync(unsigned int mask, __half var, int laneMask, int width = 32);
extern __device__ __half atomicAdd(__half *address, __half val);
extern __device__ __half2 __shfl_sync(unsigned int mask, __half2 var, int srcLane, int width = 32);
extern __device__ __half2 __shfl_up_sync(unsigned int mask, __half2 var, unsigned int delta, int width = 32);
extern __device__ __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int delta, int width = 32);
extern __device__ __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int laneMask, int width = 32);
extern __device__ __half2 atomicAdd(__half2 *address, __half2 val);

// Operators.
extern __host__ __device__ __half operator+(const __half &a, const __half &b);
extern __host__ __device__ __half &operator+=(__half &a, const __half &b);
extern __host__ __device__ __half operator-(const __half &a, const __half &b);
extern __host__ __device__ __half &operator-=(__half &a, const __half &b);
extern __host__ __device__ __half operator*(const __half &a, const __half &b);
extern __host__ __device__ __half &operator*=(__half &a, const __half &b);
extern __host__ __device__ __half operator/(const __half &a, const __half &b);
extern __host__ __device__ __half &operator/=(__half &a, const __half &b);
extern __host__ __device__ __half operator-(const __half &a);
extern __host__ __device__ __half operator+(const __half &a);
extern __host__ __device__ __half &operator++(__half &a);
extern __host__ __device__ __half &operator--(__half &a);
extern __host__ __device__ __half operator++(__half &a, int);
extern __host__ __device__ __half operator--(__half &a, int);
extern __host__ __device__ bool operator==(const __half &a, const __half &b);
extern __host__ __device__ bool operator!=(const __half &a, const __half &b);
extern __host__ __device__ bool operator<(const __half &a, const __half &b);
extern __host__ __device__ bool operator<=(const __half &a, const __half &b);
extern __host__ __device__ bool operator>(const __half &a, const __half &b);
extern __host__ __device__ bool operator>=(const __half &a, const __half &b);
extern __host__ __device__ __half2 operator+(const __half2 &a, const __half2 &b);
extern __host__ __device__ __half2 &operator+=(__half2 &a, const __half2 &b);
extern __host__ __device__ __half2 operator-(const __half2 &a, const __half2 &b);
extern __host__ __device__ __half2 &operator-=(__half2 &a, const __half2 &b);
extern __host__ __device__ __half2 operator*(const __half2 &a, const __half2 &b);
extern __host__ __device__ __half2 &operator*=(__half2 &a, const __half2 &b);
extern __host__ __device__ __half2 operator/(const __half2 &a, const __half2 &b);
extern __host__ __device__ __half2 &operator/=(__half2 &a, const __half2 &b);
extern __host__ __device__ __half2 operator-(const __half2 &a);
extern __host__ __device__ __half2 operator+(const __half2 &a);
extern __host__ __device__ __half2 &operator++(__half2 &a);
extern __host__ __device__ __half2 &operator--(__half2 &a);
extern __host__ __device__ __half2 operator++(__half2 &a, int);
extern __host__ __device__ __half2 operator--(__half2 &a, int);
extern __host__ __device__ bool operator==(const __half2 &a, const __half2 &b);
extern __host__ __device__ bool operator!=(const __half2 &a, const __half2 &b);
extern __host__ __device__ bool operator<(const __half2 &a, const __half2 &b);
extern __host__ __device__ bool operator<=(const __half2 &a, const __half2 &b);
extern __host__ __device__ bool operator>(const __half2 &a, const __half2 &b);
extern __host__ __device__ bool operator>=(const __half2 &a, const __half2 &b);

#endif
