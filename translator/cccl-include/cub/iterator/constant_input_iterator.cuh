//===- cub/iterator/constant_input_iterator.cuh ------------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_CONSTANT_INPUT_ITERATOR_CUH
#define METALIFY_CUB_CONSTANT_INPUT_ITERATOR_CUH

#include <cub/util_type.cuh>
#include <cstddef>

namespace cub {

/// A random-access input iterator whose every element is the same value.
template <typename ValueType, typename OffsetT = ptrdiff_t>
class ConstantInputIterator {
public:
  typedef ValueType value_type;
  typedef OffsetT difference_type;
  typedef ValueType reference;

  /// All elements equal \p val; \p offset is the starting position.
  __host__ __device__ ConstantInputIterator(const ValueType &val,
                                            OffsetT offset = 0)
      : val(val), offset(offset) {}

  __host__ __device__ ValueType operator*() const { return val; }
  template <typename Distance>
  __host__ __device__ ValueType operator[](Distance) const {
    return val;
  }
  __host__ __device__ ConstantInputIterator operator+(OffsetT n) const {
    return ConstantInputIterator(val, offset + n);
  }
  __host__ __device__ ConstantInputIterator &operator++() {
    ++offset;
    return *this;
  }
  __host__ __device__ OffsetT operator-(const ConstantInputIterator &o) const {
    return offset - o.offset;
  }

private:
  ValueType val;
  OffsetT offset;
};

/// A random-access input iterator over val, val + 1, val + 2, ...
template <typename ValueType, typename OffsetT = ptrdiff_t>
class CountingInputIterator {
public:
  typedef ValueType value_type;
  typedef OffsetT difference_type;
  typedef ValueType reference;

  /// The first element is \p val.
  __host__ __device__ CountingInputIterator(const ValueType &val)
      : val(val) {}

  __host__ __device__ ValueType operator*() const { return val; }
  template <typename Distance>
  __host__ __device__ ValueType operator[](Distance n) const {
    return (ValueType)(val + (ValueType)n);
  }
  __host__ __device__ CountingInputIterator operator+(OffsetT n) const {
    return CountingInputIterator((ValueType)(val + (ValueType)n));
  }
  __host__ __device__ CountingInputIterator &operator++() {
    ++val;
    return *this;
  }
  __host__ __device__ OffsetT operator-(const CountingInputIterator &o) const {
    return (OffsetT)(val - o.val);
  }

private:
  ValueType val;
};

} // namespace cub

#endif // METALIFY_CUB_CONSTANT_INPUT_ITERATOR_CUH
