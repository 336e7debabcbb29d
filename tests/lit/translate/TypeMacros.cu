// Macros that spell a type (`#define REAL float`, as -D or #define) are
// expanded wherever device code writes that type: declarations, casts,
// sizeof, template arguments and struct fields. The .metal file has none
// of the CUDA file's #defines.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cstdio>
#define REAL float
#define INDEX unsigned int
#define PAIR Pair

struct Pair { REAL lo, hi; };

__device__ REAL half_of(const REAL v) { return v * (REAL)0.5; }

template <typename T> __device__ T twice(T v) { return v + v; }

__global__ void k(const REAL *in, REAL *out) {
  REAL tile[2][2], acc = 0;
  INDEX i = threadIdx.x;
  PAIR p = {in[i], in[i + 1]};
  for (INDEX r = 0; r < 2; ++r)
    for (INDEX c = 0; c < 2; ++c)
      tile[r][c] = in[i + r + c];
  acc = tile[0][0] + tile[1][1] + (REAL)sizeof(REAL);
  const REAL *q = in + i;
  out[i] = half_of(acc) + twice<REAL>(static_cast<REAL>(*q)) + p.hi;
}

int main() {
  REAL h[6] = {1, 2, 3, 4, 5, 6}, r[4], *d, *o;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, 4>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  printf("%.1f %.1f\n", r[0], r[3]);
  return 0;
}

// ERR-NOT: error
// CHECK-NOT: REAL
// CHECK-NOT: PAIR
// CHECK: struct Pair { float lo, hi; };
// CHECK: float half_of(const float v) { return v * (float)0.5; }
// CHECK: kernel void k(
// CHECK: float tile[2][2], acc = 0;
// CHECK-NEXT: uint i = threadIdx.x;
// CHECK-NEXT: Pair p = {in[i], in[i + 1]};
// CHECK: acc = tile[0][0] + tile[1][1] + (float)sizeof(float);
// CHECK-NEXT: const device float *q = in + i;
// CHECK-NEXT: out[i] = half_of(acc) + twice_float(static_cast<float>(*q)) + p.hi;
// CHECK-NOT: REAL
// EXEC: 8.0 20.0
