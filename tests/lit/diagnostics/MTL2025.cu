// MTL2025: template arguments an MSL instance name cannot spell.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

// CHECK: {{.*}}.cu:[[@LINE+1]]:37: error: template 'first' is instantiated with argument 'float[2]', which an MSL instance name cannot spell{{.*}} [MTL2025]
template <class P> __device__ float first(P &p) { return p[0]; }

__global__ void k(float *x) { float a[2] = {x[0], 0}; x[1] = first<float[2]>(a); }

int main() { return 0; }
