// Kernels become typed handles (the cudaKernel_t row names their template)
// named like the kernel at their first declaration; later declarations and
// the definition go.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

#include <cstddef>

struct Params {
  float scale;
  int count;
};
typedef unsigned long long u64;

// CHECK: /* metalify: saxpy runs on the GPU from [[MODULE:.*\.metal]] */
// CHECK-NEXT: inline metalify::Kernel<int, float, const float *, float *> saxpy{"[[MODULE]]", "saxpy"};
__global__ void saxpy(int n, float a, const float *x, float *y);
// CHECK-NOT: __global__
__global__ void saxpy(int, float, const float *, float *);

// CHECK: inline metalify::Kernel<Params, u64, size_t, float *> withTypes{"[[MODULE]]", "withTypes"};
__global__ void withTypes(const Params p, u64 seed, size_t n,
                          float *__restrict__ out) {
  out[0] = p.scale * p.count + seed + n;
}

// CHECK: static inline metalify::Kernel<int *> local{"[[MODULE]]", "local"};
static __global__ void local(int *p) { p[0] = 1; }

namespace lib {
// CHECK: {{^}}  /* metalify: inNamespace runs on the GPU from [[MODULE]] */
// CHECK-NEXT: {{^}}  inline metalify::Kernel<float *> inNamespace{"[[MODULE]]", "inNamespace"};
  __global__ void inNamespace(float *x) { x[0] = 0; }
} // namespace lib

__global__ __launch_bounds__(256) void bounded(float *x) { x[0] = 1; }
// CHECK: inline metalify::Kernel<float *> bounded{"[[MODULE]]", "bounded"};

// CHECK-NOT: threadIdx
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Host uses of the kernel's name now name the handle.
// CHECK: const void *address() { return (const void *)&saxpy; }
const void *address() { return (const void *)&saxpy; }

// A linkage specification on the kernel alone goes with it.
// CHECK: {{^}}/* metalify: cLinkage runs on the GPU from [[MODULE]] */
// CHECK-NEXT: {{^}}inline metalify::Kernel<float *> cLinkage{"[[MODULE]]", "cLinkage"};
extern "C" __global__ void cLinkage(float *x) { x[0] = 2; }
// CHECK: extern "C" {
// CHECK-NEXT: /* metalify: cBlock runs on the GPU from [[MODULE]] */
extern "C" {
__global__ void cBlock(float *x);
}
// A kernel declared through a macro becomes a handle in its place.
#define DECLARE_KERNEL(name) __global__ void name(int *p)
// CHECK: inline metalify::Kernel<int *> viaMacro{"[[MODULE]]", "viaMacro"};
DECLARE_KERNEL(viaMacro) { p[0] = 0; }
