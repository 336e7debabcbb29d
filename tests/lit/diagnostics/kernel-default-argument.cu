// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

__global__ void k(float *x, int n = 4) { x[0] = n; }
void run(float *x) { k<<<1, 1>>>(x); }
// CHECK: kernel-default-argument.cu.tmp.cu:7:22: error: launch of 'k' relies on a default argument of the kernel [MTL1013]
