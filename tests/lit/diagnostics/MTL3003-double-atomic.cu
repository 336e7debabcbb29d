// MTL3003: atomicAdd on double. Metal has no 64-bit compare-and-swap to
// build it on metalify::f64 with: a located error, not MSL that does not
// compile, and nothing written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void total(const double *x, double *sum) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'atomicAdd' has no Metal counterpart: Metal has no 64-bit compare-and-swap to build an atomic add on metalify::f64
  atomicAdd(sum, x[threadIdx.x]);
}

int main() { return 0; }
