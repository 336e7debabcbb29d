// MTL3003: a name whose row is unsupported, in device code (a math
// function). Host calls: MTL3003-host.cu.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: 'cyl_bessel_i0f' has no Metal counterpart: MSL has no modified Bessel I0 {{.*}} [MTL3003]
  x[0] = cyl_bessel_i0f(x[1]);
}

int main() { return 0; }
