// metalify::f64 is CUDA's double. Apple GPUs have no 64-bit float, so the
// value is its IEEE-754 binary64 bits in a ulong and every operation is
// exact integer arithmetic (the f64_soft_* functions), bit-identical to a
// double's. metalify's CPU backend computes the same bits with the host's
// double unless METALIFY_FP64_SOFTWARE is defined.
#if defined(__METALIFY_HOST_DOUBLE__) && !defined(METALIFY_FP64_SOFTWARE)
#define METALIFY_F64_NATIVE 1
#else
#define METALIFY_F64_NATIVE 0
#endif

namespace metalify {

#if METALIFY_F64_NATIVE
/// The host double with bits \p b (CPU backend only).
inline __metalify_host_double f64_host(ulong b) { return as_type<__metalify_host_double>(b); }
/// The bits of the host double \p d (CPU backend only).
inline ulong f64_raw(__metalify_host_double d) { return as_type<ulong>(d); }

inline ulong f64_add_bits(ulong a, ulong b) { return f64_raw(f64_host(a) + f64_host(b)); }
inline ulong f64_sub_bits(ulong a, ulong b) { return f64_raw(f64_host(a) - f64_host(b)); }
inline ulong f64_mul_bits(ulong a, ulong b) { return f64_raw(f64_host(a) * f64_host(b)); }
inline ulong f64_div_bits(ulong a, ulong b) { return f64_raw(f64_host(a) / f64_host(b)); }
inline ulong f64_sqrt_bits(ulong a) { return f64_raw(__builtin_sqrt(f64_host(a))); }
inline ulong f64_fma_bits(ulong a, ulong b, ulong c) { return f64_raw(__builtin_fma(f64_host(a), f64_host(b), f64_host(c))); }
inline bool f64_eq_bits(ulong a, ulong b) { return f64_host(a) == f64_host(b); }
inline bool f64_lt_bits(ulong a, ulong b) { return f64_host(a) < f64_host(b); }
inline bool f64_le_bits(ulong a, ulong b) { return f64_host(a) <= f64_host(b); }
inline ulong f64_from_float_bits(float x) { return f64_raw(x); }
inline ulong f64_from_int_bits(int x) { return f64_raw(x); }
inline ulong f64_from_uint_bits(uint x) { return f64_raw(x); }
inline ulong f64_from_long_bits(long x) { return f64_raw(x); }
inline ulong f64_from_ulong_bits(ulong x) { return f64_raw(x); }
inline float f64_to_float_bits(ulong a) { return float(f64_host(a)); }
// CUDA's conversions to integers saturate and take NaN to 0 (to
// 0x8000000000000000 for 64-bit results); C++ leaves them undefined.
inline int f64_to_int_bits(ulong a) {
  __metalify_host_double d = f64_host(a);
  return d != d ? 0 : d >= 2147483648.0f ? INT_MAX : d <= -2147483648.0f ? INT_MIN : int(d);
}
inline uint f64_to_uint_bits(ulong a) {
  __metalify_host_double d = f64_host(a);
  return d != d || d <= 0.0f ? 0u : d >= 4294967296.0f ? UINT_MAX : uint(d);
}
inline long f64_to_long_bits(ulong a) {
  __metalify_host_double d = f64_host(a);
  return d != d ? LONG_MIN : d >= 9223372036854775808.0f ? LONG_MAX : d <= -9223372036854775808.0f ? LONG_MIN : long(d);
}
inline ulong f64_to_ulong_bits(ulong a) {
  __metalify_host_double d = f64_host(a);
  return d != d ? 0x8000000000000000ul : d <= 0.0f ? 0ul : d >= 18446744073709551616.0f ? ULONG_MAX : ulong(d);
}
#else
inline ulong f64_add_bits(ulong a, ulong b) { return f64_soft_add(a, b, f64_rn); }
inline ulong f64_sub_bits(ulong a, ulong b) { return f64_soft_sub(a, b, f64_rn); }
inline ulong f64_mul_bits(ulong a, ulong b) { return f64_soft_mul(a, b, f64_rn); }
inline ulong f64_div_bits(ulong a, ulong b) { return f64_soft_div(a, b, f64_rn); }
inline ulong f64_sqrt_bits(ulong a) { return f64_soft_sqrt(a, f64_rn); }
inline ulong f64_fma_bits(ulong a, ulong b, ulong c) { return f64_soft_fma(a, b, c, f64_rn); }
inline bool f64_eq_bits(ulong a, ulong b) { return f64_soft_eq(a, b); }
inline bool f64_lt_bits(ulong a, ulong b) { return f64_soft_lt(a, b); }
inline bool f64_le_bits(ulong a, ulong b) { return f64_soft_le(a, b); }
inline ulong f64_from_float_bits(float x) { return f64_soft_from_float(x); }
inline ulong f64_from_int_bits(int x) { return f64_soft_from_int(x); }
inline ulong f64_from_uint_bits(uint x) { return f64_soft_from_uint(x); }
inline ulong f64_from_long_bits(long x) { return f64_soft_from_long(x, f64_rn); }
inline ulong f64_from_ulong_bits(ulong x) { return f64_soft_from_ulong(x, f64_rn); }
inline float f64_to_float_bits(ulong a) { return f64_soft_to_float(a, f64_rn); }
inline int f64_to_int_bits(ulong a) { return f64_soft_to_int(a, f64_rz); }
inline uint f64_to_uint_bits(ulong a) { return f64_soft_to_uint(a, f64_rz); }
inline long f64_to_long_bits(ulong a) { return f64_soft_to_long(a, f64_rz); }
inline ulong f64_to_ulong_bits(ulong a) { return f64_soft_to_ulong(a, f64_rz); }
#endif

/// CUDA's double: an IEEE-754 binary64 value held as its bits. Converts to
/// and from the arithmetic types as double does in C++ (implicitly); the
/// conversions out exist once per address space, as Metal requires.
struct f64 {
  ulong bits;

  f64() = default;
  /// The value with IEEE-754 bits \p b; f64_from_bits says it shorter.
  constexpr f64(ulong b, bool /*from_bits*/) : bits(b) {}
  f64(bool x) : bits(f64_from_int_bits(int(x))) {}
  f64(char x) : bits(f64_from_int_bits(int(x))) {}
  f64(uchar x) : bits(f64_from_uint_bits(uint(x))) {}
  f64(short x) : bits(f64_from_int_bits(int(x))) {}
  f64(ushort x) : bits(f64_from_uint_bits(uint(x))) {}
  f64(int x) : bits(f64_from_int_bits(x)) {}
  f64(uint x) : bits(f64_from_uint_bits(x)) {}
  f64(long x) : bits(f64_from_long_bits(x)) {}
  f64(ulong x) : bits(f64_from_ulong_bits(x)) {}
  f64(half x) : bits(f64_from_float_bits(float(x))) {}
  f64(float x) : bits(f64_from_float_bits(x)) {}

  explicit operator bool() const thread { return !f64_eq_bits(bits, 0); }
  operator char() const thread { return char(f64_to_int_bits(bits)); }
  operator uchar() const thread { return uchar(f64_to_uint_bits(bits)); }
  operator short() const thread { return short(f64_to_int_bits(bits)); }
  operator ushort() const thread { return ushort(f64_to_uint_bits(bits)); }
  operator int() const thread { return f64_to_int_bits(bits); }
  operator uint() const thread { return f64_to_uint_bits(bits); }
  operator long() const thread { return f64_to_long_bits(bits); }
  operator ulong() const thread { return f64_to_ulong_bits(bits); }
  operator half() const thread { return half(f64_to_float_bits(bits)); }
  operator float() const thread { return f64_to_float_bits(bits); }

  explicit operator bool() const device { return !f64_eq_bits(bits, 0); }
  operator char() const device { return char(f64_to_int_bits(bits)); }
  operator uchar() const device { return uchar(f64_to_uint_bits(bits)); }
  operator short() const device { return short(f64_to_int_bits(bits)); }
  operator ushort() const device { return ushort(f64_to_uint_bits(bits)); }
  operator int() const device { return f64_to_int_bits(bits); }
  operator uint() const device { return f64_to_uint_bits(bits); }
  operator long() const device { return f64_to_long_bits(bits); }
  operator ulong() const device { return f64_to_ulong_bits(bits); }
  operator half() const device { return half(f64_to_float_bits(bits)); }
  operator float() const device { return f64_to_float_bits(bits); }

  explicit operator bool() const threadgroup { return !f64_eq_bits(bits, 0); }
  operator char() const threadgroup { return char(f64_to_int_bits(bits)); }
  operator uchar() const threadgroup { return uchar(f64_to_uint_bits(bits)); }
  operator short() const threadgroup { return short(f64_to_int_bits(bits)); }
  operator ushort() const threadgroup { return ushort(f64_to_uint_bits(bits)); }
  operator int() const threadgroup { return f64_to_int_bits(bits); }
  operator uint() const threadgroup { return f64_to_uint_bits(bits); }
  operator long() const threadgroup { return f64_to_long_bits(bits); }
  operator ulong() const threadgroup { return f64_to_ulong_bits(bits); }
  operator half() const threadgroup { return half(f64_to_float_bits(bits)); }
  operator float() const threadgroup { return f64_to_float_bits(bits); }

  explicit operator bool() const constant { return !f64_eq_bits(bits, 0); }
  operator char() const constant { return char(f64_to_int_bits(bits)); }
  operator uchar() const constant { return uchar(f64_to_uint_bits(bits)); }
  operator short() const constant { return short(f64_to_int_bits(bits)); }
  operator ushort() const constant { return ushort(f64_to_uint_bits(bits)); }
  operator int() const constant { return f64_to_int_bits(bits); }
  operator uint() const constant { return f64_to_uint_bits(bits); }
  operator long() const constant { return f64_to_long_bits(bits); }
  operator ulong() const constant { return f64_to_ulong_bits(bits); }
  operator half() const constant { return half(f64_to_float_bits(bits)); }
  operator float() const constant { return f64_to_float_bits(bits); }
};

/// The f64 whose IEEE-754 bits are \p b (how double constants are written).
constexpr f64 f64_from_bits(ulong b) { return f64(b, true); }
/// The IEEE-754 bits of \p x (CUDA's __double_as_longlong).
inline ulong f64_to_bits(f64 x) { return x.bits; }

inline f64 operator+(f64 a, f64 b) { return f64_from_bits(f64_add_bits(a.bits, b.bits)); }
inline f64 operator-(f64 a, f64 b) { return f64_from_bits(f64_sub_bits(a.bits, b.bits)); }
inline f64 operator*(f64 a, f64 b) { return f64_from_bits(f64_mul_bits(a.bits, b.bits)); }
inline f64 operator/(f64 a, f64 b) { return f64_from_bits(f64_div_bits(a.bits, b.bits)); }
inline f64 operator-(f64 a) { return f64_from_bits(a.bits ^ 0x8000000000000000ul); }
inline f64 operator+(f64 a) { return a; }
inline bool operator==(f64 a, f64 b) { return f64_eq_bits(a.bits, b.bits); }
inline bool operator!=(f64 a, f64 b) { return !f64_eq_bits(a.bits, b.bits); }
inline bool operator<(f64 a, f64 b) { return f64_lt_bits(a.bits, b.bits); }
inline bool operator<=(f64 a, f64 b) { return f64_le_bits(a.bits, b.bits); }
inline bool operator>(f64 a, f64 b) { return f64_lt_bits(b.bits, a.bits); }
inline bool operator>=(f64 a, f64 b) { return f64_le_bits(b.bits, a.bits); }

// An operand of another arithmetic type converts to f64 first, as it would
// to double. Templates, so that they match exactly and win over the
// built-in operators reached through f64's conversions.
template <typename T> inline f64 operator+(f64 a, T b) { return a + f64(b); }
template <typename T> inline f64 operator+(T a, f64 b) { return f64(a) + b; }
template <typename T> inline f64 operator-(f64 a, T b) { return a - f64(b); }
template <typename T> inline f64 operator-(T a, f64 b) { return f64(a) - b; }
template <typename T> inline f64 operator*(f64 a, T b) { return a * f64(b); }
template <typename T> inline f64 operator*(T a, f64 b) { return f64(a) * b; }
template <typename T> inline f64 operator/(f64 a, T b) { return a / f64(b); }
template <typename T> inline f64 operator/(T a, f64 b) { return f64(a) / b; }
template <typename T> inline bool operator==(f64 a, T b) { return a == f64(b); }
template <typename T> inline bool operator==(T a, f64 b) { return f64(a) == b; }
template <typename T> inline bool operator!=(f64 a, T b) { return a != f64(b); }
template <typename T> inline bool operator!=(T a, f64 b) { return f64(a) != b; }
template <typename T> inline bool operator<(f64 a, T b) { return a < f64(b); }
template <typename T> inline bool operator<(T a, f64 b) { return f64(a) < b; }
template <typename T> inline bool operator<=(f64 a, T b) { return a <= f64(b); }
template <typename T> inline bool operator<=(T a, f64 b) { return f64(a) <= b; }
template <typename T> inline bool operator>(f64 a, T b) { return a > f64(b); }
template <typename T> inline bool operator>(T a, f64 b) { return f64(a) > b; }
template <typename T> inline bool operator>=(f64 a, T b) { return a >= f64(b); }
template <typename T> inline bool operator>=(T a, f64 b) { return f64(a) >= b; }

// Compound assignment and increments, once per address space of the
// assigned object.
inline thread f64 &operator+=(thread f64 &a, f64 b) { a = a + b; return a; }
inline thread f64 &operator-=(thread f64 &a, f64 b) { a = a - b; return a; }
inline thread f64 &operator*=(thread f64 &a, f64 b) { a = a * b; return a; }
inline thread f64 &operator/=(thread f64 &a, f64 b) { a = a / b; return a; }
inline thread f64 &operator++(thread f64 &a) { a = a + f64(1); return a; }
inline thread f64 &operator--(thread f64 &a) { a = a - f64(1); return a; }
inline f64 operator++(thread f64 &a, int) { f64 old = a; a = a + f64(1); return old; }
inline f64 operator--(thread f64 &a, int) { f64 old = a; a = a - f64(1); return old; }
inline device f64 &operator+=(device f64 &a, f64 b) { a = a + b; return a; }
inline device f64 &operator-=(device f64 &a, f64 b) { a = a - b; return a; }
inline device f64 &operator*=(device f64 &a, f64 b) { a = a * b; return a; }
inline device f64 &operator/=(device f64 &a, f64 b) { a = a / b; return a; }
inline device f64 &operator++(device f64 &a) { a = a + f64(1); return a; }
inline device f64 &operator--(device f64 &a) { a = a - f64(1); return a; }
inline f64 operator++(device f64 &a, int) { f64 old = a; a = a + f64(1); return old; }
inline f64 operator--(device f64 &a, int) { f64 old = a; a = a - f64(1); return old; }
inline threadgroup f64 &operator+=(threadgroup f64 &a, f64 b) { a = a + b; return a; }
inline threadgroup f64 &operator-=(threadgroup f64 &a, f64 b) { a = a - b; return a; }
inline threadgroup f64 &operator*=(threadgroup f64 &a, f64 b) { a = a * b; return a; }
inline threadgroup f64 &operator/=(threadgroup f64 &a, f64 b) { a = a / b; return a; }
inline threadgroup f64 &operator++(threadgroup f64 &a) { a = a + f64(1); return a; }
inline threadgroup f64 &operator--(threadgroup f64 &a) { a = a - f64(1); return a; }
inline f64 operator++(threadgroup f64 &a, int) { f64 old = a; a = a + f64(1); return old; }
inline f64 operator--(threadgroup f64 &a, int) { f64 old = a; a = a - f64(1); return old; }

// Another arithmetic type assigned an f64 result (`float w; w += 0.3 * d;`)
// computes in double and converts back, as C++ does.
template <typename T> inline thread T &operator+=(thread T &a, f64 b) { a = T(f64(a) + b); return a; }
template <typename T> inline thread T &operator-=(thread T &a, f64 b) { a = T(f64(a) - b); return a; }
template <typename T> inline thread T &operator*=(thread T &a, f64 b) { a = T(f64(a) * b); return a; }
template <typename T> inline thread T &operator/=(thread T &a, f64 b) { a = T(f64(a) / b); return a; }
template <typename T> inline device T &operator+=(device T &a, f64 b) { a = T(f64(a) + b); return a; }
template <typename T> inline device T &operator-=(device T &a, f64 b) { a = T(f64(a) - b); return a; }
template <typename T> inline device T &operator*=(device T &a, f64 b) { a = T(f64(a) * b); return a; }
template <typename T> inline device T &operator/=(device T &a, f64 b) { a = T(f64(a) / b); return a; }
template <typename T> inline threadgroup T &operator+=(threadgroup T &a, f64 b) { a = T(f64(a) + b); return a; }
template <typename T> inline threadgroup T &operator-=(threadgroup T &a, f64 b) { a = T(f64(a) - b); return a; }
template <typename T> inline threadgroup T &operator*=(threadgroup T &a, f64 b) { a = T(f64(a) * b); return a; }
template <typename T> inline threadgroup T &operator/=(threadgroup T &a, f64 b) { a = T(f64(a) / b); return a; }

/// a * b + c with one rounding (CUDA's fma on double).
inline f64 f64_fma(f64 a, f64 b, f64 c) { return f64_from_bits(f64_fma_bits(a.bits, b.bits, c.bits)); }
/// The correctly rounded square root.
inline f64 f64_sqrt(f64 a) { return f64_from_bits(f64_sqrt_bits(a.bits)); }
/// \p x rounded toward zero to int, saturating (CUDA's __double2int_rz).
inline int f64_to_int_rz(f64 x) { return f64_to_int_bits(x.bits); }
/// \p x rounded toward zero to long, saturating.
inline long f64_to_long_rz(f64 x) { return f64_to_long_bits(x.bits); }

#if METALIFY_F64_NATIVE
inline f64 f64_rint(f64 x) { return f64_from_bits(f64_raw(__builtin_rint(f64_host(x.bits)))); }
inline f64 f64_floor(f64 x) { return f64_from_bits(f64_raw(__builtin_floor(f64_host(x.bits)))); }
inline f64 f64_ceil(f64 x) { return f64_from_bits(f64_raw(__builtin_ceil(f64_host(x.bits)))); }
inline f64 f64_trunc(f64 x) { return f64_from_bits(f64_raw(__builtin_trunc(f64_host(x.bits)))); }
#else
/// \p x rounded to an integral value, ties to even.
inline f64 f64_rint(f64 x) { return f64_from_bits(f64_soft_round_integral(x.bits, f64_rn)); }
/// \p x rounded down to an integral value.
inline f64 f64_floor(f64 x) { return f64_from_bits(f64_soft_round_integral(x.bits, f64_rd)); }
/// \p x rounded up to an integral value.
inline f64 f64_ceil(f64 x) { return f64_from_bits(f64_soft_round_integral(x.bits, f64_ru)); }
/// \p x rounded toward zero to an integral value.
inline f64 f64_trunc(f64 x) { return f64_from_bits(f64_soft_round_integral(x.bits, f64_rz)); }
#endif

} // namespace metalify
