// Macros in device code whose expansion needs rewriting (a library call, a
// warp intrinsic, an atomic) are expanded before translating: the file is
// parsed again with each device macro use replaced by its expansion on the
// same line, so diagnostics after it keep their lines. Host code and
// macros used only by the host are untouched; assert keeps its own row.
// Device functions of user headers are expanded alike.
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -I %S/Inputs -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: not %metalify translate %S/Inputs/macro-preexpansion-error.cu -o %t.err 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.err

#include <cuda_runtime.h>
#include <cassert>
#include <cmath>
#include "macro-preexpansion.h"

#define CLAMP01(x) (fminf(fmaxf((x), 0.f), 1.f))
#define IDX (blockIdx.x * blockDim.x + threadIdx.x)
#define WARP_SUM_STEP(v, o) v += __shfl_down_sync(0xffffffffu, v, o)
#define BUMP(p) atomicAdd((p), 1)
#define SWAP(a, b) { float t_ = a; a = b; b = t_; }

// DIAG: MacroPreexpansion.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}[MTL3001]
__device__ float later(int *c) { return atomicAdd_system(c, 1); }
// DIAG-NOT: [MTL3001]

// CHECK: inline float syncedRead(const device float *p
// CHECK: return (threadgroup_barrier({{.*}}){{ *}}, (p[1]));

__global__ void k(float *o, int *count) {
  // CHECK: float v = (fmin(fmax((o[(blockIdx.x * blockDim.x + threadIdx.x)]), 0.F), 1.F));
  float v = CLAMP01(o[IDX]);
  // CHECK: v += simd_shuffle_down(v, ushort(16));
  WARP_SUM_STEP(v, 16);
  // CHECK: atomic_fetch_add_explicit((device atomic_int*)((count)), 1, memory_order_relaxed);
  BUMP(count);
  float w = CLAMP01(
      v * 2.f);
  // CHECK: { float t_ = v; v = w; w = t_; }
  SWAP(v, w);
  assert(v >= 0.f);
  // CHECK: o[(blockIdx.x * blockDim.x + threadIdx.x)] = v + w + later(count) + syncedRead(o);
  o[IDX] = v + w + later(count) + syncedRead(o);
}

// HOST: #define CLAMP01(x) (fminf(fmaxf((x), 0.f), 1.f))
int main() {
  float h = CLAMP01(2.f);
  return h == 1.f ? 0 : 1;
}
// ERR: macro-preexpansion-error.cu:10:3: error: {{.*}}[MTL2030]
