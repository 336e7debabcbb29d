// An unsupported construct is a located error and writes nothing.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
// CHECK: template-kernel.cu.tmp.cu:7:36: error: template kernel 'fill' is not supported yet [MTL1011]

void run(float *p) { fill<<<1, 32>>>(p, 1.0f); }
// CHECK: template-kernel.cu.tmp.cu:10:22: error: template kernel 'fill' is not supported yet [MTL1011]
