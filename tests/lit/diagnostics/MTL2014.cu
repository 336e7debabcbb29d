// MTL2014: a device function with no row and no definition in the file is
// an error: the module could not compile, so nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__device__ float external(float);

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: device function 'external' has no Metal mapping and no definition in this file [MTL2014]
  x[0] = external(x[1]);
}

int main() { return 0; }
// CHECK-NOT: MTL2041
