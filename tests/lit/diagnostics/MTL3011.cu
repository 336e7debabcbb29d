// MTL3011: a device call that is removed
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: '__nanosleep' in device code is removed: {{.*}} [MTL3011]
  __nanosleep(100);
  x[0] = 1.0f;
}

int main() { return 0; }
// MSL: /* MTL3011: '__nanosleep' in device code is removed: {{.*}} */
