//===- cub/warp/warp_reduce.cuh - Warp-wide reduction ------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_WARP_REDUCE_CUH
#define METALIFY_CUB_WARP_REDUCE_CUH

#include <cub/detail/warp_shuffle.cuh>
#include <cub/thread/thread_operators.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Cooperative reduction across a (logical) warp of \p LOGICAL_WARP_THREADS
/// lanes, implemented with warp shuffles.
///
/// As documented for CUB, the result is only defined in the first lane of
/// each logical warp. Deviations: LOGICAL_WARP_THREADS must be a power of two
/// no larger than 32; TempStorage is a placeholder (shuffles need none).
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "LOGICAL_WARP_THREADS must be a power of two <= 32");

public:
  /// Shared memory needed by WarpReduce (unused by this implementation).
  struct TempStorage {
    int unused;
  };

  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ WarpReduce(TempStorage &temp_storage) {
    (void)temp_storage;
  }

  /// Sum of \p input over the logical warp; valid in logical lane 0.
  __device__ __forceinline__ T Sum(T input) {
    Sum_ op;
    return ReduceImpl(input, op, LOGICAL_WARP_THREADS);
  }

  /// Sum over the first \p valid_items lanes; valid in logical lane 0.
  __device__ __forceinline__ T Sum(T input, int valid_items) {
    Sum_ op;
    return ReduceImpl(input, op, valid_items);
  }

  /// Reduction of \p input with \p reduction_op; valid in logical lane 0.
  template <typename ReductionOp>
  __device__ __forceinline__ T Reduce(T input, ReductionOp reduction_op) {
    return ReduceImpl(input, reduction_op, LOGICAL_WARP_THREADS);
  }

  /// Reduction over the first \p valid_items lanes; valid in logical lane 0.
  template <typename ReductionOp>
  __device__ __forceinline__ T Reduce(T input, ReductionOp reduction_op,
                                      int valid_items) {
    return ReduceImpl(input, reduction_op, valid_items);
  }

private:
  typedef cub::Sum Sum_;

  template <typename ReductionOp>
  __device__ __forceinline__ T ReduceImpl(T input, ReductionOp &op,
                                          int valid) {
    int lane = (int)((threadIdx.x + threadIdx.y * blockDim.x +
                      threadIdx.z * blockDim.x * blockDim.y) &
                     31u);
    int logical_lane = lane & (LOGICAL_WARP_THREADS - 1);
    unsigned mask = 0xffffffffu;
    if (LOGICAL_WARP_THREADS < 32)
      mask = ((1u << (LOGICAL_WARP_THREADS & 31)) - 1u)
             << (lane - logical_lane);
    return detail::WarpReduceValid<LOGICAL_WARP_THREADS>(input, op,
                                                         logical_lane, valid,
                                                         mask);
  }
};

} // namespace cub

#endif // METALIFY_CUB_WARP_REDUCE_CUH
