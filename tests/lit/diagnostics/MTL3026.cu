// MTL3026: Metal's 64-bit atomic_max/min_explicit returns nothing, so a
// 64-bit atomicMax/atomicMin whose old value is used cannot be translated.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(unsigned long long *best, unsigned long long *old,
                  unsigned long long key) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: error: the result of 64-bit 'atomicMax' is used: Metal's 64-bit atomic_max_explicit returns nothing, {{.*}} [MTL3026]
  old[0] = atomicMax(best, key);
  // CHECK: {{.*}}.cu:[[@LINE+1]]:7: error: the result of 64-bit 'atomicMin' is used: {{.*}} [MTL3026]
  if (atomicMin(best + 1, key) > key)
    old[1] = key;
  // Discarded ones translate (MTL3025 only).
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: warning: 'atomicMax' needs an Apple8-family GPU (M2) or later: {{.*}} [MTL3025]
  atomicMax(best + 2, key);
  switch (key & 1) {
  case 0:
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: warning: 'atomicMin' needs an Apple8-family GPU
    atomicMin(best + 3, key);
    break;
  default:
    // CHECK: {{.*}}.cu:[[@LINE+1]]:11: warning: 'atomicMax' needs an Apple8-family GPU
    (void)atomicMax(best + 4, key);
  }
  // CHECK-NOT: error
}

int main() { return 0; }
