// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

__global__ void k(float *x) { x[0] = undeclaredThing(threadIdx.x); }
// CHECK: unknown-identifier.cu.tmp.cu:6:38: error: use of undeclared identifier 'undeclaredThing'
