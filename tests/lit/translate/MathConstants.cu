// The constants of <math.h> (INFINITY, NAN, HUGE_VALF) and of
// <math_constants.h> (CUDART_PI_F, CUDART_INF_F, ...) in device code: the
// builtins they expand to (__builtin_inff, __builtin_nanf,
// __builtin_huge_valf) become MSL's INFINITY, NAN and HUGE_VALF, and the
// literal ones reach the MSL as their float values (printed by Clang:
// the file is pre-expanded because INFINITY needs rewriting inside a macro). Host code includes the shim's
// metalify/math_constants.h.
// nan("") and nanf("") are the quiet NaNs an H200 returns (a tag with a
// payload is refused: lit diagnostics/nan-payload.cu).
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

#include <cuda_runtime.h>
#include <math.h>
#include <math_constants.h>
#include <cstdio>

// DIAG-NOT: MTL2014
__global__ void limits(float *out) {
  // CHECK: out[0] = ((INFINITY));
  out[0] = INFINITY;
  // CHECK: out[1] = -(INFINITY);
  out[1] = -CUDART_INF_F;
  // CHECK: out[2] = (NAN);
  out[2] = CUDART_NAN_F;
  // CHECK: out[3] = ((HUGE_VALF)) + ((NAN));
  out[3] = HUGE_VALF + NAN;
  // CHECK: out[4] = 3.14159274F * 2.0f;
  out[4] = CUDART_PI_F * 2.0f;
  // CHECK: out[5] = 1.57079637F + 0.785398185F + 0.636619746F;
  out[5] = CUDART_PIO2_F + CUDART_PIO4_F + CUDART_2_OVER_PI_F;
  // CHECK: out[6] = 1.41421354F * 0.707106769F;
  out[6] = CUDART_SQRT_TWO_F * CUDART_SQRT_HALF_F;
  // CHECK: out[7] = 1.44269502F * 0.693147182F;
  out[7] = CUDART_L2E_F * CUDART_LN2_F;
  // CHECK: out[8] = 3.40282347E+38F;
  out[8] = CUDART_MAX_NORMAL_F;
}

// CHECK-LABEL: void quiet_nans(
__global__ void quiet_nans(float *f, double *d) {
  // CHECK: f[0] = as_type<float>(0x7FC00000u);
  f[0] = nanf("");
  // CHECK: d[0] = metalify::f64_from_bits(0x7FF8000000000000ul);
  d[0] = ::nan("");
}

// HOST: #include "metalify/math_constants.h"
int main() {
  float *d;
  cudaMalloc(&d, 9 * sizeof(float));
  limits<<<1, 1>>>(d);
  float h[9];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %d %g\n", h[0], h[1], h[2] != h[2], CUDART_PI_F);
  return 0;
}
