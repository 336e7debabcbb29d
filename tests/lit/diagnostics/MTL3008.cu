// MTL3008: a 64-bit atomic emulated with two 32-bit atomics
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(unsigned long long *n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: 64-bit atomic 'atomicAdd' is emulated with two 32-bit atomics: {{.*}} [MTL3008]
  atomicAdd(n, 1ull);
}

int main() { return 0; }
// MSL: /* MTL3008: 64-bit atomic 'atomicAdd' {{.*}} */
