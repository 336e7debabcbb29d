// Bfloat16: cuda_bf16.h: __nv_bfloat16/__nv_bfloat162 conversions, arithmetic and math.
// One statement per row of rules/mapping/bfloat16.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
#include <cuda_bf16.h>

__global__ void bfloat16_calls(const __nv_bfloat16 *b_in, const __nv_bfloat162 *bb_in, const float *f_in, const int *i_in, const long long *ll_in, const short *s_in, const unsigned int *u_in, const unsigned long long *ull_in, const unsigned short *us_in) {
  __nv_bfloat16 b0 = b_in[0], b1 = b_in[1];
  __nv_bfloat162 bb0 = bb_in[0], bb1 = bb_in[1];
  float f0 = f_in[0], f1 = f_in[1];
  int i0 = i_in[0];
  long long ll0 = ll_in[0];
  short s0 = s_in[0];
  unsigned int u0 = u_in[0];
  unsigned long long ull0 = ull_in[0];
  unsigned short us0 = us_in[0];
  auto r___bfloat1622float2 = __bfloat1622float2(bb0);
  // CHECK: auto r___bfloat1622float2 = float2(bb0);
  auto r___bfloat162bfloat162 = __bfloat162bfloat162(b0);
  // CHECK: auto r___bfloat162bfloat162 = bfloat2(b0);
  auto r___bfloat162int_rd = __bfloat162int_rd(b0);
  // CHECK: auto r___bfloat162int_rd = int(floor(b0));
  auto r___bfloat162int_rn = __bfloat162int_rn(b0);
  // CHECK: auto r___bfloat162int_rn = int(rint(b0));
  auto r___bfloat162int_ru = __bfloat162int_ru(b0);
  // CHECK: auto r___bfloat162int_ru = int(ceil(b0));
  auto r___bfloat162int_rz = __bfloat162int_rz(b0);
  // CHECK: auto r___bfloat162int_rz = int(b0);
  auto r___bfloat162ll_rd = __bfloat162ll_rd(b0);
  // CHECK: auto r___bfloat162ll_rd = long(floor(b0));
  auto r___bfloat162ll_rn = __bfloat162ll_rn(b0);
  // CHECK: auto r___bfloat162ll_rn = long(rint(b0));
  auto r___bfloat162ll_ru = __bfloat162ll_ru(b0);
  // CHECK: auto r___bfloat162ll_ru = long(ceil(b0));
  auto r___bfloat162ll_rz = __bfloat162ll_rz(b0);
  // CHECK: auto r___bfloat162ll_rz = long(b0);
  auto r___bfloat162short_rd = __bfloat162short_rd(b0);
  // CHECK: auto r___bfloat162short_rd = short(floor(b0));
  auto r___bfloat162short_rn = __bfloat162short_rn(b0);
  // CHECK: auto r___bfloat162short_rn = short(rint(b0));
  auto r___bfloat162short_ru = __bfloat162short_ru(b0);
  // CHECK: auto r___bfloat162short_ru = short(ceil(b0));
  auto r___bfloat162short_rz = __bfloat162short_rz(b0);
  // CHECK: auto r___bfloat162short_rz = short(b0);
  auto r___bfloat162uint_rd = __bfloat162uint_rd(b0);
  // CHECK: auto r___bfloat162uint_rd = uint(floor(b0));
  auto r___bfloat162uint_rn = __bfloat162uint_rn(b0);
  // CHECK: auto r___bfloat162uint_rn = uint(rint(b0));
  auto r___bfloat162uint_ru = __bfloat162uint_ru(b0);
  // CHECK: auto r___bfloat162uint_ru = uint(ceil(b0));
  auto r___bfloat162uint_rz = __bfloat162uint_rz(b0);
  // CHECK: auto r___bfloat162uint_rz = uint(b0);
  auto r___bfloat162ull_rd = __bfloat162ull_rd(b0);
  // CHECK: auto r___bfloat162ull_rd = ulong(floor(b0));
  auto r___bfloat162ull_rn = __bfloat162ull_rn(b0);
  // CHECK: auto r___bfloat162ull_rn = ulong(rint(b0));
  auto r___bfloat162ull_ru = __bfloat162ull_ru(b0);
  // CHECK: auto r___bfloat162ull_ru = ulong(ceil(b0));
  auto r___bfloat162ull_rz = __bfloat162ull_rz(b0);
  // CHECK: auto r___bfloat162ull_rz = ulong(b0);
  auto r___bfloat162ushort_rd = __bfloat162ushort_rd(b0);
  // CHECK: auto r___bfloat162ushort_rd = ushort(floor(b0));
  auto r___bfloat162ushort_rn = __bfloat162ushort_rn(b0);
  // CHECK: auto r___bfloat162ushort_rn = ushort(rint(b0));
  auto r___bfloat162ushort_ru = __bfloat162ushort_ru(b0);
  // CHECK: auto r___bfloat162ushort_ru = ushort(ceil(b0));
  auto r___bfloat162ushort_rz = __bfloat162ushort_rz(b0);
  // CHECK: auto r___bfloat162ushort_rz = ushort(b0);
  auto r___bfloat16_as_short = __bfloat16_as_short(b0);
  // CHECK: auto r___bfloat16_as_short = as_type<short>(b0);
  auto r___bfloat16_as_ushort = __bfloat16_as_ushort(b0);
  // CHECK: auto r___bfloat16_as_ushort = as_type<ushort>(b0);
  auto r___float2bfloat162_rn = __float2bfloat162_rn(f0);
  // CHECK: auto r___float2bfloat162_rn = bfloat2(bfloat(f0));
  auto r___float2bfloat16_rd = __float2bfloat16_rd(f0);
  // CHECK: auto r___float2bfloat16_rd = bfloat(f0);
  auto r___float2bfloat16_rn = __float2bfloat16_rn(f0);
  // CHECK: auto r___float2bfloat16_rn = bfloat(f0);
  auto r___float2bfloat16_ru = __float2bfloat16_ru(f0);
  // CHECK: auto r___float2bfloat16_ru = bfloat(f0);
  auto r___float2bfloat16_rz = __float2bfloat16_rz(f0);
  // CHECK: auto r___float2bfloat16_rz = bfloat(f0);
  auto r___floats2bfloat162_rn = __floats2bfloat162_rn(f0, f1);
  // CHECK: auto r___floats2bfloat162_rn = bfloat2(bfloat(f0), bfloat(f1));
  auto r___halves2bfloat162 = __halves2bfloat162(b0, b1);
  // CHECK: auto r___halves2bfloat162 = bfloat2(b0, b1);
  auto r___high2bfloat16 = __high2bfloat16(bb0);
  // CHECK: auto r___high2bfloat16 = (bb0).y;
  auto r___highs2bfloat162 = __highs2bfloat162(bb0, bb1);
  // CHECK: auto r___highs2bfloat162 = bfloat2((bb0).y, (bb1).y);
  auto r___int2bfloat16_rd = __int2bfloat16_rd(i0);
  // CHECK: auto r___int2bfloat16_rd = bfloat(i0);
  auto r___int2bfloat16_rn = __int2bfloat16_rn(i0);
  // CHECK: auto r___int2bfloat16_rn = bfloat(i0);
  auto r___int2bfloat16_ru = __int2bfloat16_ru(i0);
  // CHECK: auto r___int2bfloat16_ru = bfloat(i0);
  auto r___int2bfloat16_rz = __int2bfloat16_rz(i0);
  // CHECK: auto r___int2bfloat16_rz = bfloat(i0);
  auto r___ll2bfloat16_rd = __ll2bfloat16_rd(ll0);
  // CHECK: auto r___ll2bfloat16_rd = bfloat(ll0);
  auto r___ll2bfloat16_rn = __ll2bfloat16_rn(ll0);
  // CHECK: auto r___ll2bfloat16_rn = bfloat(ll0);
  auto r___ll2bfloat16_ru = __ll2bfloat16_ru(ll0);
  // CHECK: auto r___ll2bfloat16_ru = bfloat(ll0);
  auto r___ll2bfloat16_rz = __ll2bfloat16_rz(ll0);
  // CHECK: auto r___ll2bfloat16_rz = bfloat(ll0);
  auto r___low2bfloat16 = __low2bfloat16(bb0);
  // CHECK: auto r___low2bfloat16 = (bb0).x;
  auto r___lows2bfloat162 = __lows2bfloat162(bb0, bb1);
  // CHECK: auto r___lows2bfloat162 = bfloat2((bb0).x, (bb1).x);
  __nv_bfloat162 t___nv_bfloat162{};
  // CHECK: bfloat2 t___nv_bfloat162{};
  auto r___short2bfloat16_rd = __short2bfloat16_rd(s0);
  // CHECK: auto r___short2bfloat16_rd = bfloat(s0);
  auto r___short2bfloat16_rn = __short2bfloat16_rn(s0);
  // CHECK: auto r___short2bfloat16_rn = bfloat(s0);
  auto r___short2bfloat16_ru = __short2bfloat16_ru(s0);
  // CHECK: auto r___short2bfloat16_ru = bfloat(s0);
  auto r___short2bfloat16_rz = __short2bfloat16_rz(s0);
  // CHECK: auto r___short2bfloat16_rz = bfloat(s0);
  auto r___short_as_bfloat16 = __short_as_bfloat16(s0);
  // CHECK: auto r___short_as_bfloat16 = as_type<bfloat>(short(s0));
  auto r___uint2bfloat16_rd = __uint2bfloat16_rd(u0);
  // CHECK: auto r___uint2bfloat16_rd = bfloat(u0);
  auto r___uint2bfloat16_rn = __uint2bfloat16_rn(u0);
  // CHECK: auto r___uint2bfloat16_rn = bfloat(u0);
  auto r___uint2bfloat16_ru = __uint2bfloat16_ru(u0);
  // CHECK: auto r___uint2bfloat16_ru = bfloat(u0);
  auto r___uint2bfloat16_rz = __uint2bfloat16_rz(u0);
  // CHECK: auto r___uint2bfloat16_rz = bfloat(u0);
  auto r___ull2bfloat16_rd = __ull2bfloat16_rd(ull0);
  // CHECK: auto r___ull2bfloat16_rd = bfloat(ull0);
  auto r___ull2bfloat16_rn = __ull2bfloat16_rn(ull0);
  // CHECK: auto r___ull2bfloat16_rn = bfloat(ull0);
  auto r___ull2bfloat16_ru = __ull2bfloat16_ru(ull0);
  // CHECK: auto r___ull2bfloat16_ru = bfloat(ull0);
  auto r___ull2bfloat16_rz = __ull2bfloat16_rz(ull0);
  // CHECK: auto r___ull2bfloat16_rz = bfloat(ull0);
  auto r___ushort2bfloat16_rd = __ushort2bfloat16_rd(us0);
  // CHECK: auto r___ushort2bfloat16_rd = bfloat(us0);
  auto r___ushort2bfloat16_rn = __ushort2bfloat16_rn(us0);
  // CHECK: auto r___ushort2bfloat16_rn = bfloat(us0);
  auto r___ushort2bfloat16_ru = __ushort2bfloat16_ru(us0);
  // CHECK: auto r___ushort2bfloat16_ru = bfloat(us0);
  auto r___ushort2bfloat16_rz = __ushort2bfloat16_rz(us0);
  // CHECK: auto r___ushort2bfloat16_rz = bfloat(us0);
  auto r___ushort_as_bfloat16 = __ushort_as_bfloat16(us0);
  // CHECK: auto r___ushort_as_bfloat16 = as_type<bfloat>(ushort(us0));
  auto r___ushort_as_bfloat16_literal = __ushort_as_bfloat16(0);
  // CHECK: auto r___ushort_as_bfloat16_literal = as_type<bfloat>(ushort(0));
  auto r_make_bfloat162 = make_bfloat162(b0, b1);
  // CHECK: auto r_make_bfloat162 = bfloat2(b0, b1);
  nv_bfloat16 t_nv_bfloat16{};
  // CHECK: bfloat t_nv_bfloat16{};
  nv_bfloat162 t_nv_bfloat162{};
  // CHECK: bfloat2 t_nv_bfloat162{};
}

int main() { return 0; }
