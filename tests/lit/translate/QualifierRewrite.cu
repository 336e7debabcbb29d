// Function and parameter qualifiers come from the qualifier rows:
// __forceinline__ keeps an inline hint, __noinline__ and __grid_constant__
// are dropped (by-value parameters already live in the constant argument
// struct), __launch_bounds__ becomes max_total_threads_per_threadgroup.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

// ERR-NOT: warning
// CHECK: inline float square(float x) { return x * x; }
__device__ __forceinline__ float square(float x) { return x * x; }
// CHECK: {{^}}float cube(float x) { return x * x * x; }
__device__ __noinline__ float cube(float x) { return x * x * x; }

struct Params {
  float scale;
  int n;
};

// CHECK: struct scaled_args {
// CHECK-NEXT: Params p;
// CHECK: {{\[\[}}max_total_threads_per_threadgroup(256){{\]\]}} kernel void scaled(
// CHECK-NEXT: device float *out {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: constant scaled_args &args {{\[\[}}buffer(1){{\]\]}},
// CHECK: Params p = args.p;
__global__ void __launch_bounds__(256)
    scaled(const __grid_constant__ Params p, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    out[i] = square(p.scale) + cube(p.scale);
}

void run(Params p, float *out) { scaled<<<1, 256>>>(p, out); }
