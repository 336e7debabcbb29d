//===- thrust/detail/core.h - Functors, pointers, iterators, policies -----===//
//
// Part of metalify's own subset of Thrust, written from Thrust's documented
// API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The non-algorithm parts of the Thrust subset: function objects,
/// device_ptr / device_reference, counting and constant iterators, and the
/// execution policies (thrust::host, thrust::device, thrust::cuda::par,
/// thrust::cuda::par_nosync).
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_DETAIL_CORE_H
#define METALIFY_THRUST_DETAIL_CORE_H

#include <cub/config.cuh>
#include <cstddef>
#include <iterator>
#include <type_traits>
#include <utility>

#ifndef THRUST_VERSION
/// Version of the Thrust API these headers follow.
#define THRUST_VERSION 200000
#endif

namespace thrust {

//===----------------------------------------------------------------------===//
// Function objects
//===----------------------------------------------------------------------===//

/// Function object returning a + b; the void specialization deduces the
/// argument types.
template <typename T = void> struct plus {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a + b;
  }
};
template <> struct plus<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a + b;
  }
};

/// Function object returning a - b; the void specialization deduces the
/// argument types.
template <typename T = void> struct minus {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a - b;
  }
};
template <> struct minus<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a - b;
  }
};

/// Function object returning a * b; the void specialization deduces the
/// argument types.
template <typename T = void> struct multiplies {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a * b;
  }
};
template <> struct multiplies<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a * b;
  }
};

/// Function object returning a / b; the void specialization deduces the
/// argument types.
template <typename T = void> struct divides {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a / b;
  }
};
template <> struct divides<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a / b;
  }
};

/// Function object returning a % b; the void specialization deduces the
/// argument types.
template <typename T = void> struct modulus {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a % b;
  }
};
template <> struct modulus<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a % b;
  }
};

/// Function object returning a < b ? b : a; the void specialization deduces the
/// argument types.
template <typename T = void> struct maximum {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return a < b ? b : a;
  }
};
template <> struct maximum<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a < b ? b : a;
  }
};

/// Function object returning b < a ? b : a; the void specialization deduces the
/// argument types.
template <typename T = void> struct minimum {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &a,
                                                   const T &b) const {
    return b < a ? b : a;
  }
};
template <> struct minimum<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return b < a ? b : a;
  }
};

/// Function object returning a < b; the void specialization deduces the
/// argument types.
template <typename T = void> struct less {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a < b;
  }
};
template <> struct less<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a < b;
  }
};

/// Function object returning a > b; the void specialization deduces the
/// argument types.
template <typename T = void> struct greater {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a > b;
  }
};
template <> struct greater<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a > b;
  }
};

/// Function object returning a <= b; the void specialization deduces the
/// argument types.
template <typename T = void> struct less_equal {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a <= b;
  }
};
template <> struct less_equal<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a <= b;
  }
};

/// Function object returning a >= b; the void specialization deduces the
/// argument types.
template <typename T = void> struct greater_equal {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a >= b;
  }
};
template <> struct greater_equal<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a >= b;
  }
};

/// Function object returning a == b; the void specialization deduces the
/// argument types.
template <typename T = void> struct equal_to {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a == b;
  }
};
template <> struct equal_to<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a == b;
  }
};

/// Function object returning a != b; the void specialization deduces the
/// argument types.
template <typename T = void> struct not_equal_to {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a != b;
  }
};
template <> struct not_equal_to<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a != b;
  }
};

/// Function object returning a && b; the void specialization deduces the
/// argument types.
template <typename T = void> struct logical_and {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a && b;
  }
};
template <> struct logical_and<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a && b;
  }
};

/// Function object returning a || b; the void specialization deduces the
/// argument types.
template <typename T = void> struct logical_or {
  typedef T first_argument_type;
  typedef T second_argument_type;
  typedef bool result_type;
  __host__ __device__ __forceinline__ bool operator()(const T &a,
                                                   const T &b) const {
    return a || b;
  }
};
template <> struct logical_or<void> {
  template <typename A, typename B>
  __host__ __device__ __forceinline__ auto operator()(const A &a,
                                                      const B &b) const {
    return a || b;
  }
};

/// Returns its argument.
template <typename T = void> struct identity {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ const T &operator()(const T &x) const {
    return x;
  }
};
template <> struct identity<void> {
  template <typename T>
  __host__ __device__ __forceinline__ const T &operator()(const T &x) const {
    return x;
  }
};

/// Returns -x.
template <typename T = void> struct negate {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ __forceinline__ T operator()(const T &x) const {
    return -x;
  }
};
template <> struct negate<void> {
  template <typename T>
  __host__ __device__ __forceinline__ T operator()(const T &x) const {
    return -x;
  }
};

/// Returns !x.
template <typename T = void> struct logical_not {
  __host__ __device__ __forceinline__ bool operator()(const T &x) const {
    return !x;
  }
};

/// A pair of values (first, second).
template <typename T1, typename T2> struct pair {
  typedef T1 first_type;
  typedef T2 second_type;
  T1 first;
  T2 second;
  __host__ __device__ pair() : first(), second() {}
  __host__ __device__ pair(const T1 &a, const T2 &b) : first(a), second(b) {}
};

/// Makes pair(\p a, \p b).
template <typename T1, typename T2>
__host__ __device__ pair<T1, T2> make_pair(const T1 &a, const T2 &b) {
  return pair<T1, T2>(a, b);
}

//===----------------------------------------------------------------------===//
// device_ptr and device_reference
//===----------------------------------------------------------------------===//

template <typename T> class device_ptr;

/// A reference to one element in device memory, used from host code: reads
/// and writes go through cudaMemcpy.
template <typename T> class device_reference {
public:
  typedef typename std::remove_const<T>::type value_type;

  /// Refers to *\p ptr.
  __host__ explicit device_reference(T *ptr) : ptr(ptr) {}

  /// Reads the element.
  __host__ operator value_type() const {
    value_type v;
    cudaMemcpy(&v, ptr, sizeof(value_type), cudaMemcpyDeviceToHost);
    return v;
  }

  /// Writes the element.
  __host__ device_reference &operator=(const value_type &v) {
    cudaMemcpy(ptr, &v, sizeof(value_type), cudaMemcpyHostToDevice);
    return *this;
  }

  /// Copies the element referred to by \p other.
  __host__ device_reference &operator=(const device_reference &other) {
    return *this = (value_type)other;
  }

  /// The address of the element.
  __host__ device_ptr<T> operator&() const { return device_ptr<T>(ptr); }

  __host__ device_reference &operator+=(const value_type &v) {
    return *this = (value_type)*this + v;
  }
  __host__ device_reference &operator-=(const value_type &v) {
    return *this = (value_type)*this - v;
  }
  __host__ device_reference &operator*=(const value_type &v) {
    return *this = (value_type)*this * v;
  }
  __host__ device_reference &operator++() { return *this += value_type(1); }
  __host__ value_type operator++(int) {
    value_type old = *this;
    *this += value_type(1);
    return old;
  }
  __host__ device_reference &operator--() { return *this -= value_type(1); }

private:
  T *ptr;
};

/// A pointer to device memory that marks the Thrust algorithms it is passed
/// to as device algorithms. Dereferencing on the host yields a
/// device_reference.
template <typename T> class device_ptr {
public:
  typedef typename std::remove_const<T>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr pointer;
  typedef device_reference<T> reference;
#ifndef __CUDA_ARCH__
  // Host only: device code needs no iterator category (and metalify's
  // device code has no std namespace).
  typedef std::random_access_iterator_tag iterator_category;
#endif

  /// A null pointer.
  __host__ __device__ device_ptr() : ptr(nullptr) {}
  /// Wraps the raw device pointer \p p.
  __host__ __device__ explicit device_ptr(T *p) : ptr(p) {}
  /// Wraps a null pointer.
  __host__ __device__ device_ptr(std::nullptr_t) : ptr(nullptr) {}
  /// Converts from a compatible device_ptr.
  template <typename U>
  __host__ __device__ device_ptr(const device_ptr<U> &other)
      : ptr(other.get()) {}

  /// The raw pointer.
  __host__ __device__ T *get() const { return ptr; }

  __host__ reference operator*() const { return reference(ptr); }
  __host__ reference operator[](difference_type n) const {
    return reference(ptr + n);
  }

  __host__ __device__ device_ptr operator+(difference_type n) const {
    return device_ptr(ptr + n);
  }
  __host__ __device__ device_ptr operator-(difference_type n) const {
    return device_ptr(ptr - n);
  }
  __host__ __device__ difference_type operator-(const device_ptr &o) const {
    return ptr - o.ptr;
  }
  __host__ __device__ device_ptr &operator+=(difference_type n) {
    ptr += n;
    return *this;
  }
  __host__ __device__ device_ptr &operator-=(difference_type n) {
    ptr -= n;
    return *this;
  }
  __host__ __device__ device_ptr &operator++() {
    ++ptr;
    return *this;
  }
  __host__ __device__ device_ptr operator++(int) {
    device_ptr old = *this;
    ++ptr;
    return old;
  }
  __host__ __device__ device_ptr &operator--() {
    --ptr;
    return *this;
  }
  __host__ __device__ bool operator==(const device_ptr &o) const {
    return ptr == o.ptr;
  }
  __host__ __device__ bool operator!=(const device_ptr &o) const {
    return ptr != o.ptr;
  }
  __host__ __device__ bool operator<(const device_ptr &o) const {
    return ptr < o.ptr;
  }

private:
  T *ptr;
};

/// device_ptr + n
template <typename T>
__host__ __device__ device_ptr<T>
operator+(typename device_ptr<T>::difference_type n, const device_ptr<T> &p) {
  return p + n;
}

/// Wraps a raw device pointer.
template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p) {
  return device_ptr<T>(p);
}
/// Returns \p p.
template <typename T>
__host__ __device__ device_ptr<T> device_pointer_cast(const device_ptr<T> &p) {
  return p;
}

/// The raw pointer of a device_ptr.
template <typename T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p) {
  return p.get();
}
/// Returns \p p.
template <typename T> __host__ __device__ T *raw_pointer_cast(T *p) { return p; }

//===----------------------------------------------------------------------===//
// Fancy iterators
//===----------------------------------------------------------------------===//

/// An iterator over init, init + 1, init + 2, ... usable on host and device.
template <typename Incrementable, typename System = void,
          typename Traversal = void, typename Difference = std::ptrdiff_t>
class counting_iterator {
public:
  typedef Incrementable value_type;
  typedef Difference difference_type;
  typedef Incrementable reference;
  typedef const Incrementable *pointer;
#ifndef __CUDA_ARCH__
  // Host only: device code needs no iterator category (and metalify's
  // device code has no std namespace).
  typedef std::random_access_iterator_tag iterator_category;
#endif

  __host__ __device__ counting_iterator() : value() {}
  /// The first element is \p init.
  __host__ __device__ explicit counting_iterator(Incrementable init)
      : value(init) {}

  __host__ __device__ Incrementable operator*() const { return value; }
  template <typename Distance>
  __host__ __device__ Incrementable operator[](Distance n) const {
    return (Incrementable)(value + (Incrementable)n);
  }
  __host__ __device__ counting_iterator operator+(difference_type n) const {
    return counting_iterator((Incrementable)(value + (Incrementable)n));
  }
  __host__ __device__ counting_iterator operator-(difference_type n) const {
    return counting_iterator((Incrementable)(value - (Incrementable)n));
  }
  __host__ __device__ difference_type
  operator-(const counting_iterator &o) const {
    return (difference_type)(value - o.value);
  }
  __host__ __device__ counting_iterator &operator++() {
    ++value;
    return *this;
  }
  __host__ __device__ counting_iterator operator++(int) {
    counting_iterator old = *this;
    ++value;
    return old;
  }
  __host__ __device__ counting_iterator &operator+=(difference_type n) {
    value = (Incrementable)(value + (Incrementable)n);
    return *this;
  }
  __host__ __device__ bool operator==(const counting_iterator &o) const {
    return value == o.value;
  }
  __host__ __device__ bool operator!=(const counting_iterator &o) const {
    return value != o.value;
  }
  __host__ __device__ bool operator<(const counting_iterator &o) const {
    return value < o.value;
  }

private:
  Incrementable value;
};

/// Makes a counting_iterator starting at \p x.
template <typename T>
__host__ __device__ counting_iterator<T> make_counting_iterator(T x) {
  return counting_iterator<T>(x);
}

/// An iterator whose every element is the same value, usable on host and
/// device.
template <typename Value, typename Incrementable = std::ptrdiff_t,
          typename System = void>
class constant_iterator {
public:
  typedef Value value_type;
  typedef std::ptrdiff_t difference_type;
  typedef Value reference;
  typedef const Value *pointer;
#ifndef __CUDA_ARCH__
  // Host only: device code needs no iterator category (and metalify's
  // device code has no std namespace).
  typedef std::random_access_iterator_tag iterator_category;
#endif

  __host__ __device__ constant_iterator() : value(), index() {}
  /// All elements equal \p v; \p i is the starting position.
  __host__ __device__ explicit constant_iterator(const Value &v,
                                                 Incrementable i = Incrementable())
      : value(v), index(i) {}

  __host__ __device__ Value operator*() const { return value; }
  template <typename Distance>
  __host__ __device__ Value operator[](Distance) const {
    return value;
  }
  __host__ __device__ constant_iterator operator+(difference_type n) const {
    return constant_iterator(value, (Incrementable)(index + n));
  }
  __host__ __device__ difference_type
  operator-(const constant_iterator &o) const {
    return (difference_type)(index - o.index);
  }
  __host__ __device__ constant_iterator &operator++() {
    ++index;
    return *this;
  }
  __host__ __device__ constant_iterator operator++(int) {
    constant_iterator old = *this;
    ++index;
    return old;
  }
  __host__ __device__ bool operator==(const constant_iterator &o) const {
    return index == o.index;
  }
  __host__ __device__ bool operator!=(const constant_iterator &o) const {
    return index != o.index;
  }

private:
  Value value;
  Incrementable index;
};

/// Makes a constant_iterator of \p x starting at position \p i.
template <typename V, typename I>
__host__ __device__ constant_iterator<V, I> make_constant_iterator(V x, I i) {
  return constant_iterator<V, I>(x, i);
}
/// Makes a constant_iterator of \p x.
template <typename V>
__host__ __device__ constant_iterator<V> make_constant_iterator(V x) {
  return constant_iterator<V>(x, 0);
}

/// An iterator that applies \p fn to the elements of \p Iterator when read.
/// Usable on the device when \p Iterator is (a device_ptr is replaced by
/// its raw pointer when the iterator is passed to a kernel).
template <typename UnaryFunction, typename Iterator, typename Reference = void,
          typename Value = void>
class transform_iterator {
public:
  typedef typename std::remove_cv<typename std::remove_reference<
      decltype(std::declval<UnaryFunction>()(
          *std::declval<Iterator>()))>::type>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef value_type reference;
  typedef const value_type *pointer;
#ifndef __CUDA_ARCH__
  // Host only: device code needs no iterator category (and metalify's
  // device code has no std namespace).
  typedef std::random_access_iterator_tag iterator_category;
#endif

  __host__ __device__ transform_iterator() {}
  /// Applies \p fn to the elements of \p it.
  __host__ __device__ transform_iterator(Iterator it, UnaryFunction fn)
      : it(it), fn(fn) {}

  /// The underlying iterator.
  __host__ __device__ Iterator base() const { return it; }
  /// The function applied.
  __host__ __device__ UnaryFunction functor() const { return fn; }

  __host__ __device__ value_type operator*() const { return fn(*it); }
  template <typename Distance>
  __host__ __device__ auto operator[](Distance n) const {
    return fn(it[n]);
  }
  __host__ __device__ transform_iterator operator+(difference_type n) const {
    return transform_iterator(it + n, fn);
  }
  __host__ __device__ difference_type
  operator-(const transform_iterator &o) const {
    return it - o.it;
  }
  __host__ __device__ transform_iterator &operator++() {
    ++it;
    return *this;
  }
  __host__ __device__ bool operator==(const transform_iterator &o) const {
    return it == o.it;
  }
  __host__ __device__ bool operator!=(const transform_iterator &o) const {
    return it != o.it;
  }

private:
  Iterator it;
  UnaryFunction fn;
};

/// Makes a transform_iterator applying \p fn to \p it.
template <typename UnaryFunction, typename Iterator>
__host__ __device__ transform_iterator<UnaryFunction, Iterator>
make_transform_iterator(Iterator it, UnaryFunction fn) {
  return transform_iterator<UnaryFunction, Iterator>(it, fn);
}

//===----------------------------------------------------------------------===//
// Execution policies
//===----------------------------------------------------------------------===//

namespace detail {

/// Base of all execution policies (what policy overloads deduce from).
template <typename Derived> struct execution_policy_base {};

/// Runs algorithms sequentially on the host.
struct host_policy : execution_policy_base<host_policy> {
  static constexpr bool is_device = false;
};

/// Runs algorithms as kernels on \p stream; when \p sync is true, the
/// algorithm waits for the stream before it returns (Thrust's blocking
/// behaviour for par/device), otherwise only where a result is needed on
/// the host (par_nosync).
struct cuda_policy : execution_policy_base<cuda_policy> {
  static constexpr bool is_device = true;
  cudaStream_t stream;
  bool sync;
  constexpr cuda_policy() : stream(0), sync(true) {}
  constexpr cuda_policy(cudaStream_t stream, bool sync)
      : stream(stream), sync(sync) {}
  /// The same policy on \p s.
  cuda_policy on(cudaStream_t s) const { return cuda_policy(s, sync); }
};

/// Waits for the policy's stream if the policy is blocking.
inline void finish(const cuda_policy &p) {
  if (p.sync)
    cudaStreamSynchronize(p.stream);
}

/// The concrete policy of a policy base.
template <typename D>
const D &derived(const execution_policy_base<D> &base) {
  return static_cast<const D &>(base);
}

/// True for iterators that live in device memory (device_ptr).
template <typename It> struct is_device_iterator : std::false_type {};
template <typename T>
struct is_device_iterator<device_ptr<T>> : std::true_type {};
template <typename F, typename It, typename R, typename V>
struct is_device_iterator<transform_iterator<F, It, R, V>>
    : is_device_iterator<It> {};

/// Device policy if any of \p Its is a device iterator, else host.
template <typename... Its> struct system_of {
  typedef typename std::conditional<
      (false || ... || is_device_iterator<Its>::value), cuda_policy,
      host_policy>::type type;
};

/// The default policy for iterators \p its (Thrust's system dispatch).
template <typename... Its>
typename system_of<Its...>::type select_system(const Its &...) {
  return typename system_of<Its...>::type();
}

/// What a kernel uses for an iterator: the raw pointer of a device_ptr,
/// otherwise the iterator itself.
template <typename T> T *to_kernel(const device_ptr<T> &p) { return p.get(); }
template <typename It> It to_kernel(const It &it) { return it; }
template <typename F, typename It, typename R, typename V>
auto to_kernel(const transform_iterator<F, It, R, V> &t)
    -> transform_iterator<F, decltype(to_kernel(t.base()))> {
  return transform_iterator<F, decltype(to_kernel(t.base()))>(
      to_kernel(t.base()), t.functor());
}

} // namespace detail

/// Sequential host execution policy.
constexpr detail::host_policy host{};
/// Sequential execution policy (runs on the host).
constexpr detail::host_policy seq{};
/// Device execution policy (default stream, blocking).
constexpr detail::cuda_policy device{};

namespace cuda {
/// Device execution policy; .on(stream) selects the stream. Blocking.
constexpr detail::cuda_policy par{};
/// Device execution policy that does not wait for the stream unless a
/// result is needed on the host; .on(stream) selects the stream.
constexpr detail::cuda_policy par_nosync{0, false};
} // namespace cuda

namespace system {
namespace cuda {
using thrust::cuda::par;
using thrust::cuda::par_nosync;
} // namespace cuda
} // namespace system

} // namespace thrust

#endif // METALIFY_THRUST_DETAIL_CORE_H
