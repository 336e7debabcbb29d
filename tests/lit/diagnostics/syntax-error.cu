// Clang's own errors are printed clang-style, located; nothing is written.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

__global__ void k(int *x) { x[0] = 1 }
// CHECK: syntax-error.cu.tmp.cu:7:37: error: expected ';' after expression
// CHECK: metalify translate: 1 file(s): 0 translated, 0 copied, 1 failed
