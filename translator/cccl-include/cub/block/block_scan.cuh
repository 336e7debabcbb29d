//===- cub/block/block_scan.cuh - Block-wide prefix scan ---------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_BLOCK_SCAN_CUH
#define METALIFY_CUB_BLOCK_SCAN_CUH

#include <cub/detail/warp_shuffle.cuh>
#include <cub/thread/thread_operators.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Algorithms accepted by BlockScan; all map to one warp-scan based
/// implementation.
enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS
};

/// Cooperative prefix scan across a thread block of
/// BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z threads, in linear thread order.
///
/// Outputs and block aggregates are valid in every thread, except the
/// output of thread 0 for ExclusiveScan without an initial value, which is
/// undefined (as documented for CUB). The caller must __syncthreads()
/// before reusing TempStorage. Multi-item overloads use the blocked
/// arrangement. Deviations: TempStorage holds one T per warp; T must be an
/// arithmetic type or a KeyValuePair of them; there are no prefix-callback
/// overloads and no constructor without TempStorage.
template <typename T, int BLOCK_DIM_X,
          BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
  /// Number of threads in the block.
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  /// Number of warps in the block.
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;

  /// Shared memory needed by BlockScan (one total per warp).
  struct TempStorage {
    T warp_totals[WARPS];
  };

  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ BlockScan(TempStorage &temp_storage)
      : temp_storage(temp_storage) {}

  //===--------------------------------------------------------------------===//
  // One item per thread
  //===--------------------------------------------------------------------===//

  /// Inclusive prefix sum.
  __device__ __forceinline__ void InclusiveSum(T input, T &output) {
    T aggregate;
    cub::Sum op;
    InclusiveScan(input, output, op, aggregate);
  }

  /// Inclusive prefix sum; \p block_aggregate gets the sum of all inputs.
  __device__ __forceinline__ void InclusiveSum(T input, T &output,
                                               T &block_aggregate) {
    cub::Sum op;
    InclusiveScan(input, output, op, block_aggregate);
  }

  /// Exclusive prefix sum (thread 0 gets T(0)).
  __device__ __forceinline__ void ExclusiveSum(T input, T &output) {
    T aggregate;
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, aggregate);
  }

  /// Exclusive prefix sum; \p block_aggregate gets the sum of all inputs.
  __device__ __forceinline__ void ExclusiveSum(T input, T &output,
                                               T &block_aggregate) {
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, block_aggregate);
  }

  /// Inclusive scan with \p scan_op.
  template <typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T input, T &output,
                                                ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }

  /// Inclusive scan with \p scan_op; \p block_aggregate gets the reduction
  /// of all inputs.
  template <typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T input, T &output,
                                                ScanOp scan_op,
                                                T &block_aggregate) {
    T exclusive;
    bool has_exclusive;
    ScanImpl(input, output, exclusive, has_exclusive, block_aggregate,
             scan_op);
  }

  /// Exclusive scan seeded with \p initial_value.
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                T initial_value,
                                                ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }

  /// Exclusive scan seeded with \p initial_value; \p block_aggregate gets
  /// the reduction of all inputs (without \p initial_value).
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                T initial_value,
                                                ScanOp scan_op,
                                                T &block_aggregate) {
    T inclusive, exclusive;
    bool has_exclusive;
    ScanImpl(input, inclusive, exclusive, has_exclusive, block_aggregate,
             scan_op);
    output = has_exclusive ? scan_op(initial_value, exclusive) : initial_value;
  }

  /// Exclusive scan without a seed; the output of thread 0 is undefined.
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, scan_op, aggregate);
  }

  /// Exclusive scan without a seed, with block aggregate; the output of
  /// thread 0 is undefined.
  template <typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T input, T &output,
                                                ScanOp scan_op,
                                                T &block_aggregate) {
    T inclusive, exclusive;
    bool has_exclusive;
    ScanImpl(input, inclusive, exclusive, has_exclusive, block_aggregate,
             scan_op);
    output = has_exclusive ? exclusive : input;
  }

  //===--------------------------------------------------------------------===//
  // ITEMS_PER_THREAD items per thread (blocked arrangement)
  //===--------------------------------------------------------------------===//

  /// Inclusive prefix sum over a blocked arrangement.
  template <int N>
  __device__ __forceinline__ void InclusiveSum(T (&input)[N], T (&output)[N]) {
    T aggregate;
    cub::Sum op;
    InclusiveScan(input, output, op, aggregate);
  }

  /// Inclusive prefix sum over a blocked arrangement, with block aggregate.
  template <int N>
  __device__ __forceinline__ void
  InclusiveSum(T (&input)[N], T (&output)[N], T &block_aggregate) {
    cub::Sum op;
    InclusiveScan(input, output, op, block_aggregate);
  }

  /// Exclusive prefix sum over a blocked arrangement.
  template <int N>
  __device__ __forceinline__ void ExclusiveSum(T (&input)[N], T (&output)[N]) {
    T aggregate;
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, aggregate);
  }

  /// Exclusive prefix sum over a blocked arrangement, with block aggregate.
  template <int N>
  __device__ __forceinline__ void
  ExclusiveSum(T (&input)[N], T (&output)[N], T &block_aggregate) {
    cub::Sum op;
    ExclusiveScan(input, output, T(0), op, block_aggregate);
  }

  /// Inclusive scan over a blocked arrangement.
  template <int N, typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T (&input)[N], T (&output)[N],
                                                ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }

  /// Inclusive scan over a blocked arrangement, with block aggregate.
  template <int N, typename ScanOp>
  __device__ __forceinline__ void InclusiveScan(T (&input)[N], T (&output)[N],
                                                ScanOp scan_op,
                                                T &block_aggregate) {
    T local[N];
    ThreadInclusive(input, local, scan_op);
    T incl, excl;
    bool has_excl;
    ScanImpl(local[N - 1], incl, excl, has_excl, block_aggregate, scan_op);
#pragma unroll
    for (int i = 0; i < N; ++i)
      output[i] = has_excl ? scan_op(excl, local[i]) : local[i];
  }

  /// Exclusive scan over a blocked arrangement seeded with \p initial_value.
  template <int N, typename ScanOp>
  __device__ __forceinline__ void ExclusiveScan(T (&input)[N], T (&output)[N],
                                                T initial_value,
                                                ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }

  /// Exclusive scan over a blocked arrangement seeded with \p initial_value,
  /// with block aggregate (which excludes \p initial_value).
  template <int N, typename ScanOp>
  __device__ __forceinline__ void
  ExclusiveScan(T (&input)[N], T (&output)[N], T initial_value,
                ScanOp scan_op, T &block_aggregate) {
    T local[N];
    ThreadInclusive(input, local, scan_op);
    T incl, excl;
    bool has_excl;
    ScanImpl(local[N - 1], incl, excl, has_excl, block_aggregate, scan_op);
    T prefix = has_excl ? scan_op(initial_value, excl) : initial_value;
    output[0] = prefix;
#pragma unroll
    for (int i = 1; i < N; ++i)
      output[i] = scan_op(prefix, local[i - 1]);
  }

private:
  TempStorage &temp_storage;

  template <int N, typename ScanOp>
  __device__ __forceinline__ void ThreadInclusive(T (&input)[N],
                                                  T (&local)[N],
                                                  ScanOp &op) {
    local[0] = input[0];
#pragma unroll
    for (int i = 1; i < N; ++i)
      local[i] = op(local[i - 1], input[i]);
  }

  /// Computes the inclusive scan of \p input, the exclusive scan (defined
  /// when \p has_exclusive, i.e. for all threads but thread 0) and the block
  /// aggregate.
  template <typename ScanOp>
  __device__ __forceinline__ void ScanImpl(T input, T &inclusive,
                                           T &exclusive, bool &has_exclusive,
                                           T &aggregate, ScanOp &op) {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X +
                    threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int warp = tid >> 5;
    int lane = tid & 31;
    unsigned mask = detail::WarpMask(warp, BLOCK_THREADS);
    T warp_incl = detail::WarpInclusiveScan<32>(input, op, lane, mask);
    T warp_excl = detail::ShuffleUp(warp_incl, 1, mask);
    bool last_lane = (lane == 31) || (tid == BLOCK_THREADS - 1);
    if (last_lane)
      temp_storage.warp_totals[warp] = warp_incl;
    __syncthreads();
    T prefix = temp_storage.warp_totals[0];
    T total = temp_storage.warp_totals[0];
#pragma unroll
    for (int w = 1; w < WARPS; ++w) {
      T t = temp_storage.warp_totals[w];
      if (w < warp)
        prefix = op(prefix, t);
      total = op(total, t);
    }
    aggregate = total;
    if (warp == 0) {
      inclusive = warp_incl;
      exclusive = warp_excl;
      has_exclusive = lane > 0;
    } else {
      inclusive = op(prefix, warp_incl);
      exclusive = lane > 0 ? op(prefix, warp_excl) : prefix;
      has_exclusive = true;
    }
  }
};

} // namespace cub

#endif // METALIFY_CUB_BLOCK_SCAN_CUH
