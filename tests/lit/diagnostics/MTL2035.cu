// MTL2035: a kernel that prints may use buffers 0-29 only; buffer(30) is
// the device log's.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

#define P10(n) float *n##0, float *n##1, float *n##2, float *n##3, float *n##4, float *n##5, float *n##6, float *n##7, float *n##8, float *n##9
// CHECK: {{.*}}.cu:[[@LINE+1]]:17: error: kernel 'wide' needs 31 buffers of its own, but buffer(30) is reserved for metalify_device_log [MTL2035]
__global__ void wide(P10(a), P10(b), P10(c), int n) { printf("%f %d\n", a0[0], n); }

// Without printf the same kernel fits.
// CHECK-NOT: 'fits'
__global__ void fits(P10(a), P10(b), P10(c), int n) { a0[0] = n; }

int main() { return 0; }
