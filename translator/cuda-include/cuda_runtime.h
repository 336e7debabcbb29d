//===- cuda_runtime.h - The CUDA runtime -----------------------*- C++ -*-===//
//
// Part of metalify. Included implicitly before every translated file, as
// nvcc does: qualifiers, built-in variables, vector types, the runtime API
// (with CUDA's C++ template overloads) and the device function library.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CUDA_RUNTIME_H
#define __METALIFY_CUDA_RUNTIME_H
#include "crt/macro_shield_push.h"

// NVIDIA's include guard: helper headers (the CUDA samples' helper_cuda.h)
// test it to see that this header was included.
#define __CUDA_RUNTIME_H__

#include "crt/host_defines.h"
#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "device_launch_parameters.h"
#include "vector_functions.h"
#include "math_functions.h"
#include "device_functions.h"
#include "texture_types.h"

// The C and C++ library headers nvcc's runtime header pulls in (through
// crt/common_functions.h and crt/math_functions.h): CUDA programs call
// sqrtf, memset, exit or printf on the host without including them, and
// a range-for over a braced list needs std::initializer_list.
// docs/DESIGN.md, refinement 4, weighs the parse time this costs.
#include <assert.h>
#include <initializer_list>
#include <math.h>
#include <new>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmath>
#include <cstdlib>

// Plus the device-side heap that Clang's <new> wrapper for CUDA expects,
// device printf, memcpy and memset, and the device side of what the C
// library's assert() expands to, as CUDA's own headers declare them.
extern "C" {
int printf(const char *format, ...);
__device__ int printf(const char *format, ...);
__device__ void __assert_fail(const char *assertion, const char *file,
                              unsigned int line, const char *function);
__device__ void *malloc(size_t size);
__device__ void free(void *ptr);
__device__ void *memcpy(void *dst, const void *src, size_t n);
__device__ void *memset(void *dst, int value, size_t n);
}

// The C++ overloads CUDA's header adds over the C API.
template <class T> cudaError_t cudaMalloc(T **devPtr, size_t size);
template <class T>
cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                              unsigned int flags = cudaMemAttachGlobal);
template <class T> cudaError_t cudaMallocHost(T **ptr, size_t size,
                                              unsigned int flags = 0);
template <class T>
cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags);
template <class T>
cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width,
                            size_t height);
template <class T>
cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                               size_t offset = 0,
                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                 size_t offset = 0,
                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T>
cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src,
                                    size_t count, size_t offset = 0,
                                    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                    cudaStream_t stream = 0);
template <class T>
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count,
                                      size_t offset = 0,
                                      enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                      cudaStream_t stream = 0);
template <class T>
cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T> cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol);
template <class T>
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <class T>
cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig);
template <class T>
cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr,
                                 int value);
template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
                                                          T func, int blockSize,
                                                          size_t dynamicSMemSize);
template <class T>
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                               T func,
                                               size_t dynamicSMemSize = 0,
                                               int blockSizeLimit = 0);
template <class T>
cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem = 0, cudaStream_t stream = 0);

#include "crt/macro_shield_pop.h"
#endif
