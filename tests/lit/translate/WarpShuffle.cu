// WarpShuffle: warp votes, shuffles, matches and reductions as SIMD-group functions.
// One statement per row of rules/mapping/warp.yaml that lists this test;
// the CHECK under each is the MSL the row produces (renames keep the
// arguments, templates replace the call), and the whole output must pass
// `metalify check-msl`, so a wrong spelling or a helper missing from the
// output or from the CPU prelude fails here.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
__global__ void warpShuffle_calls(const int *i_in, const unsigned int *u_in) {
  int i0 = i_in[0], i1 = i_in[1], i2 = i_in[2];
  unsigned int u0 = u_in[0], u1 = u_in[1];
  auto r___lanemask_eq = __lanemask_eq();
  // CHECK: auto r___lanemask_eq = metalify_lanemask_eq();
  auto r___lanemask_ge = __lanemask_ge();
  // CHECK: auto r___lanemask_ge = metalify_lanemask_ge();
  auto r___lanemask_gt = __lanemask_gt();
  // CHECK: auto r___lanemask_gt = metalify_lanemask_gt();
  auto r___lanemask_le = __lanemask_le();
  // CHECK: auto r___lanemask_le = metalify_lanemask_le();
  auto r___lanemask_lt = __lanemask_lt();
  // CHECK: auto r___lanemask_lt = metalify_lanemask_lt();
  auto r___match_all_sync = __match_all_sync(u0, i1, &i2);
  // CHECK: auto r___match_all_sync = metalify_match_all(i1, &i2);
  auto r___reduce_and_sync = __reduce_and_sync(u0, u1);
  // CHECK: auto r___reduce_and_sync = simd_and(u1);
  auto r___reduce_xor_sync = __reduce_xor_sync(u0, u1);
  // CHECK: auto r___reduce_xor_sync = simd_xor(u1);
  auto r___shfl = __shfl(i0, i1);
  // CHECK: auto r___shfl = simd_shuffle(i0, ushort((i1) & 31));
  auto r___shfl_down = __shfl_down(i0, u1);
  // CHECK: auto r___shfl_down = simd_shuffle_down(i0, ushort(u1));
  auto r___shfl_up = __shfl_up(i0, u1);
  // CHECK: auto r___shfl_up = simd_shuffle_up(i0, ushort(u1));
  auto r___shfl_xor = __shfl_xor(i0, i1);
  // CHECK: auto r___shfl_xor = simd_shuffle_xor(i0, ushort(i1));
  auto r___uni_sync = __uni_sync(u0, i1);
  // CHECK: auto r___uni_sync = metalify_uni(i1);
}

int main() { return 0; }
