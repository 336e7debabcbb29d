// MTL3003: atomicAdd on a single half in threadgroup memory. The value shares
// a 32-bit word with its neighbour and MSL gives no way to find that word
// for a threadgroup pointer: a located error and nothing written (device
// memory and half2 pairs translate: translate/AtomicAdd16.cu).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
#include <cuda_fp16.h>

__global__ void k(__half *out) {
  __shared__ __half total;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'atomicAdd' has no Metal counterpart: A 16-bit atomic in threadgroup memory would need the containing 32-bit word{{.*}} [MTL3003]
  atomicAdd(&total, out[threadIdx.x]);
  out[0] = total;
}

int main() { return 0; }
