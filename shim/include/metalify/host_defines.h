//===- host_defines.h - CUDA's function qualifiers on the host --*- C++ -*-===//
//
// Part of metalify. `__host__ __device__` functions stay in translated host
// code and in user headers that plain .cpp files include; on the host the
// qualifiers mean nothing, as in CUDA's host pass. (`__noinline__` is left
// alone: libstdc++ spells `__attribute__((__noinline__))`.)
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_HOST_DEFINES_H
#define METALIFY_HOST_DEFINES_H

#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
#ifndef __align__
#define __align__(N) __attribute__((aligned(N)))
#endif

#endif
