// MTL2022: a rewrite needed inside a macro that pre-expansion cannot reach:
// a macro whose expansion is not one statement or expression (uses that are
// one are expanded before translating, tests/lit/translate/
// MacroPreexpansion.cu).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

#define SYNC_THEN_STORE(p, v) __syncthreads(); (p)[0] = (v)
__global__ void k(float *out) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: this code needs rewriting for Metal but comes from inside a macro; {{.*}} [MTL2022]
  SYNC_THEN_STORE(out, 1.f);
}

int main() { return 0; }
