//===- vector_types.h - CUDA vector types and dim3 -------------*- C++ -*-===//
//
// Part of metalify. Every CUDA vector type with CUDA's size and alignment:
// 2- and 4-element types are aligned to their size (up to 16 bytes),
// 1- and 3-element types to their element.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_VECTOR_TYPES_H
#define __METALIFY_VECTOR_TYPES_H

// NVIDIA's include guard: helper headers (the CUDA samples' helper_cuda.h)
// test it to see that this header was included.
#define __VECTOR_TYPES_H__

#include "crt/host_defines.h"

#define __METALIFY_VECTOR_FAMILY(T, NAME, ALIGN2, ALIGN4)                     \
  struct NAME##1 { T x; };                                                     \
  struct __align__(ALIGN2) NAME##2 { T x, y; };                                \
  struct NAME##3 { T x, y, z; };                                               \
  struct __align__(ALIGN4) NAME##4 { T x, y, z, w; };                          \
  typedef struct NAME##1 NAME##1;                                              \
  typedef struct NAME##2 NAME##2;                                              \
  typedef struct NAME##3 NAME##3;                                              \
  typedef struct NAME##4 NAME##4;

__METALIFY_VECTOR_FAMILY(signed char, char, 2, 4)
__METALIFY_VECTOR_FAMILY(unsigned char, uchar, 2, 4)
__METALIFY_VECTOR_FAMILY(short, short, 4, 8)
__METALIFY_VECTOR_FAMILY(unsigned short, ushort, 4, 8)
__METALIFY_VECTOR_FAMILY(int, int, 8, 16)
__METALIFY_VECTOR_FAMILY(unsigned int, uint, 8, 16)
__METALIFY_VECTOR_FAMILY(long, long, 2 * sizeof(long), 16)
__METALIFY_VECTOR_FAMILY(unsigned long, ulong, 2 * sizeof(long), 16)
__METALIFY_VECTOR_FAMILY(long long, longlong, 16, 16)
__METALIFY_VECTOR_FAMILY(unsigned long long, ulonglong, 16, 16)
__METALIFY_VECTOR_FAMILY(float, float, 8, 16)
__METALIFY_VECTOR_FAMILY(double, double, 16, 16)

#undef __METALIFY_VECTOR_FAMILY

/// Grid and block extents; unset components are 1.
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

#endif
