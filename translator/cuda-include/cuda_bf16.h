//===- cuda_bf16.h - bfloat16 (__nv_bfloat16, __nv_bfloat162) - -*- C++ -*-===//
//
// Part of metalify. bfloat16: __nv_bfloat16, __nv_bfloat162 and their functions.
// Declarations only. As in CUDA 12, conversions, arithmetic and math work
// in host code too; shuffles and atomics are device-only.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CUDA_BF16_H
#define __METALIFY_CUDA_BF16_H

#include "crt/host_defines.h"
#include "vector_types.h"
#include "cuda_fp16.h"

/// The raw bits of a __nv_bfloat16.
struct __nv_bfloat16_raw {
  unsigned short x;
};

/// A 16-bit floating-point value.
struct __align__(2) __nv_bfloat16 {
  __host__ __device__ __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r);
  __host__ __device__ __nv_bfloat16(float f);
  __host__ __device__ __nv_bfloat16(double f);
  __host__ __device__ __nv_bfloat16(int i);
  __host__ __device__ __nv_bfloat16(unsigned int i);
  __host__ __device__ __nv_bfloat16 &operator=(float f);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __nv_bfloat16_raw() const;

protected:
  unsigned short __x;
};

/// Two __nv_bfloat16 values.
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __host__ __device__ __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

// Conversions.
extern __host__ __device__ __nv_bfloat16 __float2bfloat16(float a);
extern __host__ __device__ __nv_bfloat16 __float2bfloat16_rn(float a);
extern __host__ __device__ __nv_bfloat16 __float2bfloat16_rz(float a);
extern __host__ __device__ __nv_bfloat16 __float2bfloat16_ru(float a);
extern __host__ __device__ __nv_bfloat16 __float2bfloat16_rd(float a);
extern __host__ __device__ float __bfloat162float(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 __float2bfloat162_rn(float a);
extern __host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(float a, float b);
extern __host__ __device__ float2 __bfloat1622float2(__nv_bfloat162 a);
extern __host__ __device__ float __low2float(__nv_bfloat162 a);
extern __host__ __device__ float __high2float(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __int2bfloat16_rn(int a);
extern __host__ __device__ int __bfloat162int_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __int2bfloat16_rz(int a);
extern __host__ __device__ int __bfloat162int_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __int2bfloat16_ru(int a);
extern __host__ __device__ int __bfloat162int_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __int2bfloat16_rd(int a);
extern __host__ __device__ int __bfloat162int_rd(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __uint2bfloat16_rn(unsigned int a);
extern __host__ __device__ unsigned int __bfloat162uint_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __uint2bfloat16_rz(unsigned int a);
extern __host__ __device__ unsigned int __bfloat162uint_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __uint2bfloat16_ru(unsigned int a);
extern __host__ __device__ unsigned int __bfloat162uint_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __uint2bfloat16_rd(unsigned int a);
extern __host__ __device__ unsigned int __bfloat162uint_rd(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __short2bfloat16_rn(short a);
extern __host__ __device__ short __bfloat162short_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __short2bfloat16_rz(short a);
extern __host__ __device__ short __bfloat162short_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __short2bfloat16_ru(short a);
extern __host__ __device__ short __bfloat162short_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __short2bfloat16_rd(short a);
extern __host__ __device__ short __bfloat162short_rd(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ushort2bfloat16_rn(unsigned short a);
extern __host__ __device__ unsigned short __bfloat162ushort_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ushort2bfloat16_rz(unsigned short a);
extern __host__ __device__ unsigned short __bfloat162ushort_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ushort2bfloat16_ru(unsigned short a);
extern __host__ __device__ unsigned short __bfloat162ushort_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ushort2bfloat16_rd(unsigned short a);
extern __host__ __device__ unsigned short __bfloat162ushort_rd(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ll2bfloat16_rn(long long a);
extern __host__ __device__ long long __bfloat162ll_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ll2bfloat16_rz(long long a);
extern __host__ __device__ long long __bfloat162ll_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ll2bfloat16_ru(long long a);
extern __host__ __device__ long long __bfloat162ll_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ll2bfloat16_rd(long long a);
extern __host__ __device__ long long __bfloat162ll_rd(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ull2bfloat16_rn(unsigned long long a);
extern __host__ __device__ unsigned long long __bfloat162ull_rn(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ull2bfloat16_rz(unsigned long long a);
extern __host__ __device__ unsigned long long __bfloat162ull_rz(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ull2bfloat16_ru(unsigned long long a);
extern __host__ __device__ unsigned long long __bfloat162ull_ru(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __ull2bfloat16_rd(unsigned long long a);
extern __host__ __device__ unsigned long long __bfloat162ull_rd(__nv_bfloat16 a);
extern __host__ __device__ short __bfloat16_as_short(__nv_bfloat16 a);
extern __host__ __device__ unsigned short __bfloat16_as_ushort(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __short_as_bfloat16(short a);
extern __host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short a);

// Arithmetic and comparisons.
extern __host__ __device__ __nv_bfloat16 __hneg(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __habs(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hadd_sat(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hsub_sat(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmul_sat(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmax_nan(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hmin_nan(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
extern __host__ __device__ __nv_bfloat16 __hfma_sat(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
extern __host__ __device__ bool __heq(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hne(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hle(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hge(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hequ(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hneu(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hltu(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hleu(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hgtu(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ bool __hgeu(__nv_bfloat16 a, __nv_bfloat16 b);
extern __host__ __device__ int __hisinf(__nv_bfloat16 a);
extern __host__ __device__ bool __hisnan(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 __hneg2(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat162 __habs2(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hsub2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __h2div(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hadd2_sat(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hsub2_sat(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hmul2_sat(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hmax2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hmin2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __heq2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hne2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hlt2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hle2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hgt2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hge2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
extern __host__ __device__ bool __hbeq2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ bool __hbne2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ bool __hblt2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ bool __hble2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ bool __hbgt2(__nv_bfloat162 a, __nv_bfloat162 b);
extern __host__ __device__ bool __hbge2(__nv_bfloat162 a, __nv_bfloat162 b);

// Math.
extern __host__ __device__ __nv_bfloat16 hsqrt(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2sqrt(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hrsqrt(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2rsqrt(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hrcp(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2rcp(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hexp(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2exp(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hexp2(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2exp2(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hexp10(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2exp10(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hlog(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2log(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hlog2(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2log2(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hlog10(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2log10(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hsin(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2sin(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hcos(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2cos(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hceil(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2ceil(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hfloor(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2floor(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 hrint(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2rint(__nv_bfloat162 a);
extern __host__ __device__ __nv_bfloat16 htrunc(__nv_bfloat16 a);
extern __host__ __device__ __nv_bfloat162 h2trunc(__nv_bfloat162 a);

// Warp shuffles and atomics.
extern __device__ __nv_bfloat16 __shfl_sync(unsigned int mask, __nv_bfloat16 var, int srcLane, int width = 32);
extern __device__ __nv_bfloat16 __shfl_up_sync(unsigned int mask, __nv_bfloat16 var, unsigned int delta, int width = 32);
extern __device__ __nv_bfloat16 __shfl_down_sync(unsigned int mask, __nv_bfloat16 var, unsigned int delta, int width = 32);
extern __device__ __nv_bfloat16 __shfl_xor_sync(unsigned int mask, __nv_bfloat16 var, int laneMask, int width = 32);
extern __device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 val);
extern __device__ __nv_bfloat162 __shfl_sync(unsigned int mask, __nv_bfloat162 var, int srcLane, int width = 32);
extern __device__ __nv_bfloat162 __shfl_up_sync(unsigned int mask, __nv_bfloat162 var, unsigned int delta, int width = 32);
extern __device__ __nv_bfloat162 __shfl_down_sync(unsigned int mask, __nv_bfloat162 var, unsigned int delta, int width = 32);
extern __device__ __nv_bfloat162 __shfl_xor_sync(unsigned int mask, __nv_bfloat162 var, int laneMask, int width = 32);
extern __device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, __nv_bfloat162 val);

// Operators.
extern __host__ __device__ __nv_bfloat16 operator+(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 &operator+=(__nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 operator-(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 &operator-=(__nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 &operator*=(__nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 operator/(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 &operator/=(__nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat16 operator-(const __nv_bfloat16 &a);
extern __host__ __device__ __nv_bfloat16 operator+(const __nv_bfloat16 &a);
extern __host__ __device__ __nv_bfloat16 &operator++(__nv_bfloat16 &a);
extern __host__ __device__ __nv_bfloat16 &operator--(__nv_bfloat16 &a);
extern __host__ __device__ __nv_bfloat16 operator++(__nv_bfloat16 &a, int);
extern __host__ __device__ __nv_bfloat16 operator--(__nv_bfloat16 &a, int);
extern __host__ __device__ bool operator==(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ bool operator!=(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ bool operator<(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ bool operator<=(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ bool operator>(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ bool operator>=(const __nv_bfloat16 &a, const __nv_bfloat16 &b);
extern __host__ __device__ __nv_bfloat162 operator+(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 &operator+=(__nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 operator-(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 &operator-=(__nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 operator*(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 &operator*=(__nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 operator/(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 &operator/=(__nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ __nv_bfloat162 operator-(const __nv_bfloat162 &a);
extern __host__ __device__ __nv_bfloat162 operator+(const __nv_bfloat162 &a);
extern __host__ __device__ __nv_bfloat162 &operator++(__nv_bfloat162 &a);
extern __host__ __device__ __nv_bfloat162 &operator--(__nv_bfloat162 &a);
extern __host__ __device__ __nv_bfloat162 operator++(__nv_bfloat162 &a, int);
extern __host__ __device__ __nv_bfloat162 operator--(__nv_bfloat162 &a, int);
extern __host__ __device__ bool operator==(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ bool operator!=(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ bool operator<(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ bool operator<=(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ bool operator>(const __nv_bfloat162 &a, const __nv_bfloat162 &b);
extern __host__ __device__ bool operator>=(const __nv_bfloat162 &a, const __nv_bfloat162 &b);

#endif
