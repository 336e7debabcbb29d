// MTL2012: device functions without a Metal counterpart
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(float *out) {
  out[0] = 1.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: '__threadfence' has no Metal counterpart: {{.*}} [MTL2012]
  __threadfence();
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: '__threadfence_system' has no Metal counterpart: {{.*}} [MTL2012]
  __threadfence_system();
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: error: '__syncthreads_count' has no Metal counterpart: {{.*}}atomicAdd{{.*}} [MTL2012]
  int n = __syncthreads_count(out[1] > 0.0f);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: error: '__syncthreads_and' has no Metal counterpart: {{.*}} [MTL2012]
  int a = __syncthreads_and(n > 0);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:11: error: '__syncthreads_or' has no Metal counterpart: {{.*}} [MTL2012]
  int o = __syncthreads_or(a > 0);
  out[2] = o;
}

int main() { return 0; }
