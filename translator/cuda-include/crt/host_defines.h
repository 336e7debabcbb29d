//===- crt/host_defines.h - CUDA qualifiers and version macros -*- C++ -*-===//
//
// Part of metalify. The translator's own CUDA headers: declarations only,
// parsed by Clang with -x cuda --cuda-host-only -nocudainc. The qualifiers
// map onto Clang's CUDA attributes so the AST carries them.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CRT_HOST_DEFINES_H
#define __METALIFY_CRT_HOST_DEFINES_H

// Marks these headers as ours (the rules and the host rewrite use it to tell
// our declarations from the user's).
#define __METALIFY_CUDA_HEADERS__ 1

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#define __NVCC__ 1
// nvcc defines the list of target architectures in every pass; __CUDA_ARCH__
// itself only in the device pass (the translator's device-side parse).
#define __CUDA_ARCH_LIST__ 800
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 4
#define __CUDACC_VER_BUILD__ 0
#define CUDART_VERSION 12040
#define __CUDART_API_VERSION 12040

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
// Clang knows __managed__ only for HIP: mark it so the translator can tell.
#define __managed__ __attribute__((device, annotate("metalify_managed")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__

#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __inline_hint__ __inline__
#define __align__(N) __attribute__((aligned(N)))
#define __builtin_align__(N) __align__(N)
#define __thread__ __thread
#define __import__
#define __export__
#define __cdecl
#define __location__(A) __attribute__((A))
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_texture_type__
#define __cudart_builtin__
#define __annotate__(A) __attribute__((A))
#define CUDARTAPI
#define CUDAAPI
#define __CUDA_ALIGN__(N) __align__(N)
#define __specialization_static

#endif
