// MTL2016: __device__ global variables (not translated yet)
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ int counter;
__global__ void k(int *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: 'counter' is a __device__ global variable; {{.*}} [MTL2016]
  out[0] = counter;
}

int main() { return 0; }
