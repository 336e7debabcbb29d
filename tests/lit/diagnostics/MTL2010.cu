// MTL2010: a pointer into two address spaces
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(float *g, int c) {
  __shared__ float s[32];
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: error: pointer 'p' may point into both {{device|threadgroup}} and {{threadgroup|device}} memory; {{.*}} [MTL2010]
  float *p = c ? g : s;
  p[threadIdx.x] = 1.0f;
}

int main() { return 0; }
