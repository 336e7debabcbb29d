//===- cub/device/device_segmented_reduce.cuh - Segmented reduce -*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_SEGMENTED_REDUCE_CUH
#define METALIFY_CUB_DEVICE_SEGMENTED_REDUCE_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>
#include <limits>

namespace cub {
namespace detail {
} // namespace detail

/// Reductions of many segments [d_begin_offsets[s], d_end_offsets[s]) of one
/// sequence, one thread block per segment, with CUB's two-call protocol.
///
/// Deviations: no temp storage is used (a size of 1 is reported); offsets
/// must fit in int.
struct DeviceSegmentedReduce {
  /// d_out[s] = init op (reduction of segment s); init for empty segments.
  template <typename InputIteratorT, typename OutputIteratorT,
            typename BeginOffsetIteratorT, typename EndOffsetIteratorT,
            typename ReductionOp, typename T>
  static cudaError_t
  Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
         OutputIteratorT d_out, int num_segments,
         BeginOffsetIteratorT d_begin_offsets,
         EndOffsetIteratorT d_end_offsets, ReductionOp reduction_op,
         T initial_value, cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes, 1))
      return cudaSuccess;
    if (num_segments <= 0)
      return cudaSuccess;
    detail::SegmentedReduceKernel<<<num_segments, detail::kReduceBlock, 0,
                                    stream>>>(d_in, d_out, d_begin_offsets,
                                              d_end_offsets, reduction_op,
                                              initial_value);
    return cudaGetLastError();
  }

  /// d_out[s] = sum of segment s (0 when empty).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         int num_segments, BeginOffsetIteratorT d_begin_offsets,
                         EndOffsetIteratorT d_end_offsets,
                         cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out,
                  num_segments, d_begin_offsets, d_end_offsets, cub::Sum(),
                  T(0), stream);
  }

  /// d_out[s] = largest item of segment s (numeric_limits lowest if empty).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         int num_segments, BeginOffsetIteratorT d_begin_offsets,
                         EndOffsetIteratorT d_end_offsets,
                         cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out,
                  num_segments, d_begin_offsets, d_end_offsets, cub::Max(),
                  std::numeric_limits<T>::lowest(), stream);
  }

  /// d_out[s] = smallest item of segment s (numeric_limits max if empty).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         int num_segments, BeginOffsetIteratorT d_begin_offsets,
                         EndOffsetIteratorT d_end_offsets,
                         cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out,
                  num_segments, d_begin_offsets, d_end_offsets, cub::Min(),
                  std::numeric_limits<T>::max(), stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_SEGMENTED_REDUCE_CUH
