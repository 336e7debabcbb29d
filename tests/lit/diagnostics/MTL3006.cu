// MTL3006: a double-precision intrinsic computed in float
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: '__dmul_rn' computes in double precision; Metal has no double, so it is computed in float [MTL3006]
  x[0] = __dmul_rn(x[1], x[2]);
}

int main() { return 0; }
// MSL: x[0] = ((x[1]) * (x[2]));
