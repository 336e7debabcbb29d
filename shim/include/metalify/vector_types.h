//===- vector_types.h - CUDA's host-side vector types -----------*- C++ -*-===//
//
// Part of metalify. float2, int4, uchar3, double2, ... with CUDA's sizes and
// alignments (float3 is 12 bytes aligned to 4, float4 16 bytes aligned to 16)
// and the make_* constructors. These are the bytes a kernel's by-value
// arguments carry, so they must match docs/ABI.md.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_VECTOR_TYPES_H
#define METALIFY_VECTOR_TYPES_H

// NVIDIA's include guard of vector_types.h, which helper headers test.
#define __VECTOR_TYPES_H__

// One family: T1..T4 with CUDA's alignment for the 2- and 4-element types.
#define METALIFY_VECTOR_FAMILY(NAME, T, ALIGN2, ALIGN4)                        \
  struct NAME##1 {                                                             \
    T x;                                                                       \
  };                                                                           \
  struct alignas(ALIGN2) NAME##2 {                                             \
    T x, y;                                                                    \
  };                                                                           \
  struct NAME##3 {                                                             \
    T x, y, z;                                                                 \
  };                                                                           \
  struct alignas(ALIGN4) NAME##4 {                                             \
    T x, y, z, w;                                                              \
  };                                                                           \
  inline constexpr NAME##1 make_##NAME##1(T X) { return NAME##1 {X}; }         \
  inline constexpr NAME##2 make_##NAME##2(T X, T Y) { return NAME##2 {X, Y}; } \
  inline constexpr NAME##3 make_##NAME##3(T X, T Y, T Z) {                     \
    return NAME##3 {X, Y, Z};                                                  \
  }                                                                            \
  inline constexpr NAME##4 make_##NAME##4(T X, T Y, T Z, T W) {                \
    return NAME##4 {X, Y, Z, W};                                               \
  }

METALIFY_VECTOR_FAMILY(char, signed char, 2, 4)
METALIFY_VECTOR_FAMILY(uchar, unsigned char, 2, 4)
METALIFY_VECTOR_FAMILY(short, short, 4, 8)
METALIFY_VECTOR_FAMILY(ushort, unsigned short, 4, 8)
METALIFY_VECTOR_FAMILY(int, int, 8, 16)
METALIFY_VECTOR_FAMILY(uint, unsigned int, 8, 16)
METALIFY_VECTOR_FAMILY(long, long, 2 * sizeof(long), 16)
METALIFY_VECTOR_FAMILY(ulong, unsigned long, 2 * sizeof(long), 16)
METALIFY_VECTOR_FAMILY(longlong, long long, 16, 16)
METALIFY_VECTOR_FAMILY(ulonglong, unsigned long long, 16, 16)
METALIFY_VECTOR_FAMILY(float, float, 8, 16)
METALIFY_VECTOR_FAMILY(double, double, 16, 16)

#undef METALIFY_VECTOR_FAMILY

static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "CUDA layout");
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "CUDA layout");
static_assert(sizeof(int2) == 8 && alignof(int2) == 8, "CUDA layout");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "CUDA layout");
static_assert(sizeof(uchar3) == 3, "CUDA layout");

#endif
