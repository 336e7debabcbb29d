// SAXPY: by-value parameters are packed into one constant struct in
// declaration order and copied into mutable locals.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct saxpy_args {
// CHECK-NEXT: int n;
// CHECK-NEXT: float a;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void saxpy(
// CHECK-NEXT: const device float *x {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: device float *y {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: constant saxpy_args &args {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 gridDim {{\[\[}}threadgroups_per_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int n = args.n;
// CHECK-NEXT: float a = args.a;
// CHECK-NEXT: for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
// CHECK-NEXT: i += blockDim.x * gridDim.x)
// CHECK-NEXT: y[i] = a * x[i] + y[i];
// CHECK-NEXT: }

