//===- cub/device/device_reduce.cuh - Device-wide reductions -----*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DEVICE_REDUCE_CUH
#define METALIFY_CUB_DEVICE_REDUCE_CUH

#include <cub/detail/device_engine.cuh>
#include <cub/detail/temp_storage.cuh>
#include <limits>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

namespace cub {

/// Device-wide reductions with CUB's two-call temp-storage protocol: a call
/// with d_temp_storage == nullptr only sets temp_storage_bytes.
///
/// Deviations: temp_storage_bytes differs from CUB's; num_items must fit in
/// int; the reduction operator is assumed associative and commutative, as
/// documented for CUB. Results are written asynchronously on \p stream.
struct DeviceReduce {
  /// d_out[0] = init op d_in[0] op ... op d_in[num_items - 1].
  template <typename InputIteratorT, typename OutputIteratorT,
            typename ReductionOpT, typename T, typename NumItemsT>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out,
                            NumItemsT num_items, ReductionOpT reduction_op,
                            T init, cudaStream_t stream = 0) {
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::ReduceTempBytes(sizeof(T))))
      return cudaSuccess;
    detail::LoadCast<InputIteratorT, T> load{d_in};
    return detail::ReduceDispatch(d_temp_storage, load, (int)num_items,
                                  reduction_op, init, true, d_out, stream);
  }

  /// d_out[0] = sum of the inputs (0 when num_items == 0).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         NumItemsT num_items, cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                  cub::Sum(), T(0), stream);
  }

  /// d_out[0] = largest input (numeric_limits lowest when empty).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         NumItemsT num_items, cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                  cub::Max(), std::numeric_limits<T>::lowest(), stream);
  }

  /// d_out[0] = smallest input (numeric_limits max when empty).
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes,
                         InputIteratorT d_in, OutputIteratorT d_out,
                         NumItemsT num_items, cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                  cub::Min(), std::numeric_limits<T>::max(), stream);
  }

  /// d_out[0] = {index, value} of the first largest input ({1, lowest}
  /// when empty). d_out points to KeyValuePair<int, T>.
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out,
                            NumItemsT num_items, cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return ArgReduce(d_temp_storage, temp_storage_bytes, d_in, d_out,
                     num_items, cub::ArgMax(),
                     std::numeric_limits<T>::lowest(), stream);
  }

  /// d_out[0] = {index, value} of the first smallest input ({1, max} when
  /// empty). d_out points to KeyValuePair<int, T>.
  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out,
                            NumItemsT num_items, cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return ArgReduce(d_temp_storage, temp_storage_bytes, d_in, d_out,
                     num_items, cub::ArgMin(), std::numeric_limits<T>::max(),
                     stream);
  }

  /// Newer CUB overload: writes the first largest input to d_max_out[0]
  /// and its index to d_index_out[0].
  template <typename InputIteratorT, typename ExtremumOutIteratorT,
            typename IndexOutIteratorT, typename NumItemsT>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, ExtremumOutIteratorT d_max_out,
                            IndexOutIteratorT d_index_out, NumItemsT num_items,
                            cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return ArgReduceSplit(d_temp_storage, temp_storage_bytes, d_in, d_max_out,
                          d_index_out, num_items, cub::ArgMax(),
                          std::numeric_limits<T>::lowest(), stream);
  }

  /// Newer CUB overload: writes the first smallest input to d_min_out[0]
  /// and its index to d_index_out[0].
  template <typename InputIteratorT, typename ExtremumOutIteratorT,
            typename IndexOutIteratorT, typename NumItemsT>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, ExtremumOutIteratorT d_min_out,
                            IndexOutIteratorT d_index_out, NumItemsT num_items,
                            cudaStream_t stream = 0) {
    typedef typename detail::value_type_of<InputIteratorT>::type T;
    return ArgReduceSplit(d_temp_storage, temp_storage_bytes, d_in, d_min_out,
                          d_index_out, num_items, cub::ArgMin(),
                          std::numeric_limits<T>::max(), stream);
  }

private:
  template <typename InputIteratorT, typename ValueOutT, typename IndexOutT,
            typename NumItemsT, typename OpT, typename T>
  static cudaError_t ArgReduceSplit(void *d_temp_storage,
                                    size_t &temp_storage_bytes,
                                    InputIteratorT d_in, ValueOutT d_value_out,
                                    IndexOutT d_index_out, NumItemsT num_items,
                                    OpT op, T empty_value,
                                    cudaStream_t stream) {
    typedef KeyValuePair<int, T> Pair;
    size_t reduce_bytes = detail::ReduceTempBytes(sizeof(Pair));
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 reduce_bytes + detail::AlignBytes(sizeof(Pair))))
      return cudaSuccess;
    Pair *d_pair = reinterpret_cast<Pair *>(
        static_cast<char *>(d_temp_storage) + reduce_bytes);
    detail::LoadIndexed<InputIteratorT, T> load{d_in};
    detail::ReduceDispatch(d_temp_storage, load, (int)num_items, op,
                           Pair(0, empty_value), false, d_pair, stream);
    detail::SplitPairKernel<<<1, 1, 0, stream>>>((const Pair *)d_pair,
                                                  d_value_out, d_index_out);
    return cudaGetLastError();
  }

  template <typename InputIteratorT, typename OutputIteratorT,
            typename NumItemsT, typename OpT, typename T>
  static cudaError_t ArgReduce(void *d_temp_storage,
                               size_t &temp_storage_bytes,
                               InputIteratorT d_in, OutputIteratorT d_out,
                               NumItemsT num_items, OpT op, T empty_value,
                               cudaStream_t stream) {
    typedef KeyValuePair<int, T> Pair;
    if (detail::QueryTempStorage(d_temp_storage, temp_storage_bytes,
                                 detail::ReduceTempBytes(sizeof(Pair))))
      return cudaSuccess;
    detail::LoadIndexed<InputIteratorT, T> load{d_in};
    return detail::ReduceDispatch(d_temp_storage, load, (int)num_items, op,
                                  Pair(1, empty_value), false, d_out, stream);
  }
};

} // namespace cub

#endif // METALIFY_CUB_DEVICE_REDUCE_CUH
