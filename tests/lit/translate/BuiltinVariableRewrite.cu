// BuiltinVariableRewrite: threadIdx, blockIdx, blockDim and gridDim become
// kernel parameters named as in CUDA (only those used, helpers included);
// warpSize is replaced by its row's expression.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ unsigned lane() { return threadIdx.x % warpSize; }

__global__ void ids(unsigned *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane() + gridDim.x;
}

int main() { return 0; }

// CHECK:      uint lane(uint3 threadIdx) { return threadIdx.x % 32; }
// CHECK:      kernel void ids(
// CHECK-NEXT:     device uint *out {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}},
// CHECK-NEXT:     uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT:     uint3 gridDim {{\[\[}}threadgroups_per_grid{{\]\]}},
// CHECK-NEXT:     uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT:   out[blockIdx.x * blockDim.x + threadIdx.x] = lane(threadIdx) + gridDim.x;
