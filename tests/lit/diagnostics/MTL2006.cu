// MTL2006: double in device code under --fp64=error
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --fp64=error %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'double' is 64-bit floating point, which Metal does not support [MTL2006]
  double acc = out[0];
  out[0] = (float)acc;
}

int main() { return 0; }
