// MTL2011: a construct whose row is unsupported (here __constant__, marked
// so by a user rules file; the built-in row translates it).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir --rules %S/Inputs/constant-unsupported.yaml 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__constant__ float coeffs[4];
__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: 'coeffs' cannot be translated yet: this project passes its constants as kernel arguments [MTL2011]
  out[0] = coeffs[1];
}

int main() { return 0; }
