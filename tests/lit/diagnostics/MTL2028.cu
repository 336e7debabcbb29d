// MTL2028: a device global that holds a pointer.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

// CHECK: {{.*}}.cu:[[@LINE+1]]:19: error: device variable 'lut' holds a pointer; {{.*}} [MTL2028]
__device__ float *lut;
__global__ void k(float *out) { out[0] = lut[1]; }

int main() { return 0; }
