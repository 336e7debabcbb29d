//===- thrust/detail/algorithms.h - Thrust algorithms ---------------------===//
//
// Part of metalify's own subset of Thrust, written from Thrust's documented
// API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The algorithms of the Thrust subset. Each one has overloads with and
/// without an execution policy; without one, the system is chosen from the
/// iterators (device_ptr means device, anything else host). Device versions
/// launch kernels on the policy's stream: element-wise algorithms share one
/// index kernel driven by small function objects; reductions, scans and
/// sorts use the engines of cub/detail/device_engine.cuh (radix sort for
/// arithmetic keys with less/greater, merge sort otherwise).
///
/// Deviations from Thrust: sizes must fit in int; device algorithms need
/// raw pointers, device_ptrs, counting_iterator or constant_iterator;
/// errors are not reported as exceptions; temporary storage comes from
/// cudaMalloc/cudaFree.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_DETAIL_ALGORITHMS_H
#define METALIFY_THRUST_DETAIL_ALGORITHMS_H

#include <algorithm>
#include <cub/detail/device_engine.cuh>
#include <thrust/detail/core.h>
#include <utility>
#include <vector>

namespace thrust {
namespace detail {


//===----------------------------------------------------------------------===//
// Element-wise function objects (declared before the kernel that runs them)
//===----------------------------------------------------------------------===//

/// out[i] = init + i * step
template <typename Out, typename T> struct sequence_fn {
  Out out;
  T init;
  T step;
  __host__ __device__ void operator()(int i) const {
    out[i] = (T)(init + (T)i * step);
  }
};

/// out[i] = value
template <typename Out, typename T> struct fill_fn {
  Out out;
  T value;
  __host__ __device__ void operator()(int i) const { out[i] = value; }
};

/// out[i] = op(in[i])
template <typename In, typename Out, typename Op> struct transform_fn {
  In in;
  Out out;
  Op op;
  __host__ __device__ void operator()(int i) const { out[i] = op(in[i]); }
};

/// out[i] = op(in1[i], in2[i])
template <typename In1, typename In2, typename Out, typename Op>
struct transform2_fn {
  In1 in1;
  In2 in2;
  Out out;
  Op op;
  __host__ __device__ void operator()(int i) const {
    out[i] = op(in1[i], in2[i]);
  }
};

/// out[map[i]] = in[i]
template <typename In, typename Map, typename Out> struct scatter_fn {
  In in;
  Map map;
  Out out;
  __host__ __device__ void operator()(int i) const { out[map[i]] = in[i]; }
};

/// out[i] = in[map[i]]
template <typename Map, typename In, typename Out> struct gather_fn {
  Map map;
  In in;
  Out out;
  __host__ __device__ void operator()(int i) const { out[i] = in[map[i]]; }
};

/// out[i] = in[i]
template <typename In, typename Out> struct copy_fn {
  In in;
  Out out;
  __host__ __device__ void operator()(int i) const { out[i] = in[i]; }
};

/// f(it[i])
template <typename It, typename F> struct for_each_fn {
  It it;
  F f;
  __host__ __device__ void operator()(int i) const { f(it[i]); }
};

/// 1 if pred(x) else 0
template <typename Pred> struct predicate_to_int {
  Pred pred;
  template <typename T>
  __host__ __device__ int operator()(const T &x) const {
    return pred(x) ? 1 : 0;
  }
};

/// x == value
template <typename T> struct equal_to_value {
  T value;
  template <typename U> __host__ __device__ bool operator()(const U &x) const {
    return x == value;
  }
};

/// Picks the first minimum under comp (or the first maximum when MAX).
template <typename Comp, bool MAX> struct arg_extreme_op {
  Comp comp;
  template <typename V>
  __host__ __device__ cub::KeyValuePair<int, V>
  operator()(const cub::KeyValuePair<int, V> &a,
             const cub::KeyValuePair<int, V> &b) const {
    bool b_better = MAX ? comp(a.value, b.value) : comp(b.value, a.value);
    bool tie = !comp(a.value, b.value) && !comp(b.value, a.value);
    return (b_better || (tie && b.key < a.key)) ? b : a;
  }
};

/// Runs f(i) for i in [0, n).
template <typename F> __global__ void index_kernel(F f, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    f(i);
}

/// Launches index_kernel over n items on the policy's stream.
template <typename F> void launch_n(const cuda_policy &p, F f, int n) {
  if (n <= 0)
    return;
  index_kernel<<<(n + 255) / 256, 256, 0, p.stream>>>(f, n);
  finish(p);
}

/// Device memory freed on scope exit.
struct temp_buffer {
  void *ptr = nullptr;
  explicit temp_buffer(size_t bytes) { cudaMalloc(&ptr, bytes ? bytes : 1); }
  ~temp_buffer() { cudaFree(ptr); }
  temp_buffer(const temp_buffer &) = delete;
  temp_buffer &operator=(const temp_buffer &) = delete;
};

/// Value type of an iterator (It::value_type, or the pointee of a pointer;
/// std::iterator_traits is avoided: our iterators have no category in
/// device compilation).
template <typename It>
using iter_value_t =
    typename std::remove_const<typename cub::detail::value_type_of<It>::type>::type;

/// Device reduction of loader(0..n-1) seeded with init; result on host.
template <typename T, typename Loader, typename Op>
T device_reduce(const cuda_policy &p, Loader load, int n, Op op, T init,
                bool apply_init) {
  size_t bytes = cub::detail::ReduceTempBytes(sizeof(T));
  temp_buffer tmp(bytes + cub::detail::AlignBytes(sizeof(T)));
  T *d_result = reinterpret_cast<T *>(static_cast<char *>(tmp.ptr) + bytes);
  cub::detail::ReduceDispatch(tmp.ptr, load, n, op, init, apply_init,
                              d_result, p.stream);
  T result;
  cudaMemcpyAsync(&result, d_result, sizeof(T), cudaMemcpyDeviceToHost,
                  p.stream);
  cudaStreamSynchronize(p.stream);
  return result;
}

/// Sort order usable by the radix sort: 1 ascending, 2 descending, 0 none.
template <typename K, typename Comp> struct radix_order {
  static constexpr int value = 0;
};
template <typename K> struct radix_order<K, thrust::less<K>> {
  static constexpr int value = std::is_arithmetic<K>::value ? 1 : 0;
};
template <typename K> struct radix_order<K, thrust::less<void>> {
  static constexpr int value = std::is_arithmetic<K>::value ? 1 : 0;
};
template <typename K> struct radix_order<K, thrust::greater<K>> {
  static constexpr int value = std::is_arithmetic<K>::value ? 2 : 0;
};
template <typename K> struct radix_order<K, thrust::greater<void>> {
  static constexpr int value = std::is_arithmetic<K>::value ? 2 : 0;
};

/// Sorts keys (and values, if non-null) in place on the device.
template <typename K, typename V, typename Comp>
void device_sort(const cuda_policy &p, K *keys, V *vals, int n, Comp comp,
                 std::integral_constant<int, 0>) {
  temp_buffer tmp(
      cub::detail::MergeSortTempBytes<K, V>(n, vals != nullptr));
  cub::detail::MergeSortDispatch(tmp.ptr, (const K *)keys, keys,
                                 (const V *)vals, vals, n, comp, p.stream);
  cudaStreamSynchronize(p.stream);
}
template <typename K, typename V, typename Comp, int ORDER>
void device_sort(const cuda_policy &p, K *keys, V *vals, int n, Comp,
                 std::integral_constant<int, ORDER>) {
  temp_buffer tmp(
      cub::detail::RadixSortTempBytes<K, V>(n, vals != nullptr));
  cub::detail::RadixSortDispatch(tmp.ptr, (const K *)keys, keys,
                                 (const V *)vals, vals, n, 0,
                                 (int)sizeof(K) * 8, ORDER == 2, p.stream);
  cudaStreamSynchronize(p.stream);
}

} // namespace detail

//===----------------------------------------------------------------------===//
// sequence, fill
//===----------------------------------------------------------------------===//

/// first[i] = init + i * step.
template <typename D, typename It, typename T>
void sequence(const detail::execution_policy_base<D> &exec, It first, It last,
              T init, T step) {
  typedef detail::iter_value_t<It> V;
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (int i = 0; i < n; ++i, ++first)
      *first = (V)((V)init + (V)i * (V)step);
  } else {
    auto out = detail::to_kernel(first);
    detail::launch_n(detail::derived(exec),
                     detail::sequence_fn<decltype(out), V>{out, (V)init,
                                                           (V)step},
                     n);
  }
}
/// first[i] = init + i.
template <typename D, typename It, typename T>
void sequence(const detail::execution_policy_base<D> &exec, It first, It last,
              T init) {
  thrust::sequence(exec, first, last, init, T(1));
}
/// first[i] = i.
template <typename D, typename It>
void sequence(const detail::execution_policy_base<D> &exec, It first,
              It last) {
  thrust::sequence(exec, first, last, detail::iter_value_t<It>(0),
                   detail::iter_value_t<It>(1));
}
/// first[i] = i.
template <typename It> void sequence(It first, It last) {
  thrust::sequence(detail::select_system(first), first, last);
}
/// first[i] = init + i.
template <typename It, typename T> void sequence(It first, It last, T init) {
  thrust::sequence(detail::select_system(first), first, last, init);
}
/// first[i] = init + i * step.
template <typename It, typename T>
void sequence(It first, It last, T init, T step) {
  thrust::sequence(detail::select_system(first), first, last, init, step);
}

/// Assigns \p value to every element of [first, last).
template <typename D, typename It, typename T>
void fill(const detail::execution_policy_base<D> &exec, It first, It last,
          const T &value) {
  typedef detail::iter_value_t<It> V;
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first)
      *first = value;
  } else {
    auto out = detail::to_kernel(first);
    detail::launch_n(detail::derived(exec),
                     detail::fill_fn<decltype(out), V>{out, (V)value}, n);
  }
}
/// Assigns \p value to every element of [first, last).
template <typename It, typename T>
void fill(It first, It last, const T &value) {
  thrust::fill(detail::select_system(first), first, last, value);
}
/// Assigns \p value to the \p n elements from \p first; returns first + n.
template <typename D, typename It, typename Size, typename T>
It fill_n(const detail::execution_policy_base<D> &exec, It first, Size n,
          const T &value) {
  thrust::fill(exec, first, first + n, value);
  return first + n;
}
/// Assigns \p value to the \p n elements from \p first; returns first + n.
template <typename It, typename Size, typename T>
It fill_n(It first, Size n, const T &value) {
  return thrust::fill_n(detail::select_system(first), first, n, value);
}

//===----------------------------------------------------------------------===//
// transform, for_each
//===----------------------------------------------------------------------===//

/// result[i] = op(first[i]); returns result + n.
template <typename D, typename InIt, typename OutIt, typename UnaryOp>
OutIt transform(const detail::execution_policy_base<D> &exec, InIt first,
                InIt last, OutIt result, UnaryOp op) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first, ++result)
      *result = op(*first);
    return result;
  } else {
    auto in = detail::to_kernel(first);
    auto out = detail::to_kernel(result);
    detail::launch_n(
        detail::derived(exec),
        detail::transform_fn<decltype(in), decltype(out), UnaryOp>{in, out, op},
        n);
    return result + n;
  }
}
/// result[i] = op(first1[i], first2[i]); returns result + n.
template <typename D, typename InIt1, typename InIt2, typename OutIt,
          typename BinaryOp>
OutIt transform(const detail::execution_policy_base<D> &exec, InIt1 first1,
                InIt1 last1, InIt2 first2, OutIt result, BinaryOp op) {
  int n = (int)(last1 - first1);
  if constexpr (!D::is_device) {
    for (; first1 != last1; ++first1, ++first2, ++result)
      *result = op(*first1, *first2);
    return result;
  } else {
    auto in1 = detail::to_kernel(first1);
    auto in2 = detail::to_kernel(first2);
    auto out = detail::to_kernel(result);
    detail::launch_n(detail::derived(exec),
                     detail::transform2_fn<decltype(in1), decltype(in2),
                                           decltype(out), BinaryOp>{in1, in2,
                                                                    out, op},
                     n);
    return result + n;
  }
}
/// result[i] = op(first[i]); returns result + n.
template <typename InIt, typename OutIt, typename UnaryOp>
OutIt transform(InIt first, InIt last, OutIt result, UnaryOp op) {
  return thrust::transform(detail::select_system(first, result), first, last,
                           result, op);
}
/// result[i] = op(first1[i], first2[i]); returns result + n.
template <typename InIt1, typename InIt2, typename OutIt, typename BinaryOp>
OutIt transform(InIt1 first1, InIt1 last1, InIt2 first2, OutIt result,
                BinaryOp op) {
  return thrust::transform(detail::select_system(first1, first2, result),
                           first1, last1, first2, result, op);
}

/// Calls f(x) for every element x of [first, last); returns last.
template <typename D, typename It, typename F>
It for_each(const detail::execution_policy_base<D> &exec, It first, It last,
            F f) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first)
      f(*first);
    return first;
  } else {
    auto it = detail::to_kernel(first);
    detail::launch_n(detail::derived(exec),
                     detail::for_each_fn<decltype(it), F>{it, f}, n);
    return last;
  }
}
/// Calls f(x) for every element x of [first, last); returns last.
template <typename It, typename F> It for_each(It first, It last, F f) {
  return thrust::for_each(detail::select_system(first), first, last, f);
}

//===----------------------------------------------------------------------===//
// scatter, gather, copy
//===----------------------------------------------------------------------===//

/// result[map[i]] = first[i].
template <typename D, typename InIt, typename MapIt, typename OutIt>
void scatter(const detail::execution_policy_base<D> &exec, InIt first,
             InIt last, MapIt map, OutIt result) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first, ++map)
      result[*map] = *first;
    return;
  } else {
    auto in = detail::to_kernel(first);
    auto m = detail::to_kernel(map);
    auto out = detail::to_kernel(result);
    detail::launch_n(
        detail::derived(exec),
        detail::scatter_fn<decltype(in), decltype(m), decltype(out)>{in, m, out},
        n);
  }
}
/// result[map[i]] = first[i].
template <typename InIt, typename MapIt, typename OutIt>
void scatter(InIt first, InIt last, MapIt map, OutIt result) {
  thrust::scatter(detail::select_system(first, map, result), first, last, map,
                  result);
}

/// result[i] = input[map[i]]; returns result + n.
template <typename D, typename MapIt, typename InIt, typename OutIt>
OutIt gather(const detail::execution_policy_base<D> &exec, MapIt map_first,
             MapIt map_last, InIt input, OutIt result) {
  int n = (int)(map_last - map_first);
  if constexpr (!D::is_device) {
    for (; map_first != map_last; ++map_first, ++result)
      *result = input[*map_first];
    return result;
  } else {
    auto m = detail::to_kernel(map_first);
    auto in = detail::to_kernel(input);
    auto out = detail::to_kernel(result);
    detail::launch_n(
        detail::derived(exec),
        detail::gather_fn<decltype(m), decltype(in), decltype(out)>{m, in, out},
        n);
    return result + n;
  }
}
/// result[i] = input[map[i]]; returns result + n.
template <typename MapIt, typename InIt, typename OutIt>
OutIt gather(MapIt map_first, MapIt map_last, InIt input, OutIt result) {
  return thrust::gather(detail::select_system(map_first, input, result),
                        map_first, map_last, input, result);
}

namespace detail {

/// Copy between two iterators of the same system.
template <typename D, typename InIt, typename OutIt>
OutIt copy_same(const execution_policy_base<D> &exec, InIt first, InIt last,
                OutIt result) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first, ++result)
      *result = *first;
    return result;
  } else {
    auto in = to_kernel(first);
    auto out = to_kernel(result);
    launch_n(derived(exec),
             copy_fn<decltype(in), decltype(out)>{in, out}, n);
    return result + n;
  }
}

/// Host to device copy through a contiguous staging buffer.
template <typename InIt, typename T>
device_ptr<T> copy_to_device(InIt first, InIt last, device_ptr<T> result) {
  std::vector<typename std::remove_const<T>::type> staging;
  for (; first != last; ++first)
    staging.push_back(*first);
  cudaMemcpy(result.get(), staging.data(), staging.size() * sizeof(T),
             cudaMemcpyHostToDevice);
  return result + (std::ptrdiff_t)staging.size();
}

/// Device to host copy through a contiguous staging buffer.
template <typename T, typename OutIt>
OutIt copy_to_host(device_ptr<T> first, device_ptr<T> last, OutIt result) {
  std::vector<typename std::remove_const<T>::type> staging(last - first);
  cudaMemcpy(staging.data(), first.get(), staging.size() * sizeof(T),
             cudaMemcpyDeviceToHost);
  return std::copy(staging.begin(), staging.end(), result);
}

template <typename InIt, typename OutIt>
OutIt copy_dispatch(InIt first, InIt last, OutIt result, std::false_type,
                    std::false_type) {
  return copy_same(host_policy(), first, last, result);
}
template <typename InIt, typename OutIt>
OutIt copy_dispatch(InIt first, InIt last, OutIt result, std::true_type,
                    std::true_type) {
  return copy_same(cuda_policy(), first, last, result);
}
template <typename InIt, typename OutIt>
OutIt copy_dispatch(InIt first, InIt last, OutIt result, std::false_type,
                    std::true_type) {
  return copy_to_device(first, last, result);
}
template <typename InIt, typename OutIt>
OutIt copy_dispatch(InIt first, InIt last, OutIt result, std::true_type,
                    std::false_type) {
  return copy_to_host(first, last, result);
}

} // namespace detail

/// Copies [first, last) to result; returns result + n.
template <typename D, typename InIt, typename OutIt>
OutIt copy(const detail::execution_policy_base<D> &exec, InIt first,
           InIt last, OutIt result) {
  return detail::copy_same(exec, first, last, result);
}
/// Copies [first, last) to result, across host and device memory when the
/// iterators say so; returns result + n.
template <typename InIt, typename OutIt>
OutIt copy(InIt first, InIt last, OutIt result) {
  return detail::copy_dispatch(
      first, last, result,
      std::integral_constant<bool,
                             detail::is_device_iterator<InIt>::value>(),
      std::integral_constant<bool,
                             detail::is_device_iterator<OutIt>::value>());
}
/// Copies n elements from first to result; returns result + n.
template <typename InIt, typename Size, typename OutIt>
OutIt copy_n(InIt first, Size n, OutIt result) {
  return thrust::copy(first, first + n, result);
}

//===----------------------------------------------------------------------===//
// reduce, transform_reduce, count, extrema
//===----------------------------------------------------------------------===//

/// init op first[0] op ... op first[n-1].
template <typename D, typename It, typename T, typename BinaryOp>
T reduce(const detail::execution_policy_base<D> &exec, It first, It last,
         T init, BinaryOp op) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first)
      init = op(init, *first);
    return init;
  } else {
    auto in = detail::to_kernel(first);
    cub::detail::LoadCast<decltype(in), T> load{in};
    return detail::device_reduce(detail::derived(exec),
                                 load, n, op, init, true);
  }
}
/// init + first[0] + ... + first[n-1].
template <typename D, typename It, typename T>
T reduce(const detail::execution_policy_base<D> &exec, It first, It last,
         T init) {
  return thrust::reduce(exec, first, last, init, thrust::plus<T>());
}
/// Sum of [first, last) in its value type.
template <typename D, typename It>
detail::iter_value_t<It> reduce(const detail::execution_policy_base<D> &exec,
                                It first, It last) {
  typedef detail::iter_value_t<It> T;
  return thrust::reduce(exec, first, last, T(0), thrust::plus<T>());
}
/// Sum of [first, last) in its value type.
template <typename It> detail::iter_value_t<It> reduce(It first, It last) {
  return thrust::reduce(detail::select_system(first), first, last);
}
/// init + first[0] + ... + first[n-1].
template <typename It, typename T> T reduce(It first, It last, T init) {
  return thrust::reduce(detail::select_system(first), first, last, init);
}
/// init op first[0] op ... op first[n-1].
template <typename It, typename T, typename BinaryOp>
T reduce(It first, It last, T init, BinaryOp op) {
  return thrust::reduce(detail::select_system(first), first, last, init, op);
}

/// init op f(first[0]) op ... op f(first[n-1]).
template <typename D, typename It, typename UnaryOp, typename T,
          typename BinaryOp>
T transform_reduce(const detail::execution_policy_base<D> &exec, It first,
                   It last, UnaryOp f, T init, BinaryOp op) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first)
      init = op(init, f(*first));
    return init;
  } else {
    auto in = detail::to_kernel(first);
    cub::detail::LoadTransform<decltype(in), UnaryOp, T> load{in, f};
    return detail::device_reduce(detail::derived(exec),
                                 load, n, op, init, true);
  }
}
/// init op f(first[0]) op ... op f(first[n-1]).
template <typename It, typename UnaryOp, typename T, typename BinaryOp>
T transform_reduce(It first, It last, UnaryOp f, T init, BinaryOp op) {
  return thrust::transform_reduce(detail::select_system(first), first, last,
                                  f, init, op);
}

/// Number of elements x with pred(x).
template <typename D, typename It, typename Pred>
std::ptrdiff_t count_if(const detail::execution_policy_base<D> &exec,
                        It first, It last, Pred pred) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    std::ptrdiff_t c = 0;
    for (; first != last; ++first)
      if (pred(*first))
        ++c;
    return c;
  } else {
    auto in = detail::to_kernel(first);
    cub::detail::LoadTransform<decltype(in), detail::predicate_to_int<Pred>, int>
        load{in, detail::predicate_to_int<Pred>{pred}};
    return detail::device_reduce(detail::derived(exec),
                                 load, n, cub::Sum(), 0, true);
  }
}
/// Number of elements x with pred(x).
template <typename It, typename Pred>
std::ptrdiff_t count_if(It first, It last, Pred pred) {
  return thrust::count_if(detail::select_system(first), first, last, pred);
}
/// Number of elements equal to \p value.
template <typename D, typename It, typename T>
std::ptrdiff_t count(const detail::execution_policy_base<D> &exec, It first,
                     It last, const T &value) {
  return thrust::count_if(exec, first, last,
                          detail::equal_to_value<T>{value});
}
/// Number of elements equal to \p value.
template <typename It, typename T>
std::ptrdiff_t count(It first, It last, const T &value) {
  return thrust::count(detail::select_system(first), first, last, value);
}

namespace detail {
template <bool MAX, typename D, typename It, typename Comp>
It extreme_element(const execution_policy_base<D> &exec, It first, It last,
                   Comp comp) {
  int n = (int)(last - first);
  if (n <= 0)
    return last;
  if constexpr (!D::is_device) {
    It best = first;
    for (It it = first; it != last; ++it)
      if (MAX ? comp(*best, *it) : comp(*it, *best))
        best = it;
    return best;
  } else {
    typedef iter_value_t<It> V;
    typedef cub::KeyValuePair<int, V> Pair;
    auto in = to_kernel(first);
    cub::detail::LoadIndexed<decltype(in), V> load{in};
    Pair r = device_reduce(derived(exec), load, n,
                           arg_extreme_op<Comp, MAX>{comp}, Pair(0, V()),
                           false);
    return first + r.key;
  }
}
} // namespace detail

/// The first smallest element under \p comp (last when empty).
template <typename D, typename It, typename Comp>
It min_element(const detail::execution_policy_base<D> &exec, It first,
               It last, Comp comp) {
  return detail::extreme_element<false>(exec, first, last, comp);
}
/// The first smallest element.
template <typename D, typename It>
It min_element(const detail::execution_policy_base<D> &exec, It first,
               It last) {
  return detail::extreme_element<false>(
      exec, first, last, thrust::less<detail::iter_value_t<It>>());
}
/// The first smallest element.
template <typename It> It min_element(It first, It last) {
  return thrust::min_element(detail::select_system(first), first, last);
}
/// The first smallest element under \p comp.
template <typename It, typename Comp>
It min_element(It first, It last, Comp comp) {
  return thrust::min_element(detail::select_system(first), first, last, comp);
}
/// The first largest element under \p comp (last when empty).
template <typename D, typename It, typename Comp>
It max_element(const detail::execution_policy_base<D> &exec, It first,
               It last, Comp comp) {
  return detail::extreme_element<true>(exec, first, last, comp);
}
/// The first largest element.
template <typename D, typename It>
It max_element(const detail::execution_policy_base<D> &exec, It first,
               It last) {
  return detail::extreme_element<true>(
      exec, first, last, thrust::less<detail::iter_value_t<It>>());
}
/// The first largest element.
template <typename It> It max_element(It first, It last) {
  return thrust::max_element(detail::select_system(first), first, last);
}
/// The first largest element under \p comp.
template <typename It, typename Comp>
It max_element(It first, It last, Comp comp) {
  return thrust::max_element(detail::select_system(first), first, last, comp);
}

//===----------------------------------------------------------------------===//
// Scans
//===----------------------------------------------------------------------===//

namespace detail {
template <typename D, typename InIt, typename OutIt, typename T,
          typename BinaryOp>
OutIt scan(const execution_policy_base<D> &exec, InIt first, InIt last,
           OutIt result, T init, BinaryOp op, bool exclusive, bool has_init) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    bool have = has_init;
    T acc = init;
    for (; first != last; ++first, ++result) {
      T v = *first;
      if (exclusive) {
        *result = acc;
        acc = op(acc, v);
      } else {
        acc = have ? op(acc, v) : v;
        have = true;
        *result = acc;
      }
    }
    return result;
  } else {
    auto in = to_kernel(first);
    auto out = to_kernel(result);
    cub::detail::LoadCast<decltype(in), T> load{in};
    const cuda_policy &p = derived(exec);
    temp_buffer tmp(cub::detail::ScanTempBytes(n, sizeof(T)));
    cub::detail::ScanDispatch(tmp.ptr, load, out, n, op, init, exclusive,
                              has_init, p.stream);
    cudaStreamSynchronize(p.stream);
    return result + n;
  }
}
} // namespace detail

/// result[i] = first[0] op ... op first[i]; in place allowed.
template <typename D, typename InIt, typename OutIt, typename BinaryOp>
OutIt inclusive_scan(const detail::execution_policy_base<D> &exec,
                     InIt first, InIt last, OutIt result, BinaryOp op) {
  typedef detail::iter_value_t<InIt> T;
  return detail::scan(exec, first, last, result, T(), op, false, false);
}
/// result[i] = first[0] + ... + first[i]; in place allowed.
template <typename D, typename InIt, typename OutIt>
OutIt inclusive_scan(const detail::execution_policy_base<D> &exec,
                     InIt first, InIt last, OutIt result) {
  typedef detail::iter_value_t<InIt> T;
  return detail::scan(exec, first, last, result, T(), thrust::plus<T>(),
                      false, false);
}
/// result[i] = first[0] + ... + first[i].
template <typename InIt, typename OutIt>
OutIt inclusive_scan(InIt first, InIt last, OutIt result) {
  return thrust::inclusive_scan(detail::select_system(first, result), first,
                                last, result);
}
/// result[i] = first[0] op ... op first[i].
template <typename InIt, typename OutIt, typename BinaryOp>
OutIt inclusive_scan(InIt first, InIt last, OutIt result, BinaryOp op) {
  return thrust::inclusive_scan(detail::select_system(first, result), first,
                                last, result, op);
}

/// result[0] = init; result[i] = init op first[0] op ... op first[i-1].
template <typename D, typename InIt, typename OutIt, typename T,
          typename BinaryOp>
OutIt exclusive_scan(const detail::execution_policy_base<D> &exec,
                     InIt first, InIt last, OutIt result, T init,
                     BinaryOp op) {
  return detail::scan(exec, first, last, result, init, op, true, true);
}
/// result[0] = init; result[i] = init + first[0] + ... + first[i-1].
template <typename D, typename InIt, typename OutIt, typename T>
OutIt exclusive_scan(const detail::execution_policy_base<D> &exec,
                     InIt first, InIt last, OutIt result, T init) {
  return detail::scan(exec, first, last, result, init, thrust::plus<T>(),
                      true, true);
}
/// result[i] = first[0] + ... + first[i-1], starting from 0.
template <typename D, typename InIt, typename OutIt>
OutIt exclusive_scan(const detail::execution_policy_base<D> &exec,
                     InIt first, InIt last, OutIt result) {
  typedef detail::iter_value_t<InIt> T;
  return detail::scan(exec, first, last, result, T(0), thrust::plus<T>(),
                      true, true);
}
/// result[i] = first[0] + ... + first[i-1], starting from 0.
template <typename InIt, typename OutIt>
OutIt exclusive_scan(InIt first, InIt last, OutIt result) {
  return thrust::exclusive_scan(detail::select_system(first, result), first,
                                last, result);
}
/// Exclusive sum seeded with \p init.
template <typename InIt, typename OutIt, typename T>
OutIt exclusive_scan(InIt first, InIt last, OutIt result, T init) {
  return thrust::exclusive_scan(detail::select_system(first, result), first,
                                last, result, init);
}
/// Exclusive scan with \p op seeded with \p init.
template <typename InIt, typename OutIt, typename T, typename BinaryOp>
OutIt exclusive_scan(InIt first, InIt last, OutIt result, T init,
                     BinaryOp op) {
  return thrust::exclusive_scan(detail::select_system(first, result), first,
                                last, result, init, op);
}

//===----------------------------------------------------------------------===//
// Sorting
//===----------------------------------------------------------------------===//

/// Sorts [first, last) by \p comp (stable: radix sort for arithmetic keys
/// with less/greater, merge sort otherwise).
template <typename D, typename It, typename Comp>
void sort(const detail::execution_policy_base<D> &exec, It first, It last,
          Comp comp) {
  typedef detail::iter_value_t<It> K;
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    std::stable_sort(first, last, comp);
    return;
  } else {
    K *keys = detail::to_kernel(first);
    detail::device_sort(
        detail::derived(exec), keys, (int *)nullptr,
        n, comp,
        std::integral_constant<int, detail::radix_order<K, Comp>::value>());
  }
}
/// Sorts [first, last) ascending.
template <typename D, typename It>
void sort(const detail::execution_policy_base<D> &exec, It first, It last) {
  thrust::sort(exec, first, last, thrust::less<detail::iter_value_t<It>>());
}
/// Sorts [first, last) ascending.
template <typename It> void sort(It first, It last) {
  thrust::sort(detail::select_system(first), first, last);
}
/// Sorts [first, last) by \p comp.
template <typename It, typename Comp> void sort(It first, It last, Comp comp) {
  thrust::sort(detail::select_system(first), first, last, comp);
}
/// Stable sort (same as sort, which is stable here).
template <typename It> void stable_sort(It first, It last) {
  thrust::sort(first, last);
}
/// Stable sort by \p comp.
template <typename It, typename Comp>
void stable_sort(It first, It last, Comp comp) {
  thrust::sort(first, last, comp);
}

/// Sorts keys [keys_first, keys_last) by \p comp and permutes the values
/// alongside (stable).
template <typename D, typename KeyIt, typename ValIt, typename Comp>
void sort_by_key(const detail::execution_policy_base<D> &exec,
                 KeyIt keys_first, KeyIt keys_last, ValIt values_first,
                 Comp comp) {
  typedef detail::iter_value_t<KeyIt> K;
  typedef detail::iter_value_t<ValIt> V;
  int n = (int)(keys_last - keys_first);
  if constexpr (!D::is_device) {
    std::vector<std::pair<K, V>> items;
    items.reserve(n);
    for (int i = 0; i < n; ++i)
      items.push_back(std::make_pair(keys_first[i], values_first[i]));
    std::stable_sort(items.begin(), items.end(),
                     [&](const std::pair<K, V> &a, const std::pair<K, V> &b) {
                       return comp(a.first, b.first);
                     });
    for (int i = 0; i < n; ++i) {
      keys_first[i] = items[i].first;
      values_first[i] = items[i].second;
    }
    return;
  } else {
    K *keys = detail::to_kernel(keys_first);
    V *vals = detail::to_kernel(values_first);
    detail::device_sort(
        detail::derived(exec), keys, vals, n, comp,
        std::integral_constant<int, detail::radix_order<K, Comp>::value>());
  }
}
/// Sorts keys ascending and permutes the values alongside.
template <typename D, typename KeyIt, typename ValIt>
void sort_by_key(const detail::execution_policy_base<D> &exec,
                 KeyIt keys_first, KeyIt keys_last, ValIt values_first) {
  thrust::sort_by_key(exec, keys_first, keys_last, values_first,
                      thrust::less<detail::iter_value_t<KeyIt>>());
}
/// Sorts keys ascending and permutes the values alongside.
template <typename KeyIt, typename ValIt>
void sort_by_key(KeyIt keys_first, KeyIt keys_last, ValIt values_first) {
  thrust::sort_by_key(detail::select_system(keys_first, values_first),
                      keys_first, keys_last, values_first);
}
/// Sorts keys by \p comp and permutes the values alongside.
template <typename KeyIt, typename ValIt, typename Comp>
void sort_by_key(KeyIt keys_first, KeyIt keys_last, ValIt values_first,
                 Comp comp) {
  thrust::sort_by_key(detail::select_system(keys_first, values_first),
                      keys_first, keys_last, values_first, comp);
}
/// Stable sort_by_key (same as sort_by_key).
template <typename KeyIt, typename ValIt>
void stable_sort_by_key(KeyIt keys_first, KeyIt keys_last,
                        ValIt values_first) {
  thrust::sort_by_key(keys_first, keys_last, values_first);
}

//===----------------------------------------------------------------------===//
// tabulate, uninitialized_fill, inner_product, equal
//===----------------------------------------------------------------------===//

namespace detail {
/// out[i] = f(i)
template <typename Out, typename F> struct tabulate_fn {
  Out out;
  F f;
  __host__ __device__ void operator()(int i) const { out[i] = f(i); }
};
} // namespace detail

/// first[i] = f(i).
template <typename D, typename It, typename F>
void tabulate(const detail::execution_policy_base<D> &exec, It first, It last,
              F f) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (int i = 0; i < n; ++i, ++first)
      *first = f(i);
  } else {
    auto out = detail::to_kernel(first);
    detail::launch_n(detail::derived(exec),
                     detail::tabulate_fn<decltype(out), F>{out, f}, n);
  }
}
/// first[i] = f(i).
template <typename It, typename F> void tabulate(It first, It last, F f) {
  thrust::tabulate(detail::select_system(first), first, last, f);
}

/// Same as fill (elements are trivially constructible here).
template <typename It, typename T>
void uninitialized_fill(It first, It last, const T &value) {
  thrust::fill(first, last, value);
}

/// init op1 (a[0] op2 b[0]) op1 ... (reduction of the pairwise products).
template <typename D, typename It1, typename It2, typename T, typename Op1,
          typename Op2>
T inner_product(const detail::execution_policy_base<D> &exec, It1 first1,
                It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  int n = (int)(last1 - first1);
  if constexpr (!D::is_device) {
    for (; first1 != last1; ++first1, ++first2)
      init = op1(init, op2(*first1, *first2));
    return init;
  } else {
    auto a = detail::to_kernel(first1);
    auto b = detail::to_kernel(first2);
    cub::detail::LoadZip2<decltype(a), decltype(b), Op2, T> load{a, b, op2};
    return detail::device_reduce(detail::derived(exec), load, n, op1, init,
                                 true);
  }
}
/// init + a[0] * b[0] + ... + a[n-1] * b[n-1].
template <typename D, typename It1, typename It2, typename T>
T inner_product(const detail::execution_policy_base<D> &exec, It1 first1,
                It1 last1, It2 first2, T init) {
  return thrust::inner_product(exec, first1, last1, first2, init,
                               thrust::plus<T>(), thrust::multiplies<T>());
}
/// init + a[0] * b[0] + ... + a[n-1] * b[n-1].
template <typename It1, typename It2, typename T>
T inner_product(It1 first1, It1 last1, It2 first2, T init) {
  return thrust::inner_product(detail::select_system(first1, first2), first1,
                               last1, first2, init);
}
/// init op1 (a[0] op2 b[0]) op1 ...
template <typename It1, typename It2, typename T, typename Op1, typename Op2>
T inner_product(It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  return thrust::inner_product(detail::select_system(first1, first2), first1,
                               last1, first2, init, op1, op2);
}

namespace detail {
/// 1 when !pred(a, b), else 0.
template <typename Pred> struct mismatch_fn {
  Pred pred;
  template <typename A, typename B>
  __host__ __device__ int operator()(const A &a, const B &b) const {
    return pred(a, b) ? 0 : 1;
  }
};
} // namespace detail

/// True when pred(a[i], b[i]) for every i.
template <typename D, typename It1, typename It2, typename Pred>
bool equal(const detail::execution_policy_base<D> &exec, It1 first1,
           It1 last1, It2 first2, Pred pred) {
  return thrust::inner_product(exec, first1, last1, first2, 0,
                               thrust::plus<int>(),
                               detail::mismatch_fn<Pred>{pred}) == 0;
}
/// True when a[i] == b[i] for every i.
template <typename D, typename It1, typename It2>
bool equal(const detail::execution_policy_base<D> &exec, It1 first1,
           It1 last1, It2 first2) {
  return thrust::equal(exec, first1, last1, first2, thrust::equal_to<void>());
}
/// True when a[i] == b[i] for every i.
template <typename It1, typename It2>
bool equal(It1 first1, It1 last1, It2 first2) {
  return thrust::equal(detail::select_system(first1, first2), first1, last1,
                       first2);
}
/// True when pred(a[i], b[i]) for every i.
template <typename It1, typename It2, typename Pred>
bool equal(It1 first1, It1 last1, It2 first2, Pred pred) {
  return thrust::equal(detail::select_system(first1, first2), first1, last1,
                       first2, pred);
}

//===----------------------------------------------------------------------===//
// copy_if, remove_if, unique, reduce_by_key
//===----------------------------------------------------------------------===//

namespace detail {

/// !pred(x)
template <typename Pred> struct not_pred {
  Pred pred;
  template <typename T> __host__ __device__ bool operator()(const T &x) const {
    return !pred(x);
  }
};

/// Copies in[i] with flag(i) to out on the device; returns their number.
template <typename Flag, typename In, typename Out>
int device_select(const cuda_policy &p, Flag flag, In in, Out out, int n) {
  size_t bytes = cub::detail::SelectTempBytes(n);
  temp_buffer tmp(bytes + cub::detail::AlignBytes(sizeof(int)));
  int *d_num = reinterpret_cast<int *>(static_cast<char *>(tmp.ptr) + bytes);
  cub::detail::SelectDispatch(tmp.ptr, flag, in, out, d_num, n, p.stream);
  int count = 0;
  cudaMemcpyAsync(&count, d_num, sizeof(int), cudaMemcpyDeviceToHost,
                  p.stream);
  cudaStreamSynchronize(p.stream);
  return count;
}

/// A device copy of [first, first + n) (for in-place compaction).
template <typename It> struct device_copy {
  typedef iter_value_t<It> V;
  temp_buffer buf;
  device_copy(const cuda_policy &p, It first, int n)
      : buf((size_t)n * sizeof(V)) {
    auto in = to_kernel(first);
    launch_n(p, copy_fn<decltype(in), V *>{in, data()}, n);
    cudaStreamSynchronize(p.stream);
  }
  V *data() const { return static_cast<V *>(buf.ptr); }
};

} // namespace detail

/// Copies the elements x with pred(x) to result, in order; returns the end
/// of the output.
template <typename D, typename InIt, typename OutIt, typename Pred>
OutIt copy_if(const detail::execution_policy_base<D> &exec, InIt first,
              InIt last, OutIt result, Pred pred) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first)
      if (pred(*first)) {
        *result = *first;
        ++result;
      }
    return result;
  } else {
    auto in = detail::to_kernel(first);
    cub::detail::LoadPredicate<decltype(in), Pred> flag{in, pred};
    return result + detail::device_select(detail::derived(exec), flag, in,
                                          detail::to_kernel(result), n);
  }
}
/// Copies the elements whose stencil s has pred(s) to result, in order.
template <typename D, typename InIt, typename StencilIt, typename OutIt,
          typename Pred>
OutIt copy_if(const detail::execution_policy_base<D> &exec, InIt first,
              InIt last, StencilIt stencil, OutIt result, Pred pred) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    for (; first != last; ++first, ++stencil)
      if (pred(*stencil)) {
        *result = *first;
        ++result;
      }
    return result;
  } else {
    auto st = detail::to_kernel(stencil);
    cub::detail::LoadPredicate<decltype(st), Pred> flag{st, pred};
    return result + detail::device_select(detail::derived(exec), flag,
                                          detail::to_kernel(first),
                                          detail::to_kernel(result), n);
  }
}
/// Copies the elements x with pred(x) to result, in order.
template <typename InIt, typename OutIt, typename Pred>
OutIt copy_if(InIt first, InIt last, OutIt result, Pred pred) {
  return thrust::copy_if(detail::select_system(first, result), first, last,
                         result, pred);
}
/// Copies the elements whose stencil s has pred(s) to result, in order.
template <typename InIt, typename StencilIt, typename OutIt, typename Pred>
OutIt copy_if(InIt first, InIt last, StencilIt stencil, OutIt result,
              Pred pred) {
  return thrust::copy_if(detail::select_system(first, stencil, result), first,
                         last, stencil, result, pred);
}

/// Removes the elements x with pred(x), keeping the order of the others;
/// returns the new end.
template <typename D, typename It, typename Pred>
It remove_if(const detail::execution_policy_base<D> &exec, It first, It last,
             Pred pred) {
  int n = (int)(last - first);
  if constexpr (!D::is_device) {
    It out = first;
    for (; first != last; ++first)
      if (!pred(*first)) {
        *out = *first;
        ++out;
      }
    return out;
  } else {
    detail::device_copy<It> copy(detail::derived(exec), first, n);
    cub::detail::LoadPredicate<typename detail::device_copy<It>::V *,
                               detail::not_pred<Pred>>
        flag{copy.data(), detail::not_pred<Pred>{pred}};
    return first + detail::device_select(detail::derived(exec), flag,
                                         copy.data(),
                                         detail::to_kernel(first), n);
  }
}
/// Removes the elements x with pred(x); returns the new end.
template <typename It, typename Pred> It remove_if(It first, It last, Pred pred) {
  return thrust::remove_if(detail::select_system(first), first, last, pred);
}

/// Keeps the first element of every run of elements equal under \p eq;
/// returns the new end.
template <typename D, typename It, typename Eq>
It unique(const detail::execution_policy_base<D> &exec, It first, It last,
          Eq eq) {
  int n = (int)(last - first);
  if (n <= 0)
    return first;
  if constexpr (!D::is_device) {
    It out = first;
    for (It it = first + 1; it != last; ++it)
      if (!eq(*out, *it)) {
        ++out;
        *out = *it;
      }
    return out + 1;
  } else {
    detail::device_copy<It> copy(detail::derived(exec), first, n);
    cub::detail::LoadRunHeadEq<typename detail::device_copy<It>::V *, Eq> flag{
        copy.data(), eq};
    return first + detail::device_select(detail::derived(exec), flag,
                                         copy.data(),
                                         detail::to_kernel(first), n);
  }
}
/// Keeps the first element of every run of equal elements.
template <typename D, typename It>
It unique(const detail::execution_policy_base<D> &exec, It first, It last) {
  return thrust::unique(exec, first, last,
                        thrust::equal_to<detail::iter_value_t<It>>());
}
/// Keeps the first element of every run of equal elements.
template <typename It> It unique(It first, It last) {
  return thrust::unique(detail::select_system(first), first, last);
}
/// Keeps the first element of every run of elements equal under \p eq.
template <typename It, typename Eq> It unique(It first, It last, Eq eq) {
  return thrust::unique(detail::select_system(first), first, last, eq);
}

/// For every run of consecutive keys equal under \p eq: its first key to
/// keys_output and the op-reduction of its values to values_output.
/// Returns the ends of both outputs.
template <typename D, typename KeyIt, typename ValIt, typename KeyOutIt,
          typename ValOutIt, typename Eq, typename Op>
thrust::pair<KeyOutIt, ValOutIt>
reduce_by_key(const detail::execution_policy_base<D> &exec, KeyIt keys_first,
              KeyIt keys_last, ValIt values_first, KeyOutIt keys_output,
              ValOutIt values_output, Eq eq, Op op) {
  typedef detail::iter_value_t<ValIt> V;
  int n = (int)(keys_last - keys_first);
  if constexpr (!D::is_device) {
    int runs = 0;
    for (int i = 0; i < n; ++i) {
      if (i == 0 || !eq(keys_first[i - 1], keys_first[i])) {
        keys_output[runs] = keys_first[i];
        values_output[runs] = values_first[i];
        ++runs;
      } else {
        values_output[runs - 1] = op((V)values_output[runs - 1],
                                     (V)values_first[i]);
      }
    }
    return thrust::make_pair(keys_output + runs, values_output + runs);
  } else {
    const detail::cuda_policy &p = detail::derived(exec);
    size_t bytes = cub::detail::ReduceByKeyTempBytes<V>(n);
    detail::temp_buffer tmp(bytes + cub::detail::AlignBytes(sizeof(int)));
    int *d_num = reinterpret_cast<int *>(static_cast<char *>(tmp.ptr) + bytes);
    cub::detail::ReduceByKeyDispatch<V>(
        tmp.ptr, detail::to_kernel(keys_first), detail::to_kernel(values_first),
        detail::to_kernel(keys_output), detail::to_kernel(values_output),
        d_num, n, eq, op, p.stream);
    int runs = 0;
    cudaMemcpyAsync(&runs, d_num, sizeof(int), cudaMemcpyDeviceToHost,
                    p.stream);
    cudaStreamSynchronize(p.stream);
    return thrust::make_pair(keys_output + runs, values_output + runs);
  }
}
/// reduce_by_key with == on keys and + on values.
template <typename D, typename KeyIt, typename ValIt, typename KeyOutIt,
          typename ValOutIt>
thrust::pair<KeyOutIt, ValOutIt>
reduce_by_key(const detail::execution_policy_base<D> &exec, KeyIt keys_first,
              KeyIt keys_last, ValIt values_first, KeyOutIt keys_output,
              ValOutIt values_output) {
  return thrust::reduce_by_key(exec, keys_first, keys_last, values_first,
                               keys_output, values_output,
                               thrust::equal_to<detail::iter_value_t<KeyIt>>(),
                               thrust::plus<detail::iter_value_t<ValIt>>());
}
/// reduce_by_key with == on keys and + on values.
template <typename KeyIt, typename ValIt, typename KeyOutIt, typename ValOutIt>
thrust::pair<KeyOutIt, ValOutIt>
reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValIt values_first,
              KeyOutIt keys_output, ValOutIt values_output) {
  return thrust::reduce_by_key(
      detail::select_system(keys_first, values_first, keys_output,
                            values_output),
      keys_first, keys_last, values_first, keys_output, values_output);
}
/// reduce_by_key with \p eq on keys and + on values.
template <typename KeyIt, typename ValIt, typename KeyOutIt, typename ValOutIt,
          typename Eq>
thrust::pair<KeyOutIt, ValOutIt>
reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValIt values_first,
              KeyOutIt keys_output, ValOutIt values_output, Eq eq) {
  return thrust::reduce_by_key(
      detail::select_system(keys_first, values_first, keys_output,
                            values_output),
      keys_first, keys_last, values_first, keys_output, values_output, eq,
      thrust::plus<detail::iter_value_t<ValIt>>());
}
/// reduce_by_key with \p eq on keys and \p op on values.
template <typename KeyIt, typename ValIt, typename KeyOutIt, typename ValOutIt,
          typename Eq, typename Op>
thrust::pair<KeyOutIt, ValOutIt>
reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValIt values_first,
              KeyOutIt keys_output, ValOutIt values_output, Eq eq, Op op) {
  return thrust::reduce_by_key(
      detail::select_system(keys_first, values_first, keys_output,
                            values_output),
      keys_first, keys_last, values_first, keys_output, values_output, eq, op);
}

} // namespace thrust

#endif // METALIFY_THRUST_DETAIL_ALGORITHMS_H
