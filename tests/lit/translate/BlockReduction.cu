// Block reduction: a for loop of barriers over a shared array.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void reduceSum(const float *in, float *out, unsigned n) {
  __shared__ float partial[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  partial[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = partial[0];
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: struct reduceSum_args {
// CHECK-NEXT: uint n;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void reduceSum(
// CHECK-NEXT: const device float *in {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: device float *out {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: constant reduceSum_args &args {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: uint n = args.n;
// CHECK-NEXT: threadgroup float partial[256];
// CHECK-NEXT: uint tid = threadIdx.x;
// CHECK-NEXT: uint i = blockIdx.x * blockDim.x + tid;
// CHECK-NEXT: partial[tid] = i < n ? in[i] : 0.0f;
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: for (uint s = blockDim.x / 2; s > 0; s >>= 1) {
// CHECK-NEXT: if (tid < s)
// CHECK-NEXT: partial[tid] += partial[tid + s];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: }
// CHECK-NEXT: if (tid == 0)
// CHECK-NEXT: out[blockIdx.x] = partial[0];
// CHECK-NEXT: }

