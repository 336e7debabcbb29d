// MTL2013: a device function that Metal only approximates
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  x[0] = 1.0f;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: '__threadfence_block' is approximated: {{.*}} [MTL2013]
  __threadfence_block();
  x[1] = 2.0f;
}

int main() { return 0; }
// The marker lands on the line of the call it is about.
// MSL: /* MTL2013: '__threadfence_block' is approximated: {{.*}} */
