// MTL2017: mutable static locals
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(int *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: error: static local variable 'calls' in device code; {{.*}} [MTL2017]
  static int calls = 0;
  out[0] = calls;
}

int main() { return 0; }
