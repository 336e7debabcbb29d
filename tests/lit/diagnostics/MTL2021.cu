// MTL2021: a kernel launch inside device code (dynamic parallelism).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void child(float *x) { x[threadIdx.x] = 0.0f; }

__global__ void parent(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: kernel launch inside device code; Metal has no dynamic parallelism [MTL2021]
  child<<<1, 32>>>(x);
}

int main() { return 0; }
