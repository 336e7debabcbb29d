// GlobalVariableRewrite + SymbolRewrite: every __constant__ / __device__
// global becomes a reserved buffer of each kernel that reaches it (after the
// argument struct, in declaration order), an extra parameter of each helper
// on the way, and a symbol handle in host code listed by the kernel handle
// (rows __constant__, __device__ and __device__-variable).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

#include <cuda_runtime.h>

struct Params {
  int width;
  float3 origin;
  float weights[4];
};

// The types of globals are emitted; the globals themselves are not.
// CHECK: struct Params {
// CHECK-NOT: taps
// CHECK-NOT: hits

// HOST: inline metalify::Symbol<float[5]> taps{"[[MODULE:.*\.metal]]", "taps", {1, 2, 3}};
__constant__ float taps[5] = {1, 2, 3};
// HOST: inline metalify::Symbol<Params> params{"[[MODULE]]", "params"};
__constant__ Params params;
// HOST: inline metalify::Symbol<unsigned int> hits{"[[MODULE]]", "hits"};
__device__ unsigned int hits;
// HOST: static inline metalify::Symbol<int[4][8]> grid{"[[MODULE]]", "grid"};
static __device__ int grid[4][8];
// HOST: inline metalify::Symbol<float> scale{"[[MODULE]]", "scale", 1.5f};
// HOST-NEXT: inline metalify::Symbol<int> unusedA{"[[MODULE]]", "unusedA", 2};
// HOST-NEXT: inline metalify::Symbol<int> unusedB{"[[MODULE]]", "unusedB"};
__device__ float scale = 1.5f;
__device__ int unusedA = 2, unusedB;
// HOST-NOT: extern
extern __constant__ float taps[5];

// A helper receives the globals it (or its callees) reads, after its own
// parameters, under their own names.
// CHECK: float tap(int i, constant float *taps) {
__device__ float tap(int i) { return taps[i]; }

// CHECK: float weighted(int i, constant float *taps, constant Params &params) {
// CHECK-NEXT: return tap(i, taps) * params.weights[i % 4];
__device__ float weighted(int i) {
  return tap(i) * params.weights[i % 4];
}

// CHECK: void count(device uint &hits, device int (*grid)[8]) {
// CHECK-NEXT: device uint *h = &hits;
__device__ void count() {
  unsigned int *h = &hits;
  *h += 1u;
  grid[1][2] += 1;
}

// Buffers: pointers, the argument struct, then the globals in declaration
// order.
// CHECK: kernel void blur(
// CHECK-NEXT: const device float *in {{\[\[}}buffer(0)]],
// CHECK-NEXT: device float *out {{\[\[}}buffer(1)]],
// CHECK-NEXT: constant blur_args &args {{\[\[}}buffer(2)]],
// CHECK-NEXT: constant float *taps {{\[\[}}buffer(3)]],
// CHECK-NEXT: constant Params &params {{\[\[}}buffer(4)]],
// CHECK-NEXT: device uint &hits {{\[\[}}buffer(5)]],
// CHECK-NEXT: device int (*grid)[8] {{\[\[}}buffer(6)]],
// CHECK-NEXT: device float &scale {{\[\[}}buffer(7)]],
__global__ void blur(const float *in, float *out, int n) {
  int i = threadIdx.x;
  if (i >= n || i >= params.width)
    return;
  // The parameter is a pointer: sizeof keeps the array's size.
  // CHECK: int taps_count = (20ul) / sizeof(taps[0]);
  int taps_count = sizeof(taps) / sizeof(taps[0]);
  // CHECK: const constant float *t = taps;
  const float *t = taps;
  // CHECK: weighted(i % taps_count, taps, params)
  // CHECK: count(hits, grid);
  out[i] = in[i] * weighted(i % taps_count) * t[0] * scale;
  count();
}

// A kernel that reaches no global is unchanged.
// CHECK: kernel void plain(
// CHECK-NEXT: device float *out {{\[\[}}buffer(0)]])
__global__ void plain(float *out) { out[0] = 1.0f; }

// HOST: /* metalify: blur runs on the GPU from [[MODULE]] */
// HOST-NEXT: inline const void *const blur_symbols[] = {&taps, &params, &hits, &grid, &scale};
// HOST-NEXT: inline metalify::Kernel<const float *, float *, int> blur{"[[MODULE]]", "blur", blur_symbols};
// HOST: inline metalify::Kernel<float *> plain{"[[MODULE]]", "plain"};

int main() {
  float h[5] = {4, 5, 6, 7, 8};
  size_t size = 0;
  // Host code names symbols as CUDA does.
  // HOST: cudaMemcpyToSymbol(taps, h, sizeof(taps), 0, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(taps, h, sizeof(taps), 0, cudaMemcpyHostToDevice);
  cudaMemcpyFromSymbol(h, scale, sizeof(float), 0, cudaMemcpyDeviceToHost);
  cudaGetSymbolSize(&size, params);
  void *p = nullptr;
  cudaGetSymbolAddress(&p, grid);
  cudaStream_t stream = nullptr;
  cudaMemcpyToSymbolAsync(scale, h, sizeof(float), 0, cudaMemcpyHostToDevice,
                          stream);
  cudaMemcpyFromSymbolAsync(h, hits, sizeof(unsigned), 0,
                            cudaMemcpyDeviceToHost, stream);
  float *in = nullptr, *out = nullptr;
  blur<<<1, 32>>>(in, out, 5);
  return 0;
}

// A global in a namespace: the kernel names the parameter, the handle list
// the qualified symbol.
namespace lut {
// HOST: inline metalify::Symbol<int[2]> offsets{"[[MODULE]]", "offsets", {3, 4}};
__device__ int offsets[2] = {3, 4};
} // namespace lut
// CHECK: kernel void shifted(
// CHECK-NEXT: device int *out {{\[\[}}buffer(0)]],
// CHECK-NEXT: device int *offsets {{\[\[}}buffer(1)]])
// CHECK-NEXT: out[0] = offsets[1];
__global__ void shifted(int *out) {
  out[0] = lut::offsets[1];
}
// HOST: inline const void *const shifted_symbols[] = {&lut::offsets};

// A kernel template: each instance gets the symbol array of the globals its
// own body reaches, so the instance's reserved buffers are bound.
// CHECK: kernel void scaledBy_3(
// CHECK-NEXT: device int *out {{\[\[}}buffer(0)]],
// CHECK-NEXT: constant float *taps {{\[\[}}buffer(1)]],
// HOST: /* metalify: scaledBy runs on the GPU from [[MODULE]], one kernel per instance */
// HOST-NEXT: template <int Factor> extern metalify::Kernel<int *> scaledBy;
// HOST-NEXT: inline const void *const scaledBy_3_symbols[] = {&taps};
// HOST-NEXT: template <> inline metalify::Kernel<int *> scaledBy<3>{"[[MODULE]]", "scaledBy_3", scaledBy_3_symbols};
template <int Factor>
__global__ void scaledBy(int *out) {
  out[threadIdx.x] = (int)taps[threadIdx.x] * Factor;
}
void launchScaled(int *out) { scaledBy<3><<<1, 5>>>(out); }
