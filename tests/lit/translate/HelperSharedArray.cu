// A __device__ helper that declares its own __shared__ array: the array is
// hoisted into the kernel (MSL allows threadgroup variables only at kernel
// scope) and passed down with the built-ins the helper uses, by reference
// to the array, so it binds to `T (&)[N]` parameters and keeps its sizeof.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ float blockMax(float v) {
  __shared__ float scratch[128];
  scratch[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      scratch[threadIdx.x] = scratch[threadIdx.x + s] > scratch[threadIdx.x]
                                 ? scratch[threadIdx.x + s]
                                 : scratch[threadIdx.x];
    __syncthreads();
  }
  return scratch[0];
}

__device__ float normalise(float v) { return v / blockMax(v); }

__global__ void scaleByMax(float *data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = normalise(data[i]);
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: float blockMax(float v, threadgroup float (&scratch)[128], uint3 blockDim, uint3 threadIdx) {
// CHECK-NEXT: /* scratch: threadgroup storage of the calling kernel, passed in */
// CHECK-NEXT: scratch[threadIdx.x] = v;
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: for (int s = blockDim.x / 2; s > 0; s /= 2) {
// CHECK-NEXT: if (threadIdx.x < s)
// CHECK-NEXT: scratch[threadIdx.x] = scratch[threadIdx.x + s] > scratch[threadIdx.x]
// CHECK-NEXT: ? scratch[threadIdx.x + s]
// CHECK-NEXT: : scratch[threadIdx.x];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: }
// CHECK-NEXT: return scratch[0];
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: float normalise(float v, threadgroup float (&blockMax_scratch)[128], uint3 blockDim, uint3 threadIdx) { return v / blockMax(v, blockMax_scratch, blockDim, threadIdx); }
// CHECK-EMPTY:
// CHECK-NEXT: kernel void scaleByMax(
// CHECK-NEXT: device float *data {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: threadgroup float blockMax_scratch[128];
// CHECK-NEXT: int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: data[i] = normalise(data[i], blockMax_scratch, blockDim, threadIdx);
// CHECK-NEXT: }
