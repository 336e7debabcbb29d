//===- runtime.h - What translated host code includes ----------*- C++ -*-===//
//
// Part of metalify. Replaces cuda_runtime.h, cuda.h and friends in
// translated host code: the CUDA runtime API under its CUDA names plus the
// typed launch of translated kernels. Semantics follow CUDA where they are
// observable; docs/runtime.md lists the differences.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_RUNTIME_H
#define METALIFY_RUNTIME_H
#include "metalify/detail/macro_shield_push.h"

// NVIDIA's include guards of cuda_runtime.h and cuda_runtime_api.h, which
// this header replaces: helper headers (the CUDA samples' helper_cuda.h)
// test them to see that the runtime API is declared.
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__

#include "metalify/bfloat16.h"
#include "metalify/cuda_types.h"
#include "metalify/fp8.h"
#include "metalify/half.h"
#include "metalify/host_defines.h"
#include "metalify/launch.h"
#include "metalify/vector_types.h"

// What nvcc's runtime header pulls in from the C and C++ libraries, so the
// host code of a translated .cu file finds sqrtf, memset or exit without
// including them, as it did under nvcc.
#include <assert.h>
#include <math.h>
#include <new>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmath>
#include <cstddef>
#include <cstdlib>

// nvcc's math_functions.hpp gives the host code of a .cu file min and max
// for the integer and floating types (`int blocks = min(n / 256, 1024);`).
// Floating overloads follow fminf/fmaxf (a NaN operand yields the other).
// The names are parenthesized so a user's min/max macro defined before the
// include (nvcc's implicit include comes first) does not expand here.
#define METALIFY_HOST_MINMAX(T)                                              \
  static inline T(min)(T A, T B) { return B < A ? B : A; }                  \
  static inline T(max)(T A, T B) { return A < B ? B : A; }
METALIFY_HOST_MINMAX(int)
METALIFY_HOST_MINMAX(unsigned int)
METALIFY_HOST_MINMAX(long)
METALIFY_HOST_MINMAX(unsigned long)
METALIFY_HOST_MINMAX(long long)
METALIFY_HOST_MINMAX(unsigned long long)
#undef METALIFY_HOST_MINMAX
// Mixed signedness compares as the unsigned type, as CUDA's overloads do.
#define METALIFY_HOST_MINMAX_MIXED(S, U)                                     \
  static inline U(min)(S A, U B) { return (min)(static_cast<U>(A), B); }                 \
  static inline U(min)(U A, S B) { return (min)(A, static_cast<U>(B)); }                 \
  static inline U(max)(S A, U B) { return (max)(static_cast<U>(A), B); }                 \
  static inline U(max)(U A, S B) { return (max)(A, static_cast<U>(B)); }
METALIFY_HOST_MINMAX_MIXED(int, unsigned int)
METALIFY_HOST_MINMAX_MIXED(long, unsigned long)
METALIFY_HOST_MINMAX_MIXED(long long, unsigned long long)
#undef METALIFY_HOST_MINMAX_MIXED
static inline float(min)(float A, float B) { return fminf(A, B); }
static inline float(max)(float A, float B) { return fmaxf(A, B); }
static inline double(min)(double A, double B) { return fmin(A, B); }
static inline double(max)(double A, double B) { return fmax(A, B); }

// CUDA's own math functions that host code may call too (nvcc's
// math_functions.hpp), computed with the C library in double.
static inline double rsqrt(double X) { return 1.0 / sqrt(X); }
static inline float rsqrtf(float X) { return float(1.0 / sqrt(double(X))); }
static inline double rcbrt(double X) { return 1.0 / cbrt(X); }
static inline float rcbrtf(float X) { return float(1.0 / cbrt(double(X))); }
static inline double sinpi(double X) { return sin(M_PI * X); }
static inline float sinpif(float X) { return float(sin(M_PI * double(X))); }
static inline double cospi(double X) { return cos(M_PI * X); }
static inline float cospif(float X) { return float(cos(M_PI * double(X))); }
static inline double normcdf(double X) { return 0.5 * erfc(-X / M_SQRT2); }
static inline float normcdff(float X) {
  return float(0.5 * erfc(-double(X) / M_SQRT2));
}

/// The CUDA runtime version this API follows (13.0), as CUDART_VERSION.
#define CUDART_VERSION 13000
#define __CUDART_API_VERSION CUDART_VERSION
/// The architectures the program was built for, as nvcc defines it in every
/// pass: the one whose features the translator provides (__CUDA_ARCH__ 800
/// in device code, compute capability 8.0 in cudaGetDeviceProperties).
#ifndef __CUDA_ARCH_LIST__
#define __CUDA_ARCH_LIST__ 800
#endif

// Memory ----------------------------------------------------------------===//

cudaError_t cudaMalloc(void **DevPtr, size_t Size);
cudaError_t cudaMallocManaged(void **DevPtr, size_t Size,
                              unsigned Flags = cudaMemAttachGlobal);
cudaError_t cudaMallocHost(void **Ptr, size_t Size);
cudaError_t cudaHostAlloc(void **Ptr, size_t Size, unsigned Flags);
cudaError_t cudaMallocPitch(void **DevPtr, size_t *Pitch, size_t Width,
                            size_t Height);
cudaError_t cudaFree(void *DevPtr);
cudaError_t cudaFreeHost(void *Ptr);
cudaError_t cudaHostGetDevicePointer(void **DevPtr, void *HostPtr,
                                     unsigned Flags);
cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count,
                       cudaMemcpyKind Kind);
cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Count,
                            cudaMemcpyKind Kind, cudaStream_t Stream = 0);
cudaError_t cudaMemcpy2D(void *Dst, size_t DPitch, const void *Src,
                         size_t SPitch, size_t Width, size_t Height,
                         cudaMemcpyKind Kind);
cudaError_t cudaMemcpy2DAsync(void *Dst, size_t DPitch, const void *Src,
                              size_t SPitch, size_t Width, size_t Height,
                              cudaMemcpyKind Kind, cudaStream_t Stream = 0);
cudaError_t cudaMemset(void *DevPtr, int Value, size_t Count);
cudaError_t cudaMemsetAsync(void *DevPtr, int Value, size_t Count,
                            cudaStream_t Stream = 0);
cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total);
cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *Attributes,
                                     const void *Ptr);
/// Stream-ordered allocation: the memory is usable at once; the free runs
/// after the stream's earlier work.
cudaError_t cudaMallocAsync(void **DevPtr, size_t Size, cudaStream_t Stream);
cudaError_t cudaFreeAsync(void *DevPtr, cudaStream_t Stream);
/// Accepted for compatibility; unified memory needs no prefetch.
cudaError_t cudaMemPrefetchAsync(const void *DevPtr, size_t Count,
                                 int DstDevice, cudaStream_t Stream = 0);

// Symbols (__constant__ and __device__ globals) -------------------------===//
//
// As in CUDA, a symbol is named by its host handle: the translated global
// itself (a metalify::Symbol) or its address; anything else fails with
// cudaErrorInvalidSymbol.

cudaError_t cudaMemcpyToSymbol(const void *Symbol, const void *Src,
                               size_t Count, size_t Offset = 0,
                               cudaMemcpyKind Kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Count,
                                 size_t Offset = 0,
                                 cudaMemcpyKind Kind = cudaMemcpyDeviceToHost);
cudaError_t cudaMemcpyToSymbolAsync(const void *Symbol, const void *Src,
                                    size_t Count, size_t Offset,
                                    cudaMemcpyKind Kind,
                                    cudaStream_t Stream = 0);
cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const void *Symbol,
                                      size_t Count, size_t Offset,
                                      cudaMemcpyKind Kind,
                                      cudaStream_t Stream = 0);
cudaError_t cudaGetSymbolAddress(void **DevPtr, const void *Symbol);
cudaError_t cudaGetSymbolSize(size_t *Size, const void *Symbol);

// Execution -------------------------------------------------------------===//

cudaError_t cudaLaunchKernel(const metalify::KernelRef &Kernel, dim3 Grid,
                             dim3 Block, void **Args, size_t SharedMem = 0,
                             cudaStream_t Stream = 0);
/// `cudaLaunchKernel((const void *)&kernel, ...)`; anything that is not a
/// translated kernel handle fails with cudaErrorInvalidDeviceFunction.
cudaError_t cudaLaunchKernel(const void *Kernel, dim3 Grid, dim3 Block,
                             void **Args, size_t SharedMem = 0,
                             cudaStream_t Stream = 0);
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes,
                                  const metalify::KernelRef &Kernel);
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes,
                                  const void *Kernel);
cudaError_t cudaFuncSetAttribute(const metalify::KernelRef &Kernel,
                                 cudaFuncAttribute Attribute, int Value);
cudaError_t cudaFuncSetAttribute(const void *Kernel,
                                 cudaFuncAttribute Attribute, int Value);
/// Accepted and ignored: Metal has no L1/shared split to choose.
cudaError_t cudaFuncSetCacheConfig(const metalify::KernelRef &Kernel,
                                   cudaFuncCache Config);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, const metalify::KernelRef &Kernel, int BlockSize,
    size_t DynamicSharedMem);
cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *MinGridSize, int *BlockSize, const metalify::KernelRef &Kernel,
    size_t DynamicSharedMem = 0, int BlockSizeLimit = 0);
/// `(void *)kernel` or a registered stub's address.
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, const void *Kernel, int BlockSize,
    size_t DynamicSharedMem);
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *MinGridSize,
                                               int *BlockSize,
                                               const void *Kernel,
                                               size_t DynamicSharedMem = 0,
                                               int BlockSizeLimit = 0);

// Streams and events ----------------------------------------------------===//

cudaError_t cudaStreamCreate(cudaStream_t *Stream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *Stream, unsigned Flags);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *Stream, unsigned Flags,
                                         int Priority);
cudaError_t cudaStreamDestroy(cudaStream_t Stream);
cudaError_t cudaStreamSynchronize(cudaStream_t Stream);
cudaError_t cudaStreamQuery(cudaStream_t Stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t Stream, cudaEvent_t Event,
                                unsigned Flags = 0);
/// Runs \p Fn(UserData) on a runtime thread once the stream's earlier work
/// is done; later work waits for it.
cudaError_t cudaLaunchHostFunc(cudaStream_t Stream, cudaHostFn_t Fn,
                               void *UserData);
cudaError_t cudaStreamAddCallback(cudaStream_t Stream,
                                  cudaStreamCallback_t Callback, void *UserData,
                                  unsigned Flags);
cudaError_t cudaStreamGetFlags(cudaStream_t Stream, unsigned *Flags);
cudaError_t cudaStreamGetPriority(cudaStream_t Stream, int *Priority);
cudaError_t cudaDeviceGetStreamPriorityRange(int *LeastPriority,
                                             int *GreatestPriority);

// Graphs through stream capture (docs/runtime.md "Graphs") --------------===//

/// Work issued to a capturing stream is recorded, not run; the captured
/// graph replays it, in issue order, on the stream given to cudaGraphLaunch.
/// The legacy default stream cannot capture (cudaErrorStreamCaptureUnsupported).
cudaError_t cudaStreamBeginCapture(cudaStream_t Stream,
                                   cudaStreamCaptureMode Mode);
cudaError_t cudaStreamEndCapture(cudaStream_t Stream, cudaGraph_t *Graph);
cudaError_t cudaStreamIsCapturing(cudaStream_t Stream,
                                  cudaStreamCaptureStatus *Status);
/// An empty graph (nodes can only come from capture).
cudaError_t cudaGraphCreate(cudaGraph_t *Graph, unsigned Flags);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                 unsigned long long Flags = 0);
/// CUDA 11's form, which CUDA 12's cuda_runtime.h keeps as an overload.
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                 cudaGraphNode_t *ErrorNode, char *LogBuffer,
                                 size_t BufferSize);
cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *Exec,
                                          cudaGraph_t Graph,
                                          unsigned long long Flags = 0);
cudaError_t cudaGraphLaunch(cudaGraphExec_t Exec, cudaStream_t Stream);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t Exec);
cudaError_t cudaGraphDestroy(cudaGraph_t Graph);
cudaError_t cudaEventCreate(cudaEvent_t *Event);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *Event, unsigned Flags);
cudaError_t cudaEventRecord(cudaEvent_t Event, cudaStream_t Stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t Event);
cudaError_t cudaEventQuery(cudaEvent_t Event);
cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start, cudaEvent_t End);
cudaError_t cudaEventDestroy(cudaEvent_t Event);

// Device and errors -----------------------------------------------------===//

cudaError_t cudaGetDeviceCount(int *Count);
cudaError_t cudaSetDevice(int Device);
cudaError_t cudaGetDevice(int *Device);
cudaError_t cudaSetDeviceFlags(unsigned Flags);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *Prop, int Device);
cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attribute,
                                   int Device);
/// Limits are recorded and reported back; the backends have no fixed-size
/// printf buffer, heap or stack to resize.
cudaError_t cudaDeviceSetLimit(cudaLimit Limit, size_t Value);
cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit);
/// Accepted and ignored: Metal has no L1/shared split to choose.
cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache Config);
cudaError_t cudaDeviceSynchronize();
cudaError_t cudaDeviceReset();
/// cuda_profiler_api.h: no profiler is attached, so they only report the
/// device's state (a sticky error), as CUDA's do without a profiler.
cudaError_t cudaProfilerStart();
cudaError_t cudaProfilerStop();
cudaError_t cudaThreadSynchronize();
cudaError_t cudaGetLastError();
cudaError_t cudaPeekAtLastError();
const char *cudaGetErrorString(cudaError_t Error);
const char *cudaGetErrorName(cudaError_t Error);
cudaError_t cudaDriverGetVersion(int *Version);
cudaError_t cudaRuntimeGetVersion(int *Version);

// Typed conveniences, as in CUDA's C++ API ------------------------------===//

template <typename T> cudaError_t cudaMalloc(T **DevPtr, size_t Size) {
  return cudaMalloc(reinterpret_cast<void **>(DevPtr), Size);
}
template <typename T>
cudaError_t cudaMallocManaged(T **DevPtr, size_t Size,
                              unsigned Flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(DevPtr), Size, Flags);
}
template <typename T> cudaError_t cudaMallocHost(T **Ptr, size_t Size) {
  return cudaMallocHost(reinterpret_cast<void **>(Ptr), Size);
}
template <typename T>
cudaError_t cudaHostAlloc(T **Ptr, size_t Size, unsigned Flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(Ptr), Size, Flags);
}
template <typename T>
cudaError_t cudaMallocAsync(T **DevPtr, size_t Size, cudaStream_t Stream) {
  return cudaMallocAsync(reinterpret_cast<void **>(DevPtr), Size, Stream);
}
template <typename T>
cudaError_t cudaMallocPitch(T **DevPtr, size_t *Pitch, size_t Width,
                            size_t Height) {
  return cudaMallocPitch(reinterpret_cast<void **>(DevPtr), Pitch, Width,
                         Height);
}
template <typename T>
cudaError_t cudaMemcpyToSymbol(const T &Symbol, const void *Src, size_t Count,
                               size_t Offset = 0,
                               cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol(static_cast<const void *>(&Symbol), Src, Count,
                            Offset, Kind);
}
template <typename T>
cudaError_t cudaMemcpyFromSymbol(void *Dst, const T &Symbol, size_t Count,
                                 size_t Offset = 0,
                                 cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(Dst, static_cast<const void *>(&Symbol), Count,
                              Offset, Kind);
}
template <typename T>
cudaError_t cudaMemcpyToSymbolAsync(const T &Symbol, const void *Src,
                                    size_t Count, size_t Offset,
                                    cudaMemcpyKind Kind,
                                    cudaStream_t Stream = 0) {
  return cudaMemcpyToSymbolAsync(static_cast<const void *>(&Symbol), Src, Count,
                                 Offset, Kind, Stream);
}
template <typename T>
cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const T &Symbol, size_t Count,
                                      size_t Offset, cudaMemcpyKind Kind,
                                      cudaStream_t Stream = 0) {
  return cudaMemcpyFromSymbolAsync(Dst, static_cast<const void *>(&Symbol),
                                   Count, Offset, Kind, Stream);
}
template <typename T, typename U>
cudaError_t cudaGetSymbolAddress(T **DevPtr, const U &Symbol) {
  return cudaGetSymbolAddress(reinterpret_cast<void **>(DevPtr),
                              static_cast<const void *>(&Symbol));
}
template <typename T>
cudaError_t cudaGetSymbolSize(size_t *Size, const T &Symbol) {
  return cudaGetSymbolSize(Size, static_cast<const void *>(&Symbol));
}
// A kernel host code knows as a function (declared in a shared header,
// its stub registered by the file that defines it): CUDA's templates that
// take `T *entry` for the kernel.
template <typename... Params>
cudaError_t cudaLaunchKernel(void (*Kernel)(Params...), dim3 Grid, dim3 Block,
                             void **Args, size_t SharedMem = 0,
                             cudaStream_t Stream = 0) {
  return cudaLaunchKernel(reinterpret_cast<const void *>(Kernel), Grid, Block,
                          Args, SharedMem, Stream);
}
template <typename... Params>
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes,
                                  void (*Kernel)(Params...)) {
  return cudaFuncGetAttributes(Attributes,
                               reinterpret_cast<const void *>(Kernel));
}
template <typename... Params>
cudaError_t cudaFuncSetAttribute(void (*Kernel)(Params...),
                                 cudaFuncAttribute Attribute, int Value) {
  return cudaFuncSetAttribute(reinterpret_cast<const void *>(Kernel),
                              Attribute, Value);
}
template <typename... Params>
cudaError_t cudaFuncSetCacheConfig(void (*Kernel)(Params...),
                                   cudaFuncCache Config) {
  const metalify::KernelRef *K =
      metalify::kernelForStub(reinterpret_cast<const void *>(Kernel));
  return K ? cudaFuncSetCacheConfig(*K, Config)
           : metalify::failUnregisteredStub();
}
template <typename... Params>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, void (*Kernel)(Params...), int BlockSize,
    size_t DynamicSharedMem) {
  const metalify::KernelRef *K =
      metalify::kernelForStub(reinterpret_cast<const void *>(Kernel));
  return K ? cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                 NumBlocks, *K, BlockSize, DynamicSharedMem)
           : metalify::failUnregisteredStub();
}
template <typename... Params>
cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *MinGridSize, int *BlockSize, void (*Kernel)(Params...),
    size_t DynamicSharedMem = 0, int BlockSizeLimit = 0) {
  const metalify::KernelRef *K =
      metalify::kernelForStub(reinterpret_cast<const void *>(Kernel));
  return K ? cudaOccupancyMaxPotentialBlockSize(MinGridSize, BlockSize, *K,
                                                DynamicSharedMem,
                                                BlockSizeLimit)
           : metalify::failUnregisteredStub();
}
template <typename... Params>
cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *MinGridSize, int *BlockSize, const metalify::Kernel<Params...> &Kernel,
    size_t DynamicSharedMem = 0, int BlockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSize(
      MinGridSize, BlockSize, static_cast<const metalify::KernelRef &>(Kernel),
      DynamicSharedMem, BlockSizeLimit);
}

#include "metalify/detail/macro_shield_pop.h"
#endif
