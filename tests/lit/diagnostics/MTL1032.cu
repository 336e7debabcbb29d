// MTL1032: a kernel that uses a device global defined in another file.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

extern __constant__ float c[4];
// CHECK: {{.*}}.cu:[[@LINE+1]]:17: error: kernel 'k' uses device variable 'c', which is not defined in the translated file; {{.*}} [MTL1032]
__global__ void k(float *out) { out[0] = c[0]; }

int main() { return 0; }
