// MTL1030: host code that reads or writes a device global directly.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ int counter;
__constant__ float coeffs[4];

int main() {
  float h[4] = {};
  // Symbol API arguments, sizeof and & are what a symbol is for.
  cudaMemcpyToSymbol(coeffs, h, sizeof coeffs);
  cudaMemcpyToSymbol(counter, h, sizeof(counter));
  const void *handle = &counter;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: error: host code reads or writes device variable 'counter' directly; {{.*}} [MTL1030]
  int v = counter;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: host code reads or writes device variable 'coeffs' {{.*}} [MTL1030]
  coeffs[0] = 1.0f;
  return v + (handle != nullptr);
}
