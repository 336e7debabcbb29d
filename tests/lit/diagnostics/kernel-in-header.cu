// A kernel declared in a header cannot become a handle there: only the
// translated file is rewritten.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -I %S/Inputs -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

#include "kernels.cuh"
__global__ void shared_kernel(float *x) { x[0] = 1; }
// CHECK: kernels.cuh:1:17: error: kernel 'shared_kernel' is declared outside the translated file; only the translated file is rewritten [MTL1010]
