// Macros of our CUDA headers that have a macro row are rewritten by the
// row's template where device code uses them: __align__(16) on a struct
// becomes alignas(16) (so do __CUDA_ALIGN__ and __builtin_align__), and the
// attribute spellings the headers define away leave nothing behind in
// device functions. The version macros take nvcc's branch.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuda.h>
#if !defined(__CUDACC__) || !defined(__NVCC__) || CUDART_VERSION < 12000 || \
    CUDA_VERSION < 12000 || __CUDACC_VER_MAJOR__ < 12 ||                     \
    __CUDACC_VER_MINOR__ < 0 || __CUDACC_VER_BUILD__ < 0 ||                   \
    __CUDART_API_VERSION < 12000
#error "the nvcc branch must be taken"
#endif

struct __align__(16) Coeffs {
  float a, b, c, d;
};
struct __CUDA_ALIGN__(8) Pair { float a, b; };
struct __builtin_align__(16) Quad { float a, b, c, d; };

__device__ __inline_hint__ float a0(float x) { return x; }
__device__ float CUDARTAPI a1(float x) { return x; }
__device__ float CUDAAPI a2(float x) { return x; }
__device__ float __cdecl a3(float x) { return x; }
__device__ __export__ float a4(float x) { return x; }
__device__ __import__ float a5(float x) { return x; }
__device__ __specialization_static float a6(float x) { return x; }
__device__ __location__(always_inline) float a7(float x) { return x; }
__device__ __annotate__(always_inline) float a8(float x) { return x; }
__device__ __cudart_builtin__ float a9(float x) { return x; }
__device__ __device_builtin__ float b0(float x) { return x; }
__device__ __device_builtin_texture_type__ float b1(float x) { return x; }
__device__ __device_builtin_surface_texture_type__ float b2(float x) { return x; }

__global__ void spellings(const Pair *p, const Quad *q, float *out) {
  out[0] = a0(p[0].a) + a1(q[0].d) + a2(1) + a3(1) + a4(1) + a5(1) + a6(1) +
           a7(1) + a8(1) + a9(1) + b0(1) + b1(1) + b2(1);
}

__global__ void eval(const Coeffs *c, float *out) {
  Coeffs k = c[0];
  out[threadIdx.x] = k.a + k.b * threadIdx.x;
}

// Host code keeps the storage-class spelling __thread__ (thread-local
// storage on the host, like nvcc's headers define it).
static __thread__ int hostCalls = 0;
int main() { return hostCalls; }

// CHECK-DAG:  struct alignas(16) Coeffs {
// CHECK-DAG:  struct alignas(8) Pair { float a, b; };
// CHECK-DAG:  struct alignas(16) Quad { float a, b, c, d; };
// CHECK-DAG:  inline float a0(float x) { return x; }
// CHECK-DAG:  float a1(float x) { return x; }
// CHECK-DAG:  float a2(float x) { return x; }
// CHECK-DAG:  float a3(float x) { return x; }
// CHECK-DAG:  float a4(float x) { return x; }
// CHECK-DAG:  float a5(float x) { return x; }
// CHECK-DAG:  float a6(float x) { return x; }
// CHECK-DAG:  float a7(float x) { return x; }
// CHECK-DAG:  float a8(float x) { return x; }
// CHECK-DAG:  float a9(float x) { return x; }
// CHECK-DAG:  float b0(float x) { return x; }
// CHECK-DAG:  float b1(float x) { return x; }
// CHECK-DAG:  float b2(float x) { return x; }
// CHECK-NOT:  __align__
// CHECK:      kernel void eval(
