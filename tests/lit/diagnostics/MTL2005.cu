// MTL2005: exceptions in device code (Clang itself rejects them in a
// __device__ function; in a __host__ __device__ one the translator does).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__host__ __device__ float checked(float x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: error: exceptions ({{.*}}) are not available in Metal [MTL2005]
  if (x < 0) throw 1;
  return x;
}
__global__ void k(float *x) { x[0] = checked(x[1]); }

int main() { return 0; }
