// A struct passed by value: emitted before the kernel, packed into the
// argument struct as a member, copied into a local.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct Range {
  float lo, hi;
};

struct ClampParams {
  Range range;
  int count;
};

__device__ float clampTo(float v, Range r) {
  return v < r.lo ? r.lo : (v > r.hi ? r.hi : v);
}

__global__ void clampAll(float *data, ClampParams p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.count)
    data[i] = clampTo(data[i], p.range);
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct Range {
// CHECK-NEXT: float lo, hi;
// CHECK-NEXT: };
// CHECK-NEXT: struct ClampParams {
// CHECK-NEXT: Range range;
// CHECK-NEXT: int count;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: float clampTo(float v, Range r) {
// CHECK-NEXT: return v < r.lo ? r.lo : (v > r.hi ? r.hi : v);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: struct clampAll_args {
// CHECK-NEXT: ClampParams p;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void clampAll(
// CHECK-NEXT: device float *data {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: constant clampAll_args &args {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: ClampParams p = args.p;
// CHECK-NEXT: int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: if (i < p.count)
// CHECK-NEXT: data[i] = clampTo(data[i], p.range);
// CHECK-NEXT: }

