// Calls every helper of the table once, so that templates are instantiated.
// Compiled after the output of metalify rules --helpers (helpers.test).
void metalify_use_helpers(device float *f, device int *n, device ulong *u, threadgroup float *tf, uint lane) {
  float v = f[lane];
  v += metalify_shfl_down_w(v, 1u, 8);
  v += metalify_shfl_up_w(v, 1u, 8);
  v += metalify_shfl_w(v, 3, 16);
  int pred;
  uint m = metalify_match_any(v) + metalify_match_all(v, &pred);
  float old = metalify_atomic_add_float((threadgroup atomic_uint*)(tf), v);
  old += metalify_atomic_add_float((device atomic_uint*)(f), v);
  int o = metalify_atomic_cas((device atomic_int*)(n), 0, 1);
  uint inc = metalify_atomic_inc((device atomic_uint*)(n), 4u) + metalify_atomic_dec((device atomic_uint*)(n), 4u);
  ulong x = metalify_atomic_add_u64((device atomic_uint*)(u), 1ul);
  half2 a = half2(1.0h, 2.0h), b = half2(NAN, 2.0h);
  half2 ne = half2(metalify_hne2(a, b));
  bool hb = metalify_hequ(a.x, b.x) && metalify_hneu(a.x, b.x);
  half mx = metalify_hmax_nan(a.x, b.x);
  int isinfv = metalify_hisinf(a.x);
  uint bp = metalify_byte_perm(1u, 2u, 0x3210u) + metalify_funnelshift_l(1u, 2u, 3u) + metalify_funnelshift_r(1u, 2u, 3u);
  int dp = metalify_dp4a(1, 2, 3); uint udp = metalify_dp4a(1u, 2u, 3u);
  int ffs = metalify_ffs(5) + metalify_ffs(5l);
  int uni = metalify_uni(3);
  uint lm = metalify_lanemask_lt() + metalify_lanemask_ge();
  float s, c; metalify_sincospi(0.5f, &s, &c);
  float pf = metalify_expm1(v) + metalify_log1p(v) + metalify_hypot(v, v) + metalify_cbrt(v) + metalify_erf(v) + metalify_erfc(v) + metalify_normcdf(v) + metalify_remainder(v, 2.0f) + metalify_logb(v) + metalify_norm3d(v, v, v) + metalify_norm4d(v, v, v, v);
  auto block = metalify_cg_thread_block(uint3(lane, 0, 0), uint3(0), uint3(32, 1, 1));
  block.sync();
  auto tile = metalify_cg_tile<16>(block);
  int r = metalify_cg_reduce(tile, int(lane), metalify_cg_plus<int>());
  int sc = metalify_cg_inclusive_scan(tile, int(lane), metalify_cg_plus<int>()) + metalify_cg_exclusive_scan(tile, int(lane), metalify_cg_bit_or<int>());
  float tr = metalify_cg_reduce(metalify_cg_tile<32>(tile), v, metalify_cg_greater<float>());
  bool any = tile.any(v > 0) && tile.all(v > 0); uint bal = tile.ballot(true);
  int mp; bal += tile.match_any(v) + tile.match_all(v, mp) + tile.shfl(r, 1) + tile.shfl_up(r, 1u) + tile.shfl_xor(r, 2u);
  metalify_cg_thread_group g = metalify_cg_thread_group(block, 8);
  g.sync();
  auto co = metalify_cg_coalesced_group();
  r += metalify_cg_reduce(co, r, metalify_cg_less<int>()) + co.shfl(r, 0) + co.shfl_down(r, 1u) + co.shfl_up(r, 1u) + co.any(r > 0) + co.all(r > 0) + co.ballot(r > 1) + g.size() + g.thread_rank();
  co.sync();
  f[lane] = v + old + float(m + o + inc + x) + float(ne.x) + float(hb) + float(mx) + isinfv + bp + dp + udp + ffs + uni + lm + s + c + pf + r + sc + tr + any + bal + block.thread_rank() + block.size();
}
