// MTL3009: a runtime call the shim accepts but whose effect Metal ignores.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp

__global__ void k(float *x) { x[0] = 1.0f; }

int main() {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: 'cudaFuncSetCacheConfig' is ignored on Metal: {{.*}} [MTL3009]
  cudaFuncSetCacheConfig(k, cudaFuncCachePreferL1);
  return 0;
}
// The call stays: the shim accepts it and does nothing.
// HOST: cudaFuncSetCacheConfig(k, cudaFuncCachePreferL1);
