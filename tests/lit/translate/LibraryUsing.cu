// Namespace aliases, using-declarations and using-directives in device
// bodies: those naming only our headers' or the C++ library's namespaces
// (cooperative_groups, std) are dropped, since the MSL has no such
// namespace and the calls and types they bring in are rewritten from the
// table; those naming the user's namespaces stay, as the MSL keeps them.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu | FileCheck %s --check-prefix=EXEC

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace blk {
constexpr int kWidth = 32;
__device__ float twice(float v) { return 2.f * v; }
} // namespace blk

__device__ float warpTotal(float v) {
  namespace cg = cooperative_groups;
  using cooperative_groups::thread_block;
  thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  return cg::reduce(tile, v, cg::plus<float>());
}

__global__ void k(const float *in, float *out) {
  using namespace cooperative_groups;
  using std::min;
  namespace b = blk;
  using blk::twice;
  float t = warpTotal(in[threadIdx.x]);
  sync(this_thread_block());
  if (threadIdx.x % b::kWidth == 0)
    out[threadIdx.x / b::kWidth] = twice(t) + b::twice(min(1.f, 2.f));
}

int main() {
  float h[64], *d, *o, r[2];
  for (int i = 0; i < 64; ++i)
    h[i] = i;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, 64>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  printf("%.0f %.0f\n", r[0], r[1]);
  return 0;
}

// ERR-NOT: error
// CHECK: float warpTotal(float v, uint3 blockDim, uint3 blockIdx, uint3 threadIdx) {
// CHECK: metalify_cg_thread_block block = metalify_cg_thread_block(threadIdx, blockIdx, blockDim);
// CHECK-NEXT: auto tile = metalify_cg_tile<32>(block);
// CHECK: kernel void k(
// CHECK: uint3 threadIdx {{\[\[}}thread_position_in_threadgroup{{\]\]}}) {
// CHECK: namespace b = blk;
// CHECK-NEXT: using blk::twice;
// CHECK-NEXT: float t = warpTotal(in[threadIdx.x], blockDim, blockIdx, threadIdx);
// CHECK-NOT: cooperative_groups
// CHECK-NOT: std
// 2 * (0 + ... + 31) + 2 and 2 * (32 + ... + 63) + 2.
// EXEC: 994 3042
