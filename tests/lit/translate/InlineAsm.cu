// Inline PTX: each asm statement is looked up by its template (white space
// normalized) among the inline-asm rows (rules/mapping/inline-asm.yaml) and
// replaced by the row's MSL; $1 is operand %0, $2 is %1, ... Nothing of the
// PTX reaches the .metal file. (No %msl-syntax: its stand-in <metal_stdlib>
// lacks the SIMD-group functions; check-msl compiles the result.)
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
#include <cuda_fp16.h>

// CHECK: inline uint metalify_ptx_bfe_u32(uint a, uint pos, uint len) {
// CHECK-NOT: asm
__device__ unsigned lane() {
  unsigned id;
  // CHECK: id = metalify_simd_lane();
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}

__global__ void ptx(unsigned *o, const float *pf, const float4 *p4,
                    unsigned short *hs) {
  unsigned t = threadIdx.x, d, lo, hi;
  int s;
  float f0, f1, f2, f3;
  unsigned long long w, clk;
  // CHECK: d = metalify_ptx_bfe_u32(uint(t), uint(3), uint(5));
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(t), "r"(3), "r"(5));
  s = -1;
  // CHECK: s = metalify_ptx_bfe_s32(int(s), uint(3), uint(5));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(s) : "r"(s), "r"(3), "r"(5));
  // White space and line breaks in the template do not matter: this is the
  // row bfi.b32 %0, %1, %2, %3, %4;
  // CHECK: d = metalify_ptx_bfi(uint(t), uint(d), uint(4), uint(8));
  asm("bfi.b32  %0, %1, %2,\n\t %3, %4 ;" : "=r"(d) : "r"(t), "r"(d), "r"(4), "r"(8));
  // CHECK: d = reverse_bits(uint(d));
  asm("brev.b32 %0, %1;" : "=r"(d) : "r"(d));
  // CHECK: d = clz(uint(d));
  asm("clz.b32 %0, %1;" : "=r"(d) : "r"(d));
  // CHECK: d = popcount(uint(d));
  asm("popc.b32 %0, %1;" : "=r"(d) : "r"(d));
  // CHECK: hs[t] = as_type<ushort>(half(pf[t]));
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(hs[t]) : "f"(pf[t]));
  // CHECK: f0 = float(as_type<half>(ushort(hs[t])));
  asm("cvt.f32.f16 %0, %1;" : "=f"(f0) : "h"(hs[t]));
  // CHECK: s = int(rint(f0));
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(s) : "f"(f0));
  // CHECK: s = int(trunc(f0));
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(s) : "f"(f0));
  // CHECK: f1 = fma(f0, f0, 1.0f);
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(f1) : "f"(f0), "f"(f0), "f"(1.0f));
  // CHECK: f2 = *(&pf[t]);
  asm("ld.global.nc.f32 %0, [%1];" : "=f"(f2) : "l"(&pf[t]));
  // CHECK: s = *(&o[t]);
  asm("ld.global.nc.s32 %0, [%1];" : "=r"(s) : "l"(&o[t]));
  // CHECK: d = *(&o[t]);
  asm("ld.global.nc.u32 %0, [%1];" : "=r"(d) : "l"(&o[t]));
  // CHECK: (f0 = (pf)[0], f1 = (pf)[1], f2 = (pf)[2], f3 = (pf)[3]);
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(f0), "=f"(f1), "=f"(f2), "=f"(f3) : "l"(pf));
  // CHECK: (f0 = (*(p4)).x, f1 = (*(p4)).y, f2 = (*(p4)).z, f3 = (*(p4)).w);
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(f0), "=f"(f1), "=f"(f2), "=f"(f3) : "l"(p4));
  // CHECK: d = metalify_ptx_lop3(uint(d), uint(t), uint(s), uint(0x96));
  asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(d), "r"(t), "r"(s), "n"(0x96));
  // CHECK: w = (ulong(uint(hi)) << 32) | ulong(uint(lo));
  lo = t;
  hi = d;
  asm("mov.b64 %0, {%1, %2};" : "=l"(w) : "r"(lo), "r"(hi));
  // CHECK: (lo = uint(ulong(w)), hi = uint(ulong(w) >> 32));
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(w));
  // ERR: .cu:[[@LINE+2]]:3: warning: {{.*}}'mov.u32 %0, %%clock;'{{.*}} [MTL3012]
  // CHECK: d = 0;
  asm volatile("mov.u32 %0, %%clock;" : "=r"(d));
  // CHECK: clk = 0;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(clk));
  // CHECK: clk = 0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(clk));
  // CHECK: lo = metalify_lanemask_eq();
  asm("mov.u32 %0, %%lanemask_eq;" : "=r"(lo));
  // CHECK: lo = metalify_lanemask_ge();
  asm("mov.u32 %0, %%lanemask_ge;" : "=r"(lo));
  // CHECK: lo = metalify_lanemask_gt();
  asm("mov.u32 %0, %%lanemask_gt;" : "=r"(lo));
  // CHECK: lo = metalify_lanemask_le();
  asm("mov.u32 %0, %%lanemask_le;" : "=r"(lo));
  // CHECK: lo = metalify_lanemask_lt();
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lo));
  // CHECK: d = metalify_ptx_prmt(uint(d), uint(t), uint(0x3210));
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(d), "r"(t), "r"(0x3210));
  // CHECK: f0 = simd_shuffle_down(f0, ushort(1));
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;" : "=f"(f0) : "f"(f0), "r"(1), "r"(0x1f), "r"(0xffffffff));
  // CHECK: f1 = simd_shuffle(f1, ushort((d) & 31));
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, %3, %4;" : "=f"(f1) : "f"(f1), "r"(d), "r"(0x1f), "r"(0xffffffff));
  // CHECK: d = simd_shuffle_up(d, ushort(2));
  asm volatile("shfl.sync.up.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(d), "r"(2), "r"(0), "r"(0xffffffff));
  // CHECK: s = simd_shuffle_xor(s, ushort(4));
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;" : "=r"(s) : "r"(s), "r"(4), "r"(0x1f), "r"(0xffffffff));
  o[t] = d + s + unsigned(f0 + f1 + f2 + f3) + unsigned(w + clk) + lo + hi + lane();
}

int main() { return 0; }
