// MTL2008: more than 32 KB of static shared memory
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ float stash(float v) {
  __shared__ float big[8192];
  big[threadIdx.x] = v;
  return big[0];
}
// CHECK: {{.*}}.cu:[[@LINE+1]]:17: error: kernel 'k' uses 32772 bytes of static shared memory; Metal allows 32768 [MTL2008]
__global__ void k(float *out) {
  __shared__ float one;
  one = stash(out[0]);
  out[0] = one;
}

int main() { return 0; }
