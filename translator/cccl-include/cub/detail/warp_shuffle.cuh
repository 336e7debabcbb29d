//===- cub/detail/warp_shuffle.cuh - Typed warp shuffles ---------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Warp shuffles for the value types the block/warp primitives move between
/// lanes. Arithmetic types use the CUDA intrinsics directly; KeyValuePair and
/// the CUDA vector types (float2/3/4, int2/4, double2) are shuffled member
/// by member. Deviation from CUB: other user-defined types
/// are not supported by WarpReduce/BlockReduce/BlockScan.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DETAIL_WARP_SHUFFLE_CUH
#define METALIFY_CUB_DETAIL_WARP_SHUFFLE_CUH

#include <cub/util_type.cuh>

namespace cub {
namespace detail {

/// Value of \p x held by lane (lane + delta); own value past the warp end.
template <typename T>
__device__ __forceinline__ T ShuffleDown(T x, int delta, unsigned mask) {
  return __shfl_down_sync(mask, x, delta);
}

/// Value of \p x held by lane (lane - delta); own value below lane 0.
template <typename T>
__device__ __forceinline__ T ShuffleUp(T x, int delta, unsigned mask) {
  return __shfl_up_sync(mask, x, delta);
}

/// Value of \p x held by lane \p src.
template <typename T>
__device__ __forceinline__ T ShuffleIdx(T x, int src, unsigned mask) {
  return __shfl_sync(mask, x, src);
}

/// ShuffleDown for KeyValuePair: key and value separately.
template <typename K, typename V>
__device__ __forceinline__ KeyValuePair<K, V>
ShuffleDown(KeyValuePair<K, V> x, int delta, unsigned mask) {
  K k = __shfl_down_sync(mask, x.key, delta);
  V v = __shfl_down_sync(mask, x.value, delta);
  return KeyValuePair<K, V>(k, v);
}

/// ShuffleUp for KeyValuePair: key and value separately.
template <typename K, typename V>
__device__ __forceinline__ KeyValuePair<K, V>
ShuffleUp(KeyValuePair<K, V> x, int delta, unsigned mask) {
  K k = __shfl_up_sync(mask, x.key, delta);
  V v = __shfl_up_sync(mask, x.value, delta);
  return KeyValuePair<K, V>(k, v);
}

/// ShuffleIdx for KeyValuePair: key and value separately.
template <typename K, typename V>
__device__ __forceinline__ KeyValuePair<K, V>
ShuffleIdx(KeyValuePair<K, V> x, int src, unsigned mask) {
  K k = __shfl_sync(mask, x.key, src);
  V v = __shfl_sync(mask, x.value, src);
  return KeyValuePair<K, V>(k, v);
}

// Member-wise shuffles of the CUDA vector types.
__device__ __forceinline__ float2 ShuffleDown(float2 v, int delta, unsigned mask) {
  float2 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ float2 ShuffleUp(float2 v, int delta, unsigned mask) {
  float2 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ float2 ShuffleIdx(float2 v, int src, unsigned mask) {
  float2 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  return r;
}
__device__ __forceinline__ float3 ShuffleDown(float3 v, int delta, unsigned mask) {
  float3 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  r.z = __shfl_down_sync(mask, v.z, delta);
  return r;
}
__device__ __forceinline__ float3 ShuffleUp(float3 v, int delta, unsigned mask) {
  float3 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  r.z = __shfl_up_sync(mask, v.z, delta);
  return r;
}
__device__ __forceinline__ float3 ShuffleIdx(float3 v, int src, unsigned mask) {
  float3 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  r.z = __shfl_sync(mask, v.z, src);
  return r;
}
__device__ __forceinline__ float4 ShuffleDown(float4 v, int delta, unsigned mask) {
  float4 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  r.z = __shfl_down_sync(mask, v.z, delta);
  r.w = __shfl_down_sync(mask, v.w, delta);
  return r;
}
__device__ __forceinline__ float4 ShuffleUp(float4 v, int delta, unsigned mask) {
  float4 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  r.z = __shfl_up_sync(mask, v.z, delta);
  r.w = __shfl_up_sync(mask, v.w, delta);
  return r;
}
__device__ __forceinline__ float4 ShuffleIdx(float4 v, int src, unsigned mask) {
  float4 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  r.z = __shfl_sync(mask, v.z, src);
  r.w = __shfl_sync(mask, v.w, src);
  return r;
}
__device__ __forceinline__ int2 ShuffleDown(int2 v, int delta, unsigned mask) {
  int2 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ int2 ShuffleUp(int2 v, int delta, unsigned mask) {
  int2 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ int2 ShuffleIdx(int2 v, int src, unsigned mask) {
  int2 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  return r;
}
__device__ __forceinline__ int4 ShuffleDown(int4 v, int delta, unsigned mask) {
  int4 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  r.z = __shfl_down_sync(mask, v.z, delta);
  r.w = __shfl_down_sync(mask, v.w, delta);
  return r;
}
__device__ __forceinline__ int4 ShuffleUp(int4 v, int delta, unsigned mask) {
  int4 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  r.z = __shfl_up_sync(mask, v.z, delta);
  r.w = __shfl_up_sync(mask, v.w, delta);
  return r;
}
__device__ __forceinline__ int4 ShuffleIdx(int4 v, int src, unsigned mask) {
  int4 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  r.z = __shfl_sync(mask, v.z, src);
  r.w = __shfl_sync(mask, v.w, src);
  return r;
}
__device__ __forceinline__ double2 ShuffleDown(double2 v, int delta, unsigned mask) {
  double2 r;
  r.x = __shfl_down_sync(mask, v.x, delta);
  r.y = __shfl_down_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ double2 ShuffleUp(double2 v, int delta, unsigned mask) {
  double2 r;
  r.x = __shfl_up_sync(mask, v.x, delta);
  r.y = __shfl_up_sync(mask, v.y, delta);
  return r;
}
__device__ __forceinline__ double2 ShuffleIdx(double2 v, int src, unsigned mask) {
  double2 r;
  r.x = __shfl_sync(mask, v.x, src);
  r.y = __shfl_sync(mask, v.y, src);
  return r;
}

/// Mask of the lanes of warp \p warp that exist in a block of
/// \p block_threads threads.
__device__ __forceinline__ unsigned WarpMask(int warp, int block_threads) {
  int n = block_threads - warp * 32;
  return n >= 32 ? 0xffffffffu : ((1u << n) - 1u);
}

/// Reduces \p input over the first \p valid lanes of a (logical) warp of
/// \p WIDTH lanes, in lane order; the result is valid in logical lane 0.
/// \p lane is the logical lane, \p mask the lanes taking part.
template <int WIDTH, typename T, typename ReductionOp>
__device__ __forceinline__ T WarpReduceValid(T input, ReductionOp &op,
                                             int lane, int valid,
                                             unsigned mask) {
#pragma unroll
  for (int offset = 1; offset < WIDTH; offset <<= 1) {
    T other = ShuffleDown(input, offset, mask);
    if (lane + offset < valid)
      input = op(input, other);
  }
  return input;
}

/// Inclusive scan of \p input over a warp of \p WIDTH lanes, in lane order.
template <int WIDTH, typename T, typename ScanOp>
__device__ __forceinline__ T WarpInclusiveScan(T input, ScanOp &op, int lane,
                                               unsigned mask) {
#pragma unroll
  for (int offset = 1; offset < WIDTH; offset <<= 1) {
    T other = ShuffleUp(input, offset, mask);
    if (lane >= offset)
      input = op(other, input);
  }
  return input;
}

} // namespace detail
} // namespace cub

#endif // METALIFY_CUB_DETAIL_WARP_SHUFFLE_CUH
