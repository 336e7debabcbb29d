// A launch whose <<<>>> comes from a macro but whose kernel does not cannot
// be rewritten in place: a located error.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

#define CONFIG <<<1, 32>>>
__global__ void k(int *p) { p[0] = 0; }
void run(int *p) { k CONFIG (p); }
// CHECK: launch-split-macro.cu.tmp.cu:10:20: error: this kernel launch is split between a macro and the code that uses it
// CHECK-SAME: [MTL1014]
