//===- cub/device/device_scan.cuh - Device-wide prefix scans -----*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_SCAN_CUH
#define METALIFY_CUB_DEVICE_SCAN_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Device-wide prefix scans with CUB's two-call temp-storage protocol.
/// In-place scans (d_in == d_out) are supported.
///
/// Deviations: temp_storage_bytes differs from CUB's; num_items must fit in
/// int; the accumulator type is the input's value type (the initial
/// value's type for ExclusiveScan).
struct DeviceScan {
  /// d_out[i] = d_in[0] + ... + d_in[i].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t InclusiveSum(void *d_temp_storage,
                                  size_t &temp_storage_bytes,
                                  InputIteratorT d_in, OutputIteratorT d_out,
                                  NumItemsT num_items,
                                  cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Scan(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(),
                T(0), false, false, (int)num_items, stream);
  }

  /// d_out[i] = d_in[0] + ... + d_in[i - 1]; d_out[0] = 0.
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t ExclusiveSum(void *d_temp_storage,
                                  size_t &temp_storage_bytes,
                                  InputIteratorT d_in, OutputIteratorT d_out,
                                  NumItemsT num_items,
                                  cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Scan(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(),
                T(0), true, true, (int)num_items, stream);
  }

  /// d_out[i] = d_in[0] op ... op d_in[i].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename ScanOpT, typename NumItemsT>
  static cudaError_t InclusiveScan(void *d_temp_storage,
                                   size_t &temp_storage_bytes,
                                   InputIteratorT d_in, OutputIteratorT d_out,
                                   ScanOpT scan_op, NumItemsT num_items,
                                   cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Scan(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op,
                T(), false, false, (int)num_items, stream);
  }

  /// d_out[0] = init_value; d_out[i] = init_value op d_in[0] op ... op
  /// d_in[i - 1].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename ScanOpT, typename InitValueT, typename NumItemsT>
  static cudaError_t ExclusiveScan(void *d_temp_storage,
                                   size_t &temp_storage_bytes,
                                   InputIteratorT d_in, OutputIteratorT d_out,
                                   ScanOpT scan_op, InitValueT init_value,
                                   NumItemsT num_items,
                                   cudaStream_t stream = 0) {
    return Scan(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op,
                init_value, true, true, (int)num_items, stream);
  }

private:
  template <typename InputIteratorT, typename OutputIteratorT,
            typename ScanOpT, typename T>
  static cudaError_t Scan(void *d_temp_storage, size_t &temp_storage_bytes,
                          InputIteratorT d_in, OutputIteratorT d_out,
                          ScanOpT op, T init, bool exclusive, bool has_init,
                          int n, cudaStream_t stream) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::ScanTempBytes(n, sizeof(T))))
      return cudaSuccess;
    detail::LoadCast<InputIteratorT, T> load{d_in};
    return detail::ScanDispatch(d_temp_storage, load, d_out, n, op, init,
                                exclusive, has_init, stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_SCAN_CUH
