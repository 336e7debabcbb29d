// MTL2036: under --fp64=demote, each double in device code becomes float
// with a warning at its site; the translation succeeds.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate --fp64=demote %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test -e %t.dir/%basename_t.tmp.metal

__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: 'double' is demoted to float (--fp64=demote): about 7 significant digits and a range of 3.4e38 instead of 16 digits and 1.8e308 [MTL2036]
  double acc = out[0];
  out[0] = (float)acc;
}

int main() { return 0; }
