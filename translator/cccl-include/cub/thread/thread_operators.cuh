//===- cub/thread/thread_operators.cuh - Binary functors ---------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_THREAD_OPERATORS_CUH
#define METALIFY_CUB_THREAD_OPERATORS_CUH

#include <cub/util_type.cuh>

namespace cub {

/// Binary sum: a + b.
struct Sum {
  template <typename T>
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a + b;
  }
};

/// Binary maximum: b if b > a, else a.
struct Max {
  template <typename T>
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return (b > a) ? b : a;
  }
};

/// Binary minimum: b if b < a, else a.
struct Min {
  template <typename T>
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return (b < a) ? b : a;
  }
};

/// Equality: a == b.
struct Equality {
  template <typename T>
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                      const T &b) const {
    return a == b;
  }
};

/// Inequality: a != b.
struct Inequality {
  template <typename T>
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                      const T &b) const {
    return a != b;
  }
};

/// Arg max over KeyValuePairs: the pair with the larger value; on ties the
/// one with the smaller key (the first occurrence).
struct ArgMax {
  template <typename T, typename OffsetT>
  __host__ __device__ __forceinline__ KeyValuePair<OffsetT, T>
  operator()(const KeyValuePair<OffsetT, T> &a,
             const KeyValuePair<OffsetT, T> &b) const {
    if ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key)))
      return b;
    return a;
  }
};

/// Arg min over KeyValuePairs: the pair with the smaller value; on ties the
/// one with the smaller key (the first occurrence).
struct ArgMin {
  template <typename T, typename OffsetT>
  __host__ __device__ __forceinline__ KeyValuePair<OffsetT, T>
  operator()(const KeyValuePair<OffsetT, T> &a,
             const KeyValuePair<OffsetT, T> &b) const {
    if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key)))
      return b;
    return a;
  }
};

} // namespace cub

#endif // METALIFY_CUB_THREAD_OPERATORS_CUH
