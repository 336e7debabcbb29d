//===- thrust/complex.h - Thrust's complex numbers -------------------------===//
//
// Part of metalify's own subset of Thrust, written from Thrust's documented
// API: thrust::complex<T> holds the real part, then the imaginary part, and
// is aligned to twice the size of T (like float2 and double2), so arrays of
// it have the same layout on the host and the device. The arithmetic
// follows Thrust's: the quotient scales both operands by
// 1 / (|Re y| + |Im y|) first, abs is hypot. The transcendental functions
// use the textbook formulas over the real math library, so their last bits
// may differ from Thrust's (which adapts FreeBSD's). Self-contained: unlike
// the other public headers, it does not bring in the whole subset.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_THRUST_COMPLEX_H
#define METALIFY_THRUST_COMPLEX_H

#include <cuda_runtime.h>
#include <math.h>

namespace thrust {

template <typename T> struct complex;
template <typename T>
__host__ __device__ complex<T> operator*(const complex<T> &x,
                                         const complex<T> &y);
template <typename T>
__host__ __device__ complex<T> operator/(const complex<T> &x,
                                         const complex<T> &y);

/// A complex number of real type \p T.
template <typename T> struct alignas(2 * sizeof(T)) complex {
  typedef T value_type;

  __host__ __device__ complex(const T &re = T(), const T &im = T())
      : re_(re), im_(im) {}
  template <typename U>
  __host__ __device__ complex(const complex<U> &z)
      : re_(T(z.real())), im_(T(z.imag())) {}

  __host__ __device__ T real() const { return re_; }
  __host__ __device__ T imag() const { return im_; }
  __host__ __device__ void real(T re) { re_ = re; }
  __host__ __device__ void imag(T im) { im_ = im; }

  __host__ __device__ complex &operator=(const T &re) {
    re_ = re;
    im_ = T();
    return *this;
  }
  __host__ __device__ complex &operator+=(const complex &z) {
    re_ += z.re_;
    im_ += z.im_;
    return *this;
  }
  __host__ __device__ complex &operator-=(const complex &z) {
    re_ -= z.re_;
    im_ -= z.im_;
    return *this;
  }
  __host__ __device__ complex &operator*=(const complex &z) {
    *this = *this * z;
    return *this;
  }
  __host__ __device__ complex &operator/=(const complex &z) {
    *this = *this / z;
    return *this;
  }
  __host__ __device__ complex &operator+=(const T &x) {
    re_ += x;
    return *this;
  }
  __host__ __device__ complex &operator-=(const T &x) {
    re_ -= x;
    return *this;
  }
  __host__ __device__ complex &operator*=(const T &x) {
    re_ *= x;
    im_ *= x;
    return *this;
  }
  __host__ __device__ complex &operator/=(const T &x) {
    re_ /= x;
    im_ /= x;
    return *this;
  }

private:
  T re_;
  T im_;
};

template <typename T>
__host__ __device__ inline complex<T> operator*(const complex<T> &x,
                                                const complex<T> &y) {
  return complex<T>(x.real() * y.real() - x.imag() * y.imag(),
                    x.real() * y.imag() + x.imag() * y.real());
}
/// Thrust's scaled quotient: no overflow or underflow in between where the
/// result is representable.
template <typename T>
__host__ __device__ inline complex<T> operator/(const complex<T> &x,
                                                const complex<T> &y) {
  T s = ::fabs(y.real()) + ::fabs(y.imag());
  T oos = T(1) / s;
  T ars = x.real() * oos, ais = x.imag() * oos;
  T brs = y.real() * oos, bis = y.imag() * oos;
  oos = T(1) / (brs * brs + bis * bis);
  return complex<T>((ars * brs + ais * bis) * oos,
                    (ais * brs - ars * bis) * oos);
}
template <typename T>
__host__ __device__ inline complex<T> operator+(const complex<T> &x,
                                                const complex<T> &y) {
  return complex<T>(x.real() + y.real(), x.imag() + y.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator-(const complex<T> &x,
                                                const complex<T> &y) {
  return complex<T>(x.real() - y.real(), x.imag() - y.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator+(const complex<T> &x,
                                                const T &y) {
  return complex<T>(x.real() + y, x.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator+(const T &x,
                                                const complex<T> &y) {
  return complex<T>(x + y.real(), y.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator-(const complex<T> &x,
                                                const T &y) {
  return complex<T>(x.real() - y, x.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator-(const T &x,
                                                const complex<T> &y) {
  return complex<T>(x - y.real(), -y.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator*(const complex<T> &x,
                                                const T &y) {
  return complex<T>(x.real() * y, x.imag() * y);
}
template <typename T>
__host__ __device__ inline complex<T> operator*(const T &x,
                                                const complex<T> &y) {
  return complex<T>(x * y.real(), x * y.imag());
}
template <typename T>
__host__ __device__ inline complex<T> operator/(const complex<T> &x,
                                                const T &y) {
  return complex<T>(x.real() / y, x.imag() / y);
}
template <typename T>
__host__ __device__ inline complex<T> operator/(const T &x,
                                                const complex<T> &y) {
  return complex<T>(x) / y;
}
template <typename T>
__host__ __device__ inline complex<T> operator+(const complex<T> &z) {
  return z;
}
template <typename T>
__host__ __device__ inline complex<T> operator-(const complex<T> &z) {
  return complex<T>(-z.real(), -z.imag());
}
template <typename T>
__host__ __device__ inline bool operator==(const complex<T> &x,
                                           const complex<T> &y) {
  return x.real() == y.real() && x.imag() == y.imag();
}
template <typename T>
__host__ __device__ inline bool operator!=(const complex<T> &x,
                                           const complex<T> &y) {
  return !(x == y);
}

template <typename T>
__host__ __device__ inline T abs(const complex<T> &z) {
  return ::hypot(z.real(), z.imag());
}
template <typename T>
__host__ __device__ inline T arg(const complex<T> &z) {
  return ::atan2(z.imag(), z.real());
}
template <typename T>
__host__ __device__ inline T norm(const complex<T> &z) {
  return z.real() * z.real() + z.imag() * z.imag();
}
template <typename T>
__host__ __device__ inline complex<T> conj(const complex<T> &z) {
  return complex<T>(z.real(), -z.imag());
}
/// The complex number of modulus \p m and argument \p theta.
template <typename T>
__host__ __device__ inline complex<T> polar(const T &m, const T &theta = T()) {
  return complex<T>(m * ::cos(theta), m * ::sin(theta));
}
template <typename T>
__host__ __device__ inline complex<T> exp(const complex<T> &z) {
  T e = ::exp(z.real());
  return complex<T>(e * ::cos(z.imag()), e * ::sin(z.imag()));
}
template <typename T>
__host__ __device__ inline complex<T> log(const complex<T> &z) {
  return complex<T>(::log(abs(z)), arg(z));
}
template <typename T>
__host__ __device__ inline complex<T> log10(const complex<T> &z) {
  return log(z) / T(2.30258509299404568402);
}
/// The principal square root, exact for perfect squares of integers.
template <typename T>
__host__ __device__ inline complex<T> sqrt(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (x == T() && y == T())
    return complex<T>(T(), y);
  T t = ::sqrt((::fabs(x) + abs(z)) / T(2));
  if (x >= T())
    return complex<T>(t, y / (T(2) * t));
  return complex<T>(::fabs(y) / (T(2) * t), y < T() ? -t : t);
}
template <typename T>
__host__ __device__ inline complex<T> pow(const complex<T> &x,
                                          const complex<T> &y) {
  return exp(log(x) * y);
}
template <typename T>
__host__ __device__ inline complex<T> pow(const complex<T> &x, const T &y) {
  return exp(log(x) * y);
}
template <typename T>
__host__ __device__ inline complex<T> pow(const T &x, const complex<T> &y) {
  return exp(log(complex<T>(x)) * y);
}
template <typename T>
__host__ __device__ inline complex<T> sin(const complex<T> &z) {
  return complex<T>(::sin(z.real()) * ::cosh(z.imag()),
                    ::cos(z.real()) * ::sinh(z.imag()));
}
template <typename T>
__host__ __device__ inline complex<T> cos(const complex<T> &z) {
  return complex<T>(::cos(z.real()) * ::cosh(z.imag()),
                    -::sin(z.real()) * ::sinh(z.imag()));
}
template <typename T>
__host__ __device__ inline complex<T> tan(const complex<T> &z) {
  return sin(z) / cos(z);
}
template <typename T>
__host__ __device__ inline complex<T> sinh(const complex<T> &z) {
  return complex<T>(::sinh(z.real()) * ::cos(z.imag()),
                    ::cosh(z.real()) * ::sin(z.imag()));
}
template <typename T>
__host__ __device__ inline complex<T> cosh(const complex<T> &z) {
  return complex<T>(::cosh(z.real()) * ::cos(z.imag()),
                    ::sinh(z.real()) * ::sin(z.imag()));
}
template <typename T>
__host__ __device__ inline complex<T> tanh(const complex<T> &z) {
  return sinh(z) / cosh(z);
}

} // namespace thrust

#endif // METALIFY_THRUST_COMPLEX_H
