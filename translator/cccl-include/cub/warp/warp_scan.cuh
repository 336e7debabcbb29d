//===- cub/warp/warp_scan.cuh - Warp-wide prefix scan ------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_WARP_SCAN_CUH
#define METALIFY_CUB_WARP_SCAN_CUH

#include <cub/detail/warp_shuffle.cuh>
#include <cub/thread/thread_operators.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Cooperative prefix scan across a (logical) warp of LOGICAL_WARP_THREADS
/// lanes, in lane order, implemented with warp shuffles. All lanes of the
/// logical warp must take part.
///
/// Deviations: LOGICAL_WARP_THREADS must be a power of two no larger than
/// 32; TempStorage is a placeholder; ExclusiveScan without an initial value
/// leaves lane 0's output unchanged from its input (CUB: undefined).
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "LOGICAL_WARP_THREADS must be a power of two <= 32");

public:
  /// Shared memory needed by WarpScan (unused by this implementation).
  struct TempStorage {
    int unused;
  };

  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ WarpScan(TempStorage &temp_storage) {
    (void)temp_storage;
  }

  /// Inclusive prefix sum.
  __device__ __forceinline__ void InclusiveSum(T input, T &output) {
    T aggregate;
    cub::Sum op;
    InclusiveScan(input, output, op, aggregate);
  }

  /// Inclusive prefix sum; \p warp_aggregate gets the sum of all inputs.
  __device__ __forceinline__ void InclusiveSum(T input, T &output,
                                               T &warp_aggregate) {
    cub::Sum op;
    InclusiveScan(input, output, op, warp_aggregate);
  }

  /// Exclusive prefix sum (lane 0 gets T(0)).
  __device__ __forceinline__ void ExclusiveSum(T input, T &output) {
    T aggregate;
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, aggregate);
  }

  /// Exclusive prefix sum; \p warp_aggregate gets the sum of all inputs.
  __device__ __forceinline__ void ExclusiveSum(T input, T &output,
                                               T &warp_aggregate) {
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, warp_aggregate);
  }

  /// Inclusive scan with \p scan_op.
  template <typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T input, T &output,
                                                ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }

  /// Inclusive scan with \p scan_op and warp aggregate.
  template <typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T input, T &output,
                                                ScanOp scan_op,
                                                T &warp_aggregate) {
    int lane, first;
    unsigned mask;
    Lanes(lane, first, mask);
    output =
        detail::WarpInclusiveScan<LOGICAL_WARP_THREADS>(input, scan_op, lane,
                                                        mask);
    warp_aggregate =
        detail::ShuffleIdx(output, first + LOGICAL_WARP_THREADS - 1, mask);
  }

  /// Exclusive scan seeded with \p initial_value.
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                T initial_value,
                                                ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }

  /// Exclusive scan seeded with \p initial_value; \p warp_aggregate gets the
  /// reduction of all inputs (without \p initial_value).
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                T initial_value,
                                                ScanOp scan_op,
                                                T &warp_aggregate) {
    int lane, first;
    unsigned mask;
    Lanes(lane, first, mask);
    T inclusive = detail::WarpInclusiveScan<LOGICAL_WARP_THREADS>(
        input, scan_op, lane, mask);
    warp_aggregate = detail::ShuffleIdx(
        inclusive, first + LOGICAL_WARP_THREADS - 1, mask);
    T previous = detail::ShuffleUp(inclusive, 1, mask);
    output = lane == 0 ? initial_value : scan_op(initial_value, previous);
  }

  /// Exclusive scan without a seed; lane 0's output is undefined in CUB.
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                ScanOp scan_op) {
    int lane, first;
    unsigned mask;
    Lanes(lane, first, mask);
    T inclusive = detail::WarpInclusiveScan<LOGICAL_WARP_THREADS>(
        input, scan_op, lane, mask);
    T previous = detail::ShuffleUp(inclusive, 1, mask);
    output = lane == 0 ? input : previous;
  }

  /// The \p input of logical lane \p src_lane, in every lane.
  __device__ __forceinline__ T Broadcast(T input, unsigned int src_lane) {
    int lane, first;
    unsigned mask;
    Lanes(lane, first, mask);
    return detail::ShuffleIdx(input, first + (int)src_lane, mask);
  }

private:
  /// Logical lane, physical lane of logical lane 0, and the member mask.
  __device__ __forceinline__ void Lanes(int &lane, int &first,
                                        unsigned &mask) {
    int physical = (int)((threadIdx.x + threadIdx.y * blockDim.x +
                          threadIdx.z * blockDim.x * blockDim.y) &
                         31u);
    lane = physical & (LOGICAL_WARP_THREADS - 1);
    first = physical - lane;
    mask = 0xffffffffu;
    if (LOGICAL_WARP_THREADS < 32)
      mask = ((1u << (LOGICAL_WARP_THREADS & 31)) - 1u) << first;
  }
};

} // namespace cub

#endif // METALIFY_CUB_WARP_SCAN_CUH
