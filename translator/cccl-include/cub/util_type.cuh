//===- cub/util_type.cuh - Common CUB types ----------------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_UTIL_TYPE_CUH
#define METALIFY_CUB_UTIL_TYPE_CUH

#include <cub/config.cuh>
#include <cub/util_macro.cuh>

namespace cub {

/// An empty type, used where CUB uses NullType.
struct NullType {};

/// Turns an integer constant into a distinct type.
template <int A> struct Int2Type {
  enum { VALUE = A };
};

/// A key-value pair, as produced by cub::ArgMax / cub::ArgMin.
///
/// Deviation: the default constructor is defaulted (trivial), so arrays of
/// KeyValuePair can live in __shared__ memory directly.
template <typename _Key, typename _Value> struct KeyValuePair {
  typedef _Key Key;
  typedef _Value Value;

  Key key;
  Value value;

  /// Leaves key and value uninitialized.
  KeyValuePair() = default;

  /// Constructs the pair (\p key, \p value).
  __host__ __device__ __forceinline__ KeyValuePair(const Key &key,
                                                   const Value &value)
      : key(key), value(value) {}

  /// True when the pairs differ in key or value.
  __host__ __device__ __forceinline__ bool
  operator!=(const KeyValuePair &b) const {
    return (value != b.value) || (key != b.key);
  }
};

namespace detail {

/// The value type of an iterator: T for T*, else It::value_type.
template <typename It> struct value_type_of {
  typedef typename It::value_type type;
};
template <typename T> struct value_type_of<T *> {
  typedef T type;
};
template <typename T> struct value_type_of<const T *> {
  typedef T type;
};

/// Removes const from a type (device-safe replacement for std::remove_cv).
template <typename T> struct remove_const {
  typedef T type;
};
template <typename T> struct remove_const<const T> {
  typedef T type;
};

/// Type of *it for an output iterator: the pointee for pointers, else
/// It::value_type; falls back to \p Fallback for void value types.
template <typename It, typename Fallback> struct output_value_type {
  typedef typename value_type_of<It>::type type;
};

/// True when \p A and \p B are the same type.
template <typename A, typename B> struct is_same {
  static constexpr bool value = false;
};
template <typename A> struct is_same<A, A> {
  static constexpr bool value = true;
};

/// Rounds \p bytes up to a multiple of 256 (temp-storage sub-allocation).
__host__ __device__ inline size_t AlignBytes(size_t bytes) {
  return (bytes + 255) & ~(size_t)255;
}

} // namespace detail
} // namespace cub

#endif // METALIFY_CUB_UTIL_TYPE_CUH
