//===- cub/device/device_radix_sort.cuh - Device-wide radix sort -*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_RADIX_SORT_CUH
#define METALIFY_CUB_DEVICE_RADIX_SORT_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// A pair of buffers with a selector naming the current one, as used by the
/// DoubleBuffer overloads of DeviceRadixSort.
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;

  /// Both buffers null.
  __host__ __device__ DoubleBuffer() : selector(0) {
    d_buffers[0] = nullptr;
    d_buffers[1] = nullptr;
  }

  /// \p d_current holds the data; \p d_alternate is scratch.
  __host__ __device__ DoubleBuffer(T *d_current, T *d_alternate)
      : selector(0) {
    d_buffers[0] = d_current;
    d_buffers[1] = d_alternate;
  }

  /// The buffer holding valid data.
  __host__ __device__ T *Current() { return d_buffers[selector]; }

  /// The scratch buffer.
  __host__ __device__ T *Alternate() { return d_buffers[selector ^ 1]; }
};

/// Device-wide stable LSD radix sort of arithmetic keys (optionally with
/// values), with CUB's two-call temp-storage protocol.
///
/// Deviations: temp_storage_bytes differs from CUB's (the DoubleBuffer
/// overloads also use temp storage of the size of the keys and values);
/// num_items must fit in int; -0.0 sorts before +0.0.
struct DeviceRadixSort {
  /// Sorts keys ascending into d_keys_out.
  template <typename KeyT, typename NumItemsT>
  static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                              const KeyT *d_keys_in, KeyT *d_keys_out,
                              NumItemsT num_items, int begin_bit = 0,
                              int end_bit = sizeof(KeyT) * 8,
                              cudaStream_t stream = 0) {
    return Sort<KeyT, int>(d_temp_storage, temp_storage_bytes, d_keys_in,
                           d_keys_out, nullptr, nullptr, (int)num_items,
                           begin_bit, end_bit, false, stream);
  }

  /// Sorts keys descending into d_keys_out.
  template <typename KeyT, typename NumItemsT>
  static cudaError_t
  SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                     const KeyT *d_keys_in, KeyT *d_keys_out,
                     NumItemsT num_items, int begin_bit = 0,
                     int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) {
    return Sort<KeyT, int>(d_temp_storage, temp_storage_bytes, d_keys_in,
                           d_keys_out, nullptr, nullptr, (int)num_items,
                           begin_bit, end_bit, true, stream);
  }

  /// Sorts key-value pairs ascending by key.
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cudaError_t
  SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
            const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,
            ValueT *d_values_out, NumItemsT num_items, int begin_bit = 0,
            int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                d_values_in, d_values_out, (int)num_items, begin_bit, end_bit,
                false, stream);
  }

  /// Sorts key-value pairs descending by key.
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cudaError_t SortPairsDescending(
      void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in,
      KeyT *d_keys_out, const ValueT *d_values_in, ValueT *d_values_out,
      NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
      cudaStream_t stream = 0) {
    return Sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                d_values_in, d_values_out, (int)num_items, begin_bit, end_bit,
                true, stream);
  }

  /// Sorts d_keys.Current() ascending; the result is in the buffer that
  /// d_keys.Current() names afterwards.
  template <typename KeyT, typename NumItemsT>
  static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                              DoubleBuffer<KeyT> &d_keys, NumItemsT num_items,
                              int begin_bit = 0,
                              int end_bit = sizeof(KeyT) * 8,
                              cudaStream_t stream = 0) {
    cudaError_t e = Sort<KeyT, int>(
        d_temp_storage, temp_storage_bytes, d_keys.Current(),
        d_keys.Alternate(), nullptr, nullptr, (int)num_items, begin_bit,
        end_bit, false, stream);
    if (d_temp_storage)
      d_keys.selector ^= 1;
    return e;
  }

  /// Sorts key-value pairs held in double buffers ascending by key.
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cudaError_t
  SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
            DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
            NumItemsT num_items, int begin_bit = 0,
            int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) {
    cudaError_t e =
        Sort(d_temp_storage, temp_storage_bytes, d_keys.Current(),
             d_keys.Alternate(), d_values.Current(), d_values.Alternate(),
             (int)num_items, begin_bit, end_bit, false, stream);
    if (d_temp_storage) {
      d_keys.selector ^= 1;
      d_values.selector ^= 1;
    }
    return e;
  }

private:
  template <typename KeyT, typename ValueT>
  static cudaError_t Sort(void *d_temp_storage, size_t &temp_storage_bytes,
                          const KeyT *keys_in, KeyT *keys_out,
                          const ValueT *values_in, ValueT *values_out, int n,
                          int begin_bit, int end_bit, bool descending,
                          cudaStream_t stream) {
    if (detail::QueryTempStorage(
            d_temp_storage, temp_storage_bytes,
            detail::RadixSortTempBytes<KeyT, ValueT>(n, values_in != nullptr)))
      return cudaSuccess;
    return detail::RadixSortDispatch(d_temp_storage, keys_in, keys_out,
                                     values_in, values_out, n, begin_bit,
                                     end_bit, descending, stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_RADIX_SORT_CUH
