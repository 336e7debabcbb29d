// What the translation calls besides the math library (metalify_f64_math_*):
// the rounding-mode intrinsics, max/min/abs, and two-argument functions
// with one f64 argument. Unqualified calls (exp, pow, max, ...) find the f64
// overloads by argument-dependent lookup.
namespace metalify {


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

/// SIMD-group shuffles move an f64 as its two 32-bit halves: Metal's
/// shuffles take scalars and vectors of 32 bits and less.
inline f64 simd_shuffle(f64 x, ushort lane) { return f64_from_bits(as_type<ulong>(metal::simd_shuffle(as_type<uint2>(x.bits), lane))); }
inline f64 simd_shuffle_down(f64 x, ushort delta) { return f64_from_bits(as_type<ulong>(metal::simd_shuffle_down(as_type<uint2>(x.bits), delta))); }
inline f64 simd_shuffle_up(f64 x, ushort delta) { return f64_from_bits(as_type<ulong>(metal::simd_shuffle_up(as_type<uint2>(x.bits), delta))); }
inline f64 simd_shuffle_xor(f64 x, ushort mask) { return f64_from_bits(as_type<ulong>(metal::simd_shuffle_xor(as_type<uint2>(x.bits), mask))); }
inline f64 simd_broadcast(f64 x, ushort lane) { return f64_from_bits(as_type<ulong>(metal::simd_broadcast(as_type<uint2>(x.bits), lane))); }

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
