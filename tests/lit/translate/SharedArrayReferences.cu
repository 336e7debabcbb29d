// A helper's hoisted __shared__ array is passed down by reference to the
// array (SharedMemoryRewrite), so a helper template taking `T (&)[N]`
// binds to it and its sizeof is the array's, as in CUDA.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <int N>
__device__ void fillRow(float (&row)[N], float v) {
  row[threadIdx.x % N] = v * sizeof(row) / sizeof(row[0]);
}

__device__ float tiled(float v) {
  __shared__ float tile[32];
  fillRow(tile, v);
  __syncthreads();
  return tile[31 - threadIdx.x % 32];
}

__global__ void useTile(float *data) { data[threadIdx.x] = tiled(data[threadIdx.x]); }

int main() { return 0; }

// CHECK: void fillRow_32(threadgroup float (&row)[32], float v, uint3 threadIdx) {
// CHECK: float tiled(float v, threadgroup float (&tile)[32], uint3 threadIdx) {
// CHECK: fillRow_32(tile, v, threadIdx);
// CHECK: kernel void useTile(
// CHECK: threadgroup float tiled_tile[32];
