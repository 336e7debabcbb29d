// MTL2007: more than 31 buffers
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

#define P8(n) float *n##0, float *n##1, float *n##2, float *n##3, float *n##4, float *n##5, float *n##6, float *n##7
// CHECK: {{.*}}.cu:[[@LINE+1]]:17: error: kernel 'wide' needs 33 buffers; Metal has 31 buffer slots [MTL2007]
__global__ void wide(P8(a), P8(b), P8(c), P8(d), int n) { a0[0] = n; }

int main() { return 0; }
