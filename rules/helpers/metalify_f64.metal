// The math library on metalify::f64, where CUDA's double overloads are
// called by their C names (exp, pow, sin, ...): unqualified calls find these
// overloads by argument-dependent lookup. Metal runs the software versions;
// the CPU backend calls the host's libm on the same bits, except under
// METALIFY_FP64_SOFTWARE.
namespace metalify {

#if METALIFY_F64_NATIVE
inline f64 exp(f64 x) { return f64_from_bits(f64_raw(__builtin_exp(f64_host(x.bits)))); }
inline f64 exp2(f64 x) { return f64_from_bits(f64_raw(__builtin_exp2(f64_host(x.bits)))); }
inline f64 expm1(f64 x) { return f64_from_bits(f64_raw(__builtin_expm1(f64_host(x.bits)))); }
inline f64 log(f64 x) { return f64_from_bits(f64_raw(__builtin_log(f64_host(x.bits)))); }
inline f64 log2(f64 x) { return f64_from_bits(f64_raw(__builtin_log2(f64_host(x.bits)))); }
inline f64 log10(f64 x) { return f64_from_bits(f64_raw(__builtin_log10(f64_host(x.bits)))); }
inline f64 log1p(f64 x) { return f64_from_bits(f64_raw(__builtin_log1p(f64_host(x.bits)))); }
inline f64 cbrt(f64 x) { return f64_from_bits(f64_raw(__builtin_cbrt(f64_host(x.bits)))); }
inline f64 sinh(f64 x) { return f64_from_bits(f64_raw(__builtin_sinh(f64_host(x.bits)))); }
inline f64 cosh(f64 x) { return f64_from_bits(f64_raw(__builtin_cosh(f64_host(x.bits)))); }
inline f64 tanh(f64 x) { return f64_from_bits(f64_raw(__builtin_tanh(f64_host(x.bits)))); }
inline f64 asinh(f64 x) { return f64_from_bits(f64_raw(__builtin_asinh(f64_host(x.bits)))); }
inline f64 acosh(f64 x) { return f64_from_bits(f64_raw(__builtin_acosh(f64_host(x.bits)))); }
inline f64 atanh(f64 x) { return f64_from_bits(f64_raw(__builtin_atanh(f64_host(x.bits)))); }
inline f64 erf(f64 x) { return f64_from_bits(f64_raw(__builtin_erf(f64_host(x.bits)))); }
inline f64 erfc(f64 x) { return f64_from_bits(f64_raw(__builtin_erfc(f64_host(x.bits)))); }
inline f64 lgamma(f64 x) { return f64_from_bits(f64_raw(__builtin_lgamma(f64_host(x.bits)))); }
inline f64 tgamma(f64 x) { return f64_from_bits(f64_raw(__builtin_tgamma(f64_host(x.bits)))); }
inline f64 logb(f64 x) { return f64_from_bits(f64_raw(__builtin_logb(f64_host(x.bits)))); }
inline f64 fabs(f64 x) { return f64_from_bits(f64_raw(__builtin_fabs(f64_host(x.bits)))); }
inline f64 sin(f64 x) { return f64_from_bits(f64_raw(__builtin_sin(f64_host(x.bits)))); }
inline f64 cos(f64 x) { return f64_from_bits(f64_raw(__builtin_cos(f64_host(x.bits)))); }
inline f64 tan(f64 x) { return f64_from_bits(f64_raw(__builtin_tan(f64_host(x.bits)))); }
inline f64 asin(f64 x) { return f64_from_bits(f64_raw(__builtin_asin(f64_host(x.bits)))); }
inline f64 acos(f64 x) { return f64_from_bits(f64_raw(__builtin_acos(f64_host(x.bits)))); }
inline f64 atan(f64 x) { return f64_from_bits(f64_raw(__builtin_atan(f64_host(x.bits)))); }
inline f64 floor(f64 x) { return f64_from_bits(f64_raw(__builtin_floor(f64_host(x.bits)))); }
inline f64 ceil(f64 x) { return f64_from_bits(f64_raw(__builtin_ceil(f64_host(x.bits)))); }
inline f64 trunc(f64 x) { return f64_from_bits(f64_raw(__builtin_trunc(f64_host(x.bits)))); }
inline f64 round(f64 x) { return f64_from_bits(f64_raw(__builtin_round(f64_host(x.bits)))); }
inline f64 rint(f64 x) { return f64_from_bits(f64_raw(__builtin_rint(f64_host(x.bits)))); }
inline f64 nearbyint(f64 x) { return f64_from_bits(f64_raw(__builtin_nearbyint(f64_host(x.bits)))); }
inline f64 sqrt(f64 x) { return f64_from_bits(f64_raw(__builtin_sqrt(f64_host(x.bits)))); }
inline f64 pow(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_pow(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 atan2(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_atan2(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 hypot(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_hypot(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 fdim(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_fdim(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 fmin(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_fmin(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 fmax(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_fmax(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 copysign(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_copysign(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 fmod(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_fmod(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 remainder(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_remainder(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 nextafter(f64 x, f64 y) { return f64_from_bits(f64_raw(__builtin_nextafter(f64_host(x.bits), f64_host(y.bits)))); }
inline f64 exp10(f64 x) { return f64_from_bits(f64_raw(__builtin_exp10(f64_host(x.bits)))); }
inline f64 rsqrt(f64 x) { return f64(1) / sqrt(x); }
inline f64 rcbrt(f64 x) { return f64(1) / cbrt(x); }
inline f64 fma(f64 a, f64 b, f64 c) { return f64_fma(a, b, c); }
inline f64 ldexp(f64 x, int e) { return f64_from_bits(f64_raw(__builtin_ldexp(f64_host(x.bits), e))); }
inline f64 scalbn(f64 x, int e) { return ldexp(x, e); }
inline int ilogb(f64 x) { return __builtin_ilogb(f64_host(x.bits)); }
inline f64 frexp(f64 x, thread int &e) { return f64_from_bits(f64_raw(__builtin_frexp(f64_host(x.bits), &e))); }
inline f64 modf(f64 x, thread f64 &ip) {
  __metalify_host_double i;
  f64 r = f64_from_bits(f64_raw(__builtin_modf(f64_host(x.bits), &i)));
  ip = f64_from_bits(f64_raw(i));
  return r;
}
inline f64 sincos(f64 x, thread f64 &c) { c = cos(x); return sin(x); }
/// sin(pi x): the argument is reduced exactly to [-1/2, 1/2] first.
inline f64 sinpi(f64 x) {
  __metalify_host_double d = f64_host(x.bits);
  __metalify_host_double r = d - 2 * __builtin_rint(d / 2);
  if (r > 0.5f)
    r = 1 - r;
  else if (r < -0.5f)
    r = -1 - r;
  return f64_from_bits(f64_raw(__builtin_copysign(__builtin_sin(r * f64_host(0x400921FB54442D18ul)), r == 0 ? d : r)));
}
/// cos(pi x): the argument is reduced exactly to [0, 1/4] or to a sine.
inline f64 cospi(f64 x) {
  __metalify_host_double r = __builtin_fabs(f64_host(x.bits));
  r = r - 2 * __builtin_rint(r / 2);
  __metalify_host_double sign = 1;
  if (r < 0)
    r = -r;
  if (r > 0.5f) {
    r = 1 - r;
    sign = -1;
  }
  __metalify_host_double pi = f64_host(0x400921FB54442D18ul);
  __metalify_host_double c = r > 0.25f ? __builtin_sin((0.5f - r) * pi) : __builtin_cos(r * pi);
  return f64_from_bits(f64_raw(sign * c));
}
inline long lround(f64 x) { return __builtin_lround(f64_host(x.bits)); }
inline long llround(f64 x) { return lround(x); }
inline bool isnan(f64 x) { return __builtin_isnan(f64_host(x.bits)); }
inline bool isinf(f64 x) { return __builtin_isinf(f64_host(x.bits)); }
inline bool isfinite(f64 x) { return __builtin_isfinite(f64_host(x.bits)); }
inline bool signbit(f64 x) { return (x.bits >> 63) != 0; }
#endif

/// CUDA's double intrinsics with a rounding mode (__dadd_rz, __fma_ru,
/// __double2int_rd, ...): the software operation, whichever the backend.
inline f64 f64_add_rm(f64 a, f64 b, int rm) { return f64_from_bits(f64_soft_add(a.bits, b.bits, rm)); }
inline f64 f64_mul_rm(f64 a, f64 b, int rm) { return f64_from_bits(f64_soft_mul(a.bits, b.bits, rm)); }
inline f64 f64_div_rm(f64 a, f64 b, int rm) { return f64_from_bits(f64_soft_div(a.bits, b.bits, rm)); }
inline f64 f64_sqrt_rm(f64 a, int rm) { return f64_from_bits(f64_soft_sqrt(a.bits, rm)); }
inline f64 f64_fma_rm(f64 a, f64 b, f64 c, int rm) { return f64_from_bits(f64_soft_fma(a.bits, b.bits, c.bits, rm)); }
inline float f64_to_float_rm(f64 a, int rm) { return f64_soft_to_float(a.bits, rm); }
inline int f64_to_int_rm(f64 a, int rm) { return f64_soft_to_int(a.bits, rm); }
inline uint f64_to_uint_rm(f64 a, int rm) { return f64_soft_to_uint(a.bits, rm); }
inline long f64_to_long_rm(f64 a, int rm) { return f64_soft_to_long(a.bits, rm); }
inline f64 f64_from_long_rm(long v, int rm) { return f64_from_bits(f64_soft_from_long(v, rm)); }

/// CUDA's max and min on double are fmax and fmin.
inline f64 max(f64 x, f64 y) { return fmax(x, y); }
inline f64 min(f64 x, f64 y) { return fmin(x, y); }
inline f64 abs(f64 x) { return fabs(x); }

// A two-argument function with one f64 argument converts the other, as
// CUDA's overloads promote it to double.
template <typename T> inline f64 pow(f64 x, T y) { return pow(x, f64(y)); }
template <typename T> inline f64 pow(T x, f64 y) { return pow(f64(x), y); }
template <typename T> inline f64 atan2(f64 x, T y) { return atan2(x, f64(y)); }
template <typename T> inline f64 atan2(T x, f64 y) { return atan2(f64(x), y); }
template <typename T> inline f64 hypot(f64 x, T y) { return hypot(x, f64(y)); }
template <typename T> inline f64 hypot(T x, f64 y) { return hypot(f64(x), y); }
template <typename T> inline f64 fdim(f64 x, T y) { return fdim(x, f64(y)); }
template <typename T> inline f64 fdim(T x, f64 y) { return fdim(f64(x), y); }
template <typename T> inline f64 fmin(f64 x, T y) { return fmin(x, f64(y)); }
template <typename T> inline f64 fmin(T x, f64 y) { return fmin(f64(x), y); }
template <typename T> inline f64 fmax(f64 x, T y) { return fmax(x, f64(y)); }
template <typename T> inline f64 fmax(T x, f64 y) { return fmax(f64(x), y); }
template <typename T> inline f64 copysign(f64 x, T y) { return copysign(x, f64(y)); }
template <typename T> inline f64 copysign(T x, f64 y) { return copysign(f64(x), y); }
template <typename T> inline f64 fmod(f64 x, T y) { return fmod(x, f64(y)); }
template <typename T> inline f64 fmod(T x, f64 y) { return fmod(f64(x), y); }
template <typename T> inline f64 remainder(f64 x, T y) { return remainder(x, f64(y)); }
template <typename T> inline f64 remainder(T x, f64 y) { return remainder(f64(x), y); }
template <typename T> inline f64 nextafter(f64 x, T y) { return nextafter(x, f64(y)); }
template <typename T> inline f64 nextafter(T x, f64 y) { return nextafter(f64(x), y); }
template <typename T> inline f64 min(f64 x, T y) { return min(x, f64(y)); }
template <typename T> inline f64 min(T x, f64 y) { return min(f64(x), y); }
template <typename T> inline f64 max(f64 x, T y) { return max(x, f64(y)); }
template <typename T> inline f64 max(T x, f64 y) { return max(f64(x), y); }

} // namespace metalify
