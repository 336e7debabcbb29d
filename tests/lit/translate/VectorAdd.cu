// Vector add: pointer parameters become [[buffer(i)]] arguments in order,
// `const device` when only read; the scalar goes into the argument struct.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct vectorAdd_args {
// CHECK-NEXT: int n;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void vectorAdd(
// CHECK-NEXT: const device float *a {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: const device float *b {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: device float *c {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: constant vectorAdd_args &args {{\[\[}}buffer(3){{\]\]}},
// CHECK-NEXT: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int n = args.n;
// CHECK-NEXT: int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: if (i < n)
// CHECK-NEXT: c[i] = a[i] + b[i];
// CHECK-NEXT: }

