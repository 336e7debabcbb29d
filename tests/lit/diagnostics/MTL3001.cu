// MTL3001: a function whose Metal counterpart differs observably
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: 'erff' is approximated on Metal: {{.*}} [MTL3001]
  x[0] = erff(x[1]);
}

int main() { return 0; }
// MSL: x[0] = metalify_erf(x[1]);
