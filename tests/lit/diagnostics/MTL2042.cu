// MTL2042: inline PTX that no inline-asm row maps, and PTX whose row is
// unsupported, are errors at the asm statement; nothing is written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__global__ void k(unsigned *out) {
  unsigned v, w;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: inline PTX 'mul.hi.u32 %0, %1, %2;' has no Metal counterpart: no inline-asm row matches this PTX{{.*}} [MTL2042]
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(v) : "r"(out[0]), "r"(out[1]));
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: inline PTX 'mov.u32 %0, %%warpid;' has no Metal counterpart: PTX's %warpid is the warp's hardware slot{{.*}} [MTL2042]
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  out[0] = v + w;
}

int main() { return 0; }
