// MTL3006: a double-precision function that metalify::f64 does not provide
// is computed in float
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(double *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: 'erfinv' computes in double precision; Metal has no double, so it is computed in float [MTL3006]
  x[0] = erfinv(x[1]);
}

int main() { return 0; }
// MSL: x[0] = metalify_erfinv(x[1]);
