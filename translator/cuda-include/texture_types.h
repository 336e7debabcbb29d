//===- texture_types.h - CUDA textures and surfaces ------------*- C++ -*-===//
//
// Part of metalify. Textures and surfaces are not translated (their rows in
// rules/mapping/textures.yaml are unsupported, MTL3010). They are declared
// here so that a program using them parses and each use is reported at its
// place with that diagnostic, instead of an unknown-name error. Nothing of
// this reaches the output: a file that uses them is not translated.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_TEXTURE_TYPES_H
#define __METALIFY_TEXTURE_TYPES_H

#include "crt/host_defines.h"
#include "driver_types.h"
#include "vector_types.h"

#include <stddef.h>

enum cudaChannelFormatKind {
  cudaChannelFormatKindSigned = 0,
  cudaChannelFormatKindUnsigned = 1,
  cudaChannelFormatKindFloat = 2,
  cudaChannelFormatKindNone = 3
};

struct cudaChannelFormatDesc {
  int x, y, z, w;
  enum cudaChannelFormatKind f;
};

struct cudaArray;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;

enum cudaResourceType {
  cudaResourceTypeArray = 0,
  cudaResourceTypeMipmappedArray = 1,
  cudaResourceTypeLinear = 2,
  cudaResourceTypePitch2D = 3
};

struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct {
      cudaArray_t array;
    } array;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
};

enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0,
  cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3
};

enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };

enum cudaTextureReadMode {
  cudaReadModeElementType = 0,
  cudaReadModeNormalizedFloat = 1
};

struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
};

typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;

/// A texture reference (removed in CUDA 12, still in older benchmarks).
template <class T, int dim = 1, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
};

/// A surface reference (removed in CUDA 12).
template <class T, int dim = 1>
struct surface {
  struct cudaChannelFormatDesc channelDesc;
};

extern "C" {
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                    const struct cudaResourceDesc *pResDesc,
                                    const struct cudaTextureDesc *pTexDesc,
                                    const void *pResViewDesc);
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject);
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                    const struct cudaResourceDesc *pResDesc);
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
cudaError_t cudaMallocArray(cudaArray_t *array,
                            const struct cudaChannelFormatDesc *desc,
                            size_t width, size_t height, unsigned int flags);
cudaError_t cudaFreeArray(cudaArray_t array);
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                              const void *src, size_t count,
                              enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset,
                                size_t hOffset, const void *src, size_t spitch,
                                size_t width, size_t height,
                                enum cudaMemcpyKind kind);
struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                   enum cudaChannelFormatKind f);
}

template <class T> struct cudaChannelFormatDesc cudaCreateChannelDesc(void);

template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, mode> &tex,
                            const void *devPtr, size_t size = ~(size_t)0);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaUnbindTexture(const struct texture<T, dim, mode> &tex);

// Texture objects.
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t obj, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t obj, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t obj, float x, float y);
template <class T>
__device__ T tex3D(cudaTextureObject_t obj, float x, float y, float z);
template <class T>
__device__ T tex1DLayered(cudaTextureObject_t obj, float x, int layer);
template <class T>
__device__ T tex2DLayered(cudaTextureObject_t obj, float x, float y, int layer);
template <class T>
__device__ T tex2DLod(cudaTextureObject_t obj, float x, float y, float level);
template <class T>
__device__ T tex2DGrad(cudaTextureObject_t obj, float x, float y, float2 dPdx,
                       float2 dPdy);
template <class T>
__device__ T tex2Dgather(cudaTextureObject_t obj, float x, float y, int comp = 0);
template <class T>
__device__ T texCubemap(cudaTextureObject_t obj, float x, float y, float z);

// Texture references (removed in CUDA 12).
template <class T, enum cudaTextureReadMode mode>
__device__ T tex1Dfetch(texture<T, 1, mode> t, int x);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex1D(texture<T, 1, mode> t, float x);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex2D(texture<T, 2, mode> t, float x, float y);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex3D(texture<T, 3, mode> t, float x, float y, float z);

// Surface objects.
template <class T>
__device__ T surf1Dread(cudaSurfaceObject_t surf, int x);
template <class T>
__device__ void surf1Dwrite(T data, cudaSurfaceObject_t surf, int x);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t surf, int x, int y);
template <class T>
__device__ void surf2Dwrite(T data, cudaSurfaceObject_t surf, int x, int y);
template <class T>
__device__ T surf3Dread(cudaSurfaceObject_t surf, int x, int y, int z);
template <class T>
__device__ void surf3Dwrite(T data, cudaSurfaceObject_t surf, int x, int y, int z);

#endif
