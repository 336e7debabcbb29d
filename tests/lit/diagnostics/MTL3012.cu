// MTL3012: a clock read
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(long long *t) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: 'clock64' reads a clock, which Metal does not have: the value is always 0 [MTL3012]
  t[0] = clock64();
}

int main() { return 0; }
// MSL: t[0] = /* MTL3012: 'clock64' reads a clock, {{.*}} */ 0;
