// MTL1025: a launch in a host template that leaves the kernel's template
// arguments to deduction has no single instance to name when a template
// parameter of the kernel has no name (no deduction declaration spells it).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

template <class T, int = 1> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

// CHECK: {{.*}}.cu:[[@LINE+1]]:37: error: launch of template kernel 'fill' inside a host template leaves its template arguments to deduction{{.*}} [MTL1025]
template <class T> void run(T *p) { fill<<<1, 32>>>(p, T(1)); }

// Written arguments (and deduced ones outside templates) are fine.
template <class T> void ok(T *p) { fill<T><<<1, 32>>>(p, T(1)); }

void go(int *p) {
  run(p);
  ok(p);
  fill<<<1, 32>>>(p, 2);
}
