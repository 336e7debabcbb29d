// MTL2009: a pointer inside a by-value struct argument
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct Buffer {
  float *data;
  int n;
};
// CHECK: {{.*}}.cu:[[@LINE+1]]:26: error: kernel parameter 'b' passes a pointer inside a by-value struct; {{.*}} [MTL2009]
__global__ void k(Buffer b) { b.data[0] = b.n; }

int main() { return 0; }
