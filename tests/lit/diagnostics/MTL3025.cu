// MTL3025: a discarded 64-bit atomicMax/atomicMin on device memory becomes
// Metal's atomic_max/min_explicit on atomic_ulong, which only Apple8-family
// GPUs (M2) and later have: a warning, the translation is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir --error=MTL3025 2>%t.err2
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void k(unsigned long long *lo, unsigned long long key) {
  // CHECK: {{.*}}.cu:[[@LINE+2]]:3: warning: 'atomicMin' needs an Apple8-family GPU (M2) or later: Metal's 64-bit atomic_min_explicit on atomic_ulong (device memory, no return value) needs MSL 2.4 {{.*}} [MTL3025]
  // MSL: atomic_min_explicit((device atomic_ulong*)(lo), key, memory_order_relaxed);
  atomicMin(lo, key);
}

int main() { return 0; }
