// A helper called with a device pointer and with a threadgroup pointer is
// emitted twice, as MSL overloads on the address space.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ float sum3(const float *p, int i) { return p[i - 1] + p[i] + p[i + 1]; }

__device__ void accumulate(float *dst, float v) { *dst += v; }

__global__ void smooth(const float *in, float *out, int n) {
  __shared__ float cache[66];
  int i = blockIdx.x * 64 + threadIdx.x;
  cache[threadIdx.x + 1] = in[i];
  __syncthreads();
  float fromGlobal = i > 0 && i + 1 < n ? sum3(in, i) : 0.0f;
  float fromShared = sum3(cache, threadIdx.x + 1);
  accumulate(&out[i], fromGlobal);
  accumulate(&cache[threadIdx.x + 1], fromShared);
}

int main() { return 0; }

// CHECK: #include <metal_stdlib>
// CHECK-NEXT: using namespace metal;
// CHECK-EMPTY:
// CHECK-NEXT: float sum3(const device float *p, int i) { return p[i - 1] + p[i] + p[i + 1]; }
// CHECK-EMPTY:
// CHECK-NEXT: float sum3(const threadgroup float *p, int i) { return p[i - 1] + p[i] + p[i + 1]; }
// CHECK-EMPTY:
// CHECK-NEXT: void accumulate(device float *dst, float v) { *dst += v; }
// CHECK-EMPTY:
// CHECK-NEXT: void accumulate(threadgroup float *dst, float v) { *dst += v; }
// CHECK-EMPTY:
// CHECK-NEXT: struct smooth_args {
// CHECK-NEXT: int n;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: kernel void smooth(
// CHECK-NEXT: const device float *in {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT: device float *out {{\[\[}}buffer(1){{\]\]}},
// CHECK-NEXT: constant smooth_args &args {{\[\[}}buffer(2){{\]\]}},
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}},
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT: int n = args.n;
// CHECK-NEXT: threadgroup float cache[66];
// CHECK-NEXT: int i = blockIdx.x * 64 + threadIdx.x;
// CHECK-NEXT: cache[threadIdx.x + 1] = in[i];
// CHECK-NEXT: threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
// CHECK-NEXT: float fromGlobal = i > 0 && i + 1 < n ? sum3(in, i) : 0.0f;
// CHECK-NEXT: float fromShared = sum3(cache, threadIdx.x + 1);
// CHECK-NEXT: accumulate(&out[i], fromGlobal);
// CHECK-NEXT: accumulate(&cache[threadIdx.x + 1], fromShared);
// CHECK-NEXT: }

