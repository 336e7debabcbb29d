// MTL2015: a row's template cannot be expanded for a call (here a user row
// names $3 for a call with two arguments).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --rules %S/Inputs/bad-template.yaml %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: cannot expand the Metal mapping of 'fmaxf': {{.*}} [MTL2015]
  x[0] = fmaxf(x[1], x[2]);
}

int main() { return 0; }
