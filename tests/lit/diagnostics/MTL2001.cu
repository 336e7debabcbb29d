// MTL2001: recursion in device code
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ int factorial(int n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:18: error: 'factorial' is recursive; Metal kernels cannot recurse [MTL2001]
  return n ? n * factorial(n - 1) : 1;
}
__global__ void k(int *out) { out[0] = factorial(5); }

int main() { return 0; }
