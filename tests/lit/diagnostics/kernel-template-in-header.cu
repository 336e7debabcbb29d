// A template kernel declared in a header the translation keeps cannot stay
// a host function there: its instances have no one function to register.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -I %S/Inputs -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

#include "template-kernels.cuh"
template <typename T> __global__ void shared_template(T *x) { x[0] = 1; }
template __global__ void shared_template<float>(float *);
// CHECK: template-kernels.cuh:1:39: error: template kernel 'shared_template' is declared outside the translated file; only a non-template kernel declared in a kept header stays a host function there [MTL1010]
