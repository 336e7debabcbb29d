// MTL2014: a device function with no row and no definition in the file
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__device__ float external(float);

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: device function 'external' has no Metal mapping and no definition in this file; the call is left unchanged [MTL2014]
  x[0] = external(x[1]);
}

int main() { return 0; }
// MSL: x[0] = /* MTL2014: device function 'external' has no Metal mapping {{.*}} */ external(x[1]);
