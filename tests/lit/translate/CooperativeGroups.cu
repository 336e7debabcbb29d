// CooperativeGroups: group objects become small MSL structs (helper
// metalify_cooperative_groups). this_thread_block() is built from the
// threadIdx/blockIdx/blockDim built-ins, which the kernel and every helper
// that makes a block then receive as parameters; tiles and thread_groups
// are built from their parent; CG types keep their template arguments
// (not the defaulted parent type); functors, reduce and scans map to
// helpers. The host side includes the shim's cooperative_groups header.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;
using namespace cooperative_groups;

// CHECK: struct metalify_cg_thread_block {
// CHECK: template <uint N, typename P = void> struct metalify_cg_tile {
// CHECK: struct metalify_cg_thread_group {
// CHECK: struct metalify_cg_coalesced_group {

// CHECK-LABEL: int tileSum(metalify_cg_tile<16> tile, int v)
__device__ int tileSum(cg::thread_block_tile<16> tile, int v) {
  // CHECK: v += tile.shfl_down(v, offset);
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}

// A helper that makes its own block needs the built-ins passed down.
// CHECK-LABEL: uint blockRank(uint3 blockDim, uint3 blockIdx, uint3 threadIdx)
__device__ unsigned blockRank() {
  // CHECK: return metalify_cg_thread_block(threadIdx, blockIdx, blockDim).thread_rank();
  return cg::this_thread_block().thread_rank();
}

// CHECK-LABEL: kernel void groups(
// CHECK: uint3 blockDim {{\[\[}}dispatch_threads_per_threadgroup{{\]\]}}
// CHECK-NEXT: uint3 blockIdx {{\[\[}}threadgroup_position_in_grid{{\]\]}}
// CHECK-NEXT: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}
__global__ void groups(const int *in, int *out) {
  // CHECK: metalify_cg_thread_block block = metalify_cg_thread_block(threadIdx, blockIdx, blockDim);
  cg::thread_block block = cg::this_thread_block();
  // CHECK: metalify_cg_tile<32> warp = metalify_cg_tile<32>(block);
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  // CHECK: metalify_cg_tile<16> half_ = metalify_cg_tile<16>(block);
  thread_block_tile<16> half = tiled_partition<16>(block);
  // CHECK: auto quad = metalify_cg_tile<4>(warp);
  auto quad = cg::tiled_partition<4>(warp);
  int r = block.thread_rank();
  int v = in[block.group_index().x * block.size() + r];
  // CHECK: int s = metalify_cg_reduce(warp, v, metalify_cg_plus<int>());
  int s = cg::reduce(warp, v, cg::plus<int>());
  // CHECK: int lo = metalify_cg_reduce(half_, v, metalify_cg_less<int>());
  int lo = cg::reduce(half, v, cg::less<int>());
  // CHECK: int hi = metalify_cg_reduce(quad, v, metalify_cg_greater<int>());
  int hi = cg::reduce(quad, v, greater<int>());
  // CHECK: uint bits = metalify_cg_reduce(warp, (uint)v, metalify_cg_bit_or<uint>());
  unsigned bits = cg::reduce(warp, (unsigned)v, cg::bit_or<unsigned>());
  bits ^= cg::reduce(warp, (unsigned)v, cg::bit_and<unsigned>());
  bits ^= cg::reduce(warp, (unsigned)v, cg::bit_xor<unsigned>());
  // CHECK: int inc = metalify_cg_inclusive_scan(warp, v, metalify_cg_plus<int>());
  int inc = cg::inclusive_scan(warp, v, cg::plus<int>());
  // CHECK: int exc = metalify_cg_exclusive_scan(half_, v, metalify_cg_plus<int>());
  int exc = cg::exclusive_scan(half, v);
  // CHECK: int ball = (int)quad.ballot(v > 0) + quad.any(v > 1) + quad.all(v > 2);
  int ball = (int)quad.ballot(v > 0) + quad.any(v > 1) + quad.all(v > 2);
  int sh = warp.shfl(v, 0) + warp.shfl_up(v, 1) + warp.shfl_xor(v, 2) +
           (int)warp.match_any(v) + tileSum(half, v);
  int meta = warp.meta_group_rank() * 100 + warp.meta_group_size();
  // CHECK: metalify_cg_thread_group g = metalify_cg_thread_group(block, 8);
  cg::thread_group g = cg::tiled_partition(block, 8);
  // CHECK: (g).sync();
  cg::sync(g);
  // CHECK: block.sync();
  block.sync();
  int dyn = g.size() * 100 + g.thread_rank() + blockRank();
  int co = -1;
  if (v % 3 == 0) {
    // CHECK: metalify_cg_coalesced_group active = metalify_cg_coalesced_group();
    cg::coalesced_group active = cg::coalesced_threads();
    co = active.thread_rank() + 100 * active.size() +
         cg::reduce(active, v, cg::plus<int>());
    // CHECK: metalify_cg_coalesced_group byKey = metalify_cg_labeled_partition(active, (uint)v % 4);
    cg::coalesced_group byKey = cg::labeled_partition(active, (unsigned)v % 4);
    co += byKey.size();
  }
  // CHECK: metalify_cg_coalesced_group odd = metalify_cg_labeled_partition(warp, uint(bool(v & 1)));
  cg::coalesced_group odd = cg::binary_partition(warp, v & 1);
  co += odd.thread_rank();
  int tx = block.thread_index().x + block.dim_threads().y;
  int dx = block.group_dim().x + (int)block.num_threads();
  out[r] = s + lo + hi + (int)bits + inc + exc + ball + sh + meta + dyn + co +
           tx + dx;
}

// A tile size that is a template parameter is its instance's value.
template <unsigned G> __global__ void tileOf(int *out) {
  auto t = cg::tiled_partition<G>(cg::this_thread_block());
  out[threadIdx.x] = t.thread_rank();
}
// CHECK-LABEL: tileOf_16
// CHECK: auto t = metalify_cg_tile<16>(

// HOST: #include "metalify/cooperative_groups.h"
// HOST: #include "metalify/cooperative_groups.h"
// HOST: #include "metalify/cooperative_groups.h"
// HOST: namespace cg = cooperative_groups;
int main() {
  tileOf<16><<<1, 32>>>(nullptr);
  return 0;
}
