//===- thrust/detail/vectors.h - device_vector and host_vector ------------===//
//
// Part of metalify's own subset of Thrust, written from Thrust's documented
// API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_DETAIL_VECTORS_H
#define METALIFY_THRUST_DETAIL_VECTORS_H

#include <thrust/detail/algorithms.h>
#include <thrust/detail/core.h>
#include <vector>

namespace thrust {

template <typename T> class device_vector;

/// A host container; a std::vector that also converts from and to
/// device_vector.
template <typename T, typename Alloc = std::allocator<T>>
class host_vector : public std::vector<T, Alloc> {
  typedef std::vector<T, Alloc> Base;

public:
  using Base::Base;
  host_vector() = default;
  host_vector(const host_vector &) = default;
  host_vector(host_vector &&) = default;
  host_vector &operator=(const host_vector &) = default;
  host_vector &operator=(host_vector &&) = default;

  /// Copies a std::vector.
  host_vector(const Base &v) : Base(v) {}

  /// Copies the device range [first, last).
  template <typename U> host_vector(device_ptr<U> first, device_ptr<U> last) {
    std::vector<typename std::remove_const<U>::type> staging(last - first);
    cudaMemcpy(staging.data(), first.get(), staging.size() * sizeof(U),
               cudaMemcpyDeviceToHost);
    Base::assign(staging.begin(), staging.end());
  }

  /// Copies the elements of \p d from device memory.
  template <typename U> host_vector(const device_vector<U> &d) {
    assign_from(d);
  }

  /// Copies the elements of \p d from device memory.
  template <typename U> host_vector &operator=(const device_vector<U> &d) {
    assign_from(d);
    return *this;
  }

private:
  template <typename U> void assign_from(const device_vector<U> &d) {
    std::vector<U> staging(d.size());
    cudaMemcpy(staging.data(), thrust::raw_pointer_cast(d.data()),
               d.size() * sizeof(U), cudaMemcpyDeviceToHost);
    Base::assign(staging.begin(), staging.end());
  }
};

/// A container of elements in device memory (cudaMalloc). Iterators are
/// device_ptr<T>; operator[] returns a device_reference that reads and
/// writes single elements with cudaMemcpy.
///
/// Deviations: no allocator parameter; insert/erase are not provided.
template <typename T> class device_vector {
public:
  typedef T value_type;
  typedef std::size_t size_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr<T> pointer;
  typedef device_ptr<const T> const_pointer;
  typedef device_ptr<T> iterator;
  typedef device_ptr<const T> const_iterator;
  typedef device_reference<T> reference;
  typedef device_reference<const T> const_reference;

  /// An empty vector.
  device_vector() = default;

  /// \p n value-initialized elements.
  explicit device_vector(size_type n) { init_fill(n, T()); }

  /// \p n copies of \p value.
  device_vector(size_type n, const T &value) { init_fill(n, value); }

  /// A copy of \p other.
  device_vector(const device_vector &other) { init_device(other.ptr, other.n); }

  /// Takes the storage of \p other.
  device_vector(device_vector &&other) noexcept
      : ptr(other.ptr), n(other.n), cap(other.cap) {
    other.ptr = nullptr;
    other.n = other.cap = 0;
  }

  /// A copy of a host std::vector (or host_vector).
  template <typename U, typename A> device_vector(const std::vector<U, A> &v) {
    init_host(v.begin(), v.end());
  }

  /// A copy of another device_vector with a convertible element type.
  template <typename U> device_vector(const device_vector<U> &other) {
    init_range(other.begin(), other.end());
  }

  /// A copy of [first, last), from host or device iterators.
  template <typename InputIt,
            typename = typename std::enable_if<
                !std::is_integral<InputIt>::value>::type>
  device_vector(InputIt first, InputIt last) {
    init_range(first, last);
  }

  ~device_vector() { cudaFree(ptr); }

  device_vector &operator=(const device_vector &other) {
    if (this != &other) {
      resize_uninit(other.n);
      if (n)
        cudaMemcpy(ptr, other.ptr, n * sizeof(T), cudaMemcpyDeviceToDevice);
    }
    return *this;
  }
  device_vector &operator=(device_vector &&other) noexcept {
    std::swap(ptr, other.ptr);
    std::swap(n, other.n);
    std::swap(cap, other.cap);
    return *this;
  }
  template <typename U, typename A>
  device_vector &operator=(const std::vector<U, A> &v) {
    device_vector tmp(v);
    swap(tmp);
    return *this;
  }

  /// Number of elements.
  size_type size() const { return n; }
  /// True when there are no elements.
  bool empty() const { return n == 0; }
  /// Number of elements the storage can hold.
  size_type capacity() const { return cap; }
  /// Largest possible size.
  size_type max_size() const { return (size_type)0x7fffffff; }

  /// Resizes to \p count elements; new ones are copies of \p value.
  void resize(size_type count, const T &value = T()) {
    size_type old = n;
    resize_uninit(count);
    if (count > old)
      thrust::fill(device_ptr<T>(ptr + old), device_ptr<T>(ptr + count),
                   value);
  }
  /// Makes room for \p count elements.
  void reserve(size_type count) {
    if (count <= cap)
      return;
    T *fresh = nullptr;
    cudaMalloc(&fresh, count * sizeof(T));
    if (n)
      cudaMemcpy(fresh, ptr, n * sizeof(T), cudaMemcpyDeviceToDevice);
    cudaFree(ptr);
    ptr = fresh;
    cap = count;
  }
  /// Removes all elements (keeps the storage).
  void clear() { n = 0; }
  /// Releases unused storage.
  void shrink_to_fit() {
    device_vector tmp(*this);
    swap(tmp);
  }
  /// Swaps contents with \p other.
  void swap(device_vector &other) {
    std::swap(ptr, other.ptr);
    std::swap(n, other.n);
    std::swap(cap, other.cap);
  }
  /// Appends \p value.
  void push_back(const T &value) {
    if (n == cap)
      reserve(cap ? 2 * cap : 8);
    cudaMemcpy(ptr + n, &value, sizeof(T), cudaMemcpyHostToDevice);
    ++n;
  }
  /// Removes the last element.
  void pop_back() { --n; }

  pointer data() { return pointer(ptr); }
  const_pointer data() const { return const_pointer(ptr); }
  iterator begin() { return iterator(ptr); }
  iterator end() { return iterator(ptr + n); }
  const_iterator begin() const { return const_iterator(ptr); }
  const_iterator end() const { return const_iterator(ptr + n); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }

  /// Element \p i (reads/writes through cudaMemcpy).
  reference operator[](size_type i) { return reference(ptr + i); }
  const_reference operator[](size_type i) const {
    return const_reference(ptr + i);
  }
  reference front() { return (*this)[0]; }
  reference back() { return (*this)[n - 1]; }

private:
  T *ptr = nullptr;
  size_type n = 0;
  size_type cap = 0;

  void allocate(size_type count) {
    if (count)
      cudaMalloc(&ptr, count * sizeof(T));
    n = cap = count;
  }
  void resize_uninit(size_type count) {
    if (count > cap)
      reserve(count);
    n = count;
  }
  void init_fill(size_type count, const T &value) {
    allocate(count);
    if (count)
      thrust::fill(device_ptr<T>(ptr), device_ptr<T>(ptr + count), value);
  }
  void init_device(const T *src, size_type count) {
    allocate(count);
    if (count)
      cudaMemcpy(ptr, src, count * sizeof(T), cudaMemcpyDeviceToDevice);
  }
  template <typename It> void init_host(It first, It last) {
    std::vector<T> staging;
    for (; first != last; ++first)
      staging.push_back(*first);
    allocate(staging.size());
    if (n)
      cudaMemcpy(ptr, staging.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  }
  template <typename U> void init_range(device_ptr<U> first, device_ptr<U> last) {
    allocate((size_type)(last - first));
    if (n)
      thrust::copy(first, last, device_ptr<T>(ptr));
  }
  template <typename It> void init_range(It first, It last) {
    init_host(first, last);
  }
};

} // namespace thrust

#endif // METALIFY_THRUST_DETAIL_VECTORS_H
