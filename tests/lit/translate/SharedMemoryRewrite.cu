// SharedMemoryRewrite (rows __shared__ and __shared__[]): __shared__ arrays
// and scalars of kernels stay in
// place as threadgroup variables; those of helpers are hoisted into each
// kernel that reaches them (passed as pointers to the first element or row,
// scalars by reference); extern __shared__ points into the dynamic
// threadgroup buffer, and one never used leaves nothing behind (the kernel
// takes no dynamic buffer for it to point into).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HCHECK --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ void countOnce(unsigned *out) {
  __shared__ unsigned total;
  __shared__ float rows[4][8];
  if (threadIdx.x == 0)
    total = 0;
  rows[threadIdx.x % 4][threadIdx.x % 8] = 1.0f;
  __syncthreads();
  out[0] = total + (unsigned)rows[0][0];
}

__global__ void useStatic(unsigned *out) {
  __shared__ int flag;
  flag = 1;
  countOnce(out);
}

__global__ void useDynamic(float *out) {
  extern __shared__ float buffer[];
  buffer[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = buffer[0];
}

// File-scope extern __shared__ arrays alias one dynamic buffer, as in CUDA:
// each kernel or helper that names one gets a local view of it.
extern __shared__ float sharedF[];
extern __shared__ unsigned int sharedU[];

__device__ unsigned bitsOf(int i) { return sharedU[i]; }

__global__ void aliased(unsigned *bits) {
  sharedF[threadIdx.x] = 1.0f;
  __syncthreads();
  bits[threadIdx.x] = bitsOf(threadIdx.x);
}

__global__ void unusedDynamic(int *v) {
  extern __shared__ int scratch[];
  v[threadIdx.x] *= 2;
}

// The same extern declared in another kernel, which uses it: the two
// declarations are one entity, but only this kernel views the buffer.
__global__ void usedDynamic(int *v) {
  extern __shared__ int scratch[];
  scratch[threadIdx.x] = v[threadIdx.x];
}

int main() { return 0; }

// CHECK:      void countOnce(device uint *out, threadgroup uint &total, threadgroup float (&rows)[4][8], uint3 threadIdx) {
// CHECK-NEXT:   /* total: threadgroup storage of the calling kernel, passed in */
// CHECK-NEXT:   /* rows: threadgroup storage of the calling kernel, passed in */
// CHECK:      kernel void useStatic(
// CHECK:        threadgroup uint countOnce_total;
// CHECK-NEXT:   threadgroup float countOnce_rows[4][8];
// CHECK-NEXT:   threadgroup int flag;
// CHECK:        countOnce(out, countOnce_total, countOnce_rows, threadIdx);
// CHECK:      kernel void useDynamic(
// CHECK-NEXT:     device float *out {{\[\[}}buffer(0){{\]\]}},
// CHECK-NEXT:     threadgroup uchar *metalify_dynamic_shared {{\[\[}}threadgroup(0){{\]\]}},
// CHECK-NEXT:     uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK-NEXT:   threadgroup float *buffer = (threadgroup float *)metalify_dynamic_shared;
// HCHECK:      uint bitsOf(int i, threadgroup uchar *metalify_dynamic_shared) {
// HCHECK-NEXT:   threadgroup uint *sharedU = (threadgroup uint *)metalify_dynamic_shared;
// CHECK:      kernel void aliased(
// CHECK:        threadgroup float *sharedF = (threadgroup float *)metalify_dynamic_shared;
// CHECK-NOT:    threadgroup uint *sharedU
// CHECK:        bits[threadIdx.x] = bitsOf(threadIdx.x, metalify_dynamic_shared);
// CHECK-LABEL: kernel void unusedDynamic(
// CHECK-NOT:    scratch
// CHECK:        v[threadIdx.x] *= 2;
// CHECK-LABEL: kernel void usedDynamic(
// CHECK:        threadgroup int *scratch = (threadgroup int *)metalify_dynamic_shared;
