// MTL1031: a kernel declared before a device global it uses.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

// CHECK: {{.*}}.cu:[[@LINE+1]]:17: error: kernel 'k' is declared before device variable 'c', which it uses; {{.*}} [MTL1031]
__global__ void k(float *out);
__constant__ float c[4];
__global__ void k(float *out) { out[0] = c[0]; }

int main() { return 0; }
