// MTL2022: rewrites needed inside a macro body
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

#define SYNC_THEN(x) (__syncthreads(), (x))
__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: this code needs rewriting for Metal but comes from inside a macro; {{.*}} [MTL2022]
  out[0] = SYNC_THEN(out[1]);
}

int main() { return 0; }
