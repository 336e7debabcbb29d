//===- cub/device/device_run_length_encode.cuh - Device RLE ------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_RUN_LENGTH_ENCODE_CUH
#define METALIFY_CUB_DEVICE_RUN_LENGTH_ENCODE_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Device-wide run-length encoding with CUB's two-call temp-storage
/// protocol.
///
/// Deviations: temp_storage_bytes differs from CUB's; num_items must fit in
/// int; run lengths are computed as int.
struct DeviceRunLengthEncode {
  /// Writes the first item of each maximal run of equal (==) items to
  /// d_unique_out, its length to d_counts_out and the number of runs to
  /// d_num_runs_out[0].
  template <typename InputIteratorT, typename UniqueOutputIteratorT,
            typename LengthsOutputIteratorT, typename NumRunsOutputIteratorT,
            typename NumItemsT>
  static cudaError_t
  Encode(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
         UniqueOutputIteratorT d_unique_out,
         LengthsOutputIteratorT d_counts_out,
         NumRunsOutputIteratorT d_num_runs_out, NumItemsT num_items,
         cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::RleTempBytes((int)num_items)))
      return cudaSuccess;
    return detail::RleDispatch(d_temp_storage, d_in, d_unique_out,
                               d_counts_out, d_num_runs_out, (int)num_items,
                               stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_RUN_LENGTH_ENCODE_CUH
