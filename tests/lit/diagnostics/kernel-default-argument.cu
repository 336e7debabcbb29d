// A launch writes out the kernel's default arguments from their text; one
// that is only part of a macro has none to write (MTL1013).
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

#define DEFAULT_N = 4
__global__ void k(float *x, int n DEFAULT_N) { x[0] = n; }
void run(float *x) { k<<<1, 1>>>(x); }
// CHECK: kernel-default-argument.cu.tmp.cu:10:22: error: launch of 'k' relies on a default argument of the kernel that is not written as a whole (part of a macro) [MTL1013]
