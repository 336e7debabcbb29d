//===- vector_functions.h - make_<vector> constructors ---------*- C++ -*-===//
//
// Part of metalify. make_float4(x, y, z, w) and friends for every vector
// type; declarations only.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_VECTOR_FUNCTIONS_H
#define __METALIFY_VECTOR_FUNCTIONS_H

#include "vector_types.h"

#define __METALIFY_MAKE_FAMILY(T, NAME)                                       \
  __host__ __device__ NAME##1 make_##NAME##1(T x);                             \
  __host__ __device__ NAME##2 make_##NAME##2(T x, T y);                        \
  __host__ __device__ NAME##3 make_##NAME##3(T x, T y, T z);                   \
  __host__ __device__ NAME##4 make_##NAME##4(T x, T y, T z, T w);

__METALIFY_MAKE_FAMILY(signed char, char)
__METALIFY_MAKE_FAMILY(unsigned char, uchar)
__METALIFY_MAKE_FAMILY(short, short)
__METALIFY_MAKE_FAMILY(unsigned short, ushort)
__METALIFY_MAKE_FAMILY(int, int)
__METALIFY_MAKE_FAMILY(unsigned int, uint)
__METALIFY_MAKE_FAMILY(long, long)
__METALIFY_MAKE_FAMILY(unsigned long, ulong)
__METALIFY_MAKE_FAMILY(long long, longlong)
__METALIFY_MAKE_FAMILY(unsigned long long, ulonglong)
__METALIFY_MAKE_FAMILY(float, float)
__METALIFY_MAKE_FAMILY(double, double)

#undef __METALIFY_MAKE_FAMILY

#endif
