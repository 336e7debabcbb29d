// __syncthreads_count, _and and _or: a barrier that counts votes in 16 bytes
// of threadgroup scratch at the reserved threadgroup(30), which kernels
// declare and helpers receive like a built-in (docs/ABI.md).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: count 0 < %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ int anyNegative(float v) { return __syncthreads_or(v < 0.0f); }

__global__ void votes(const float *x, int *out) {
  float v = x[threadIdx.x];
  int n = __syncthreads_count(v > 0.5f);
  int all = __syncthreads_and(v >= 0.0f);
  int any = anyNegative(v);
  if (threadIdx.x == 0) {
    out[0] = n;
    out[1] = all;
    out[2] = any;
  }
}

int main() { return 0; }

// CHECK: inline int metalify_block_vote_count(bool vote, threadgroup atomic_int *scratch, uint3 tid) {
// CHECK: int anyNegative(float v, threadgroup atomic_int *metalify_block_vote, uint3 threadIdx) { return (metalify_block_vote_count((v < 0.0f) != 0, metalify_block_vote, threadIdx) != 0 ? 1 : 0); }
// CHECK: kernel void votes(
// CHECK: threadgroup atomic_int *metalify_block_vote {{\[\[}}threadgroup(30)]]
// CHECK: int n = metalify_block_vote_count((v > 0.5f) != 0, metalify_block_vote, threadIdx);
// CHECK-NEXT: int all = (metalify_block_vote_count((v >= 0.0f) == 0, metalify_block_vote, threadIdx) == 0 ? 1 : 0);
// CHECK-NEXT: int any = anyNegative(v, metalify_block_vote, threadIdx);
