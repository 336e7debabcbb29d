// MTL2004: dynamic allocation in device code
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: error: dynamic allocation ('new') in device code; Metal has no device heap [MTL2004]
  float *tmp = new float[4];
  out[0] = tmp[0];
}

int main() { return 0; }
