// MTL2026: two kernels with one MSL name (a template instance and a kernel
// that happens to be named like it).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void fill_float(float *p) { p[0] = 1.0f; }

// CHECK: {{.*}}.cu:[[@LINE+1]]:36: error: two kernels get the MSL name 'fill_float'{{.*}} [MTL2026]
template <class T> __global__ void fill(T *p) { p[0] = T(2); }

void go(float *p) {
  fill_float<<<1, 1>>>(p);
  fill<<<1, 1>>>(p);
}
