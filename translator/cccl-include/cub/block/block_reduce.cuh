//===- cub/block/block_reduce.cuh - Block-wide reduction ---------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_BLOCK_REDUCE_CUH
#define METALIFY_CUB_BLOCK_REDUCE_CUH

#include <cub/detail/warp_shuffle.cuh>
#include <cub/thread/thread_operators.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Algorithms accepted by BlockReduce. All three map to the same
/// implementation (warp-shuffle reductions combined in warp order), which
/// keeps the order of operands, so non-commutative operators are fine.
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};

/// Cooperative reduction across a thread block of
/// BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z threads.
///
/// As documented for CUB, the result is only defined in thread 0 (linear
/// thread rank). The caller must __syncthreads() before reusing
/// TempStorage. Deviations: TempStorage holds one T per warp (its size
/// differs from CUB's); T must be an arithmetic type or a KeyValuePair of
/// them (see detail/warp_shuffle.cuh); there is no constructor without
/// TempStorage.
template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
  /// Number of threads in the block.
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  /// Number of warps in the block.
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;

  /// Shared memory needed by BlockReduce (one partial per warp).
  struct TempStorage {
    T warp_aggregates[WARPS];
  };

  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ BlockReduce(TempStorage &temp_storage)
      : temp_storage(temp_storage) {}

  /// Block-wide sum of \p input; valid in thread 0.
  __device__ __forceinline__ T Sum(T input) {
    cub::Sum op;
    return ReduceImpl(input, op, BLOCK_THREADS);
  }

  /// Sum of the inputs of the first \p num_valid threads; valid in thread 0.
  __device__ __forceinline__ T Sum(T input, int num_valid) {
    cub::Sum op;
    return ReduceImpl(input, op, num_valid);
  }

  /// Block-wide sum of ITEMS_PER_THREAD items per thread; valid in thread 0.
  template <int ITEMS_PER_THREAD>
  __device__ __forceinline__ T Sum(T (&inputs)[ITEMS_PER_THREAD]) {
    cub::Sum op;
    return ReduceImpl(ThreadReduce(inputs, op), op, BLOCK_THREADS);
  }

  /// Block-wide reduction with \p reduction_op; valid in thread 0.
  template <typename ReductionOp>
  __device__ __forceinline__ T Reduce(T input, ReductionOp reduction_op) {
    return ReduceImpl(input, reduction_op, BLOCK_THREADS);
  }

  /// Reduction of the inputs of the first \p num_valid threads; valid in
  /// thread 0.
  template <typename ReductionOp>
  __device__ __forceinline__ T Reduce(T input, ReductionOp reduction_op,
                                      int num_valid) {
    return ReduceImpl(input, reduction_op, num_valid);
  }

  /// Block-wide reduction of ITEMS_PER_THREAD items per thread (blocked
  /// arrangement); valid in thread 0.
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ __forceinline__ T Reduce(T (&inputs)[ITEMS_PER_THREAD],
                                      ReductionOp reduction_op) {
    return ReduceImpl(ThreadReduce(inputs, reduction_op), reduction_op,
                      BLOCK_THREADS);
  }

private:
  TempStorage &temp_storage;

  template <int N, typename ReductionOp>
  __device__ __forceinline__ T ThreadReduce(T (&inputs)[N], ReductionOp &op) {
    T acc = inputs[0];
#pragma unroll
    for (int i = 1; i < N; ++i)
      acc = op(acc, inputs[i]);
    return acc;
  }

  template <typename ReductionOp>
  __device__ __forceinline__ T ReduceImpl(T input, ReductionOp &op,
                                          int num_valid) {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X +
                    threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int warp = tid >> 5;
    int lane = tid & 31;
    int warp_valid = num_valid - warp * 32;
    if (warp_valid > 32)
      warp_valid = 32;
    unsigned mask = detail::WarpMask(warp, BLOCK_THREADS);
    T partial = detail::WarpReduceValid<32>(input, op, lane, warp_valid, mask);
    if (WARPS == 1)
      return partial;
    if (lane == 0 && warp_valid > 0)
      temp_storage.warp_aggregates[warp] = partial;
    __syncthreads();
    if (tid == 0) {
      int valid_warps = (num_valid + 31) >> 5;
#pragma unroll
      for (int w = 1; w < WARPS; ++w)
        if (w < valid_warps) {
          // Read into a register first: operators take thread-space operands.
          T other = temp_storage.warp_aggregates[w];
          partial = op(partial, other);
        }
    }
    return partial;
  }
};

} // namespace cub

#endif // METALIFY_CUB_BLOCK_REDUCE_CUH
