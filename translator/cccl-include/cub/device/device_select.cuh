//===- cub/device/device_select.cuh - Device-wide selection ------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_SELECT_CUH
#define METALIFY_CUB_DEVICE_SELECT_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>

namespace cub {
namespace detail {
} // namespace detail

/// Device-wide stream compaction (stable: selected items keep their order)
/// with CUB's two-call temp-storage protocol.
///
/// Deviations: temp_storage_bytes differs from CUB's; num_items must fit in
/// int; in-place selection is not supported.
struct DeviceSelect {
  /// Copies the items x with select_op(x) to d_out; their number to
  /// d_num_selected_out[0].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT>
  static cudaError_t If(void *d_temp_storage, size_t &temp_storage_bytes,
                        InputIteratorT d_in, OutputIteratorT d_out,
                        NumSelectedIteratorT d_num_selected_out,
                        NumItemsT num_items, SelectOp select_op,
                        cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::SelectTempBytes((int)num_items)))
      return cudaSuccess;
    detail::LoadPredicate<InputIteratorT, SelectOp> flag{d_in, select_op};
    return detail::SelectDispatch(d_temp_storage, flag, d_in, d_out,
                                  d_num_selected_out, (int)num_items, stream);
  }

  /// Copies the items whose flag is non-zero to d_out; their number to
  /// d_num_selected_out[0].
  template <typename InputIteratorT, typename FlagIterator,
            typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT>
  static cudaError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes,
                             InputIteratorT d_in, FlagIterator d_flags,
                             OutputIteratorT d_out,
                             NumSelectedIteratorT d_num_selected_out,
                             NumItemsT num_items, cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::SelectTempBytes((int)num_items)))
      return cudaSuccess;
    detail::LoadFlag<FlagIterator> flag{d_flags};
    return detail::SelectDispatch(d_temp_storage, flag, d_in, d_out,
                                  d_num_selected_out, (int)num_items, stream);
  }

  /// Copies the first item of every run of equal (==) items to d_out; the
  /// number of runs to d_num_selected_out[0].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumSelectedIteratorT, typename NumItemsT>
  static cudaError_t Unique(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out,
                            NumSelectedIteratorT d_num_selected_out,
                            NumItemsT num_items, cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::SelectTempBytes((int)num_items)))
      return cudaSuccess;
    detail::LoadRunHead<InputIteratorT> flag{d_in};
    return detail::SelectDispatch(d_temp_storage, flag, d_in, d_out,
                                  d_num_selected_out, (int)num_items, stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_SELECT_CUH
