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
// A kernel declared in a header that is not translated (a declaration
// shared by the .cu files of a program) stays a host function there: its
// host stub, as in nvcc's host pass. The file that defines the kernel keeps
// the stub, with an empty body, and registers it
// (metalify::registerKernelStub); its signature may carry these too.
#ifndef __global__
#define __global__
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
#ifndef __grid_constant__
#define __grid_constant__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
#ifndef __align__
#define __align__(N) __attribute__((aligned(N)))
#endif

#endif
