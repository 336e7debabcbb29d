// Function and parameter qualifiers come from the qualifier rows:
// __forceinline__ keeps an inline hint, __noinline__, __restrict__ and
// __grid_constant__ are dropped (by-value parameters already live in the
// constant argument struct), __launch_bounds__ becomes
// max_total_threads_per_threadgroup.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

// ERR-NOT: warning
// Program-scope declarations come first.
// CHECK: struct alignas(16) Packet {
// CHECK-NEXT: float4 v;
// CHECK: struct Pair {
// CHECK-NEXT: alignas(8) float pair[2];
// CHECK: inline float square(float x) { return x * x; }
__device__ __forceinline__ float square(float x) { return x * x; }
// CHECK: {{^}}float cube(float x) { return x * x * x; }
// CHECK: inline float load(const device float *p, int i) {
// CHECK-NEXT: return (*(&p[i])) + (*(&p[i + 1]));
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

// __align__ keeps its alignment as alignas, on a struct and on a member;
// __restrict__ is dropped (Metal already treats buffers as non-aliasing);
// the cache hints __ldg and __ldcs become plain loads.
struct __align__(16) Packet {
  float4 v;
  int tag;
};
struct Pair {
  __align__(8) float pair[2];
};

__device__ __forceinline__ float load(const float *__restrict__ p, int i) {
  return __ldg(&p[i]) + __ldcs(&p[i + 1]);
}

// CHECK: kernel void gather(
// CHECK-NEXT: const device float *in {{\[\[}}buffer(0){{\]\]}},
// CHECK: pairs[i].pair[0] = (*(in + i));
__global__ void gather(const float *__restrict__ in, Packet *out, Pair *pairs,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    out[i].v.x = load(in, i);
    out[i].tag = i;
    pairs[i].pair[0] = __ldg(in + i);
  }
}

void run(Params p, float *out) { scaled<<<1, 256>>>(p, out); }
void run2(const float *in, Packet *o, Pair *q, int n) { gather<<<1, 32>>>(in, o, q, n); }
