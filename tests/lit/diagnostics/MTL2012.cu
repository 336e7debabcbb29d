// MTL2012: device functions whose row is unsupported without naming a
// diagnostic of its own (here a user row; every built-in unsupported row
// names its own id).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --rules %S/Inputs/unsupported-fence.yaml %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ void projectFence();

__global__ void k(float *out) {
  out[0] = 1.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: 'projectFence' has no Metal counterpart: orders nothing on Metal [MTL2012]
  projectFence();
}

int main() { return 0; }
