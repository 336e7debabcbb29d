// metalify_f64_soft.metal: exact software IEEE-754 binary64 arithmetic for Metal.
//
// Apple GPUs have no double, so metalify keeps every double as its 64-bit pattern in a
// ulong and does the arithmetic here, on integers only. Every function is bit-identical
// to IEEE-754 binary64 in the rounding mode it is given: subnormals are kept (no flush
// to zero), overflow gives infinity or the largest finite value as the mode says, an
// operation on a NaN gives that NaN made quiet, and an invalid operation gives the
// default NaN 0x7FF8000000000000.
//
// Internal form: a finite nonzero value is m * 2^(e - 1075) with m in [2^52, 2^53)
// (e is the biased exponent; subnormals get e < 1 after normalizing). Results are
// rounded from a 63-bit significand sig with value sig * 2^(e - 1085): the leading bit
// sits at bit 62 and the 10 bits below the 53 kept ones decide the rounding; bit 0 is
// "sticky" (ORed with every nonzero bit shifted out), which keeps rounding exact.

namespace metalify {

enum f64_rounding : int { f64_rn = 0, f64_rz = 1, f64_ru = 2, f64_rd = 3 };

constant ulong kF64Sign = 0x8000000000000000ul;
constant ulong kF64Inf = 0x7FF0000000000000ul;
constant ulong kF64Max = 0x7FEFFFFFFFFFFFFFul;
constant ulong kF64FracMask = 0x000FFFFFFFFFFFFFul;
constant ulong kF64Hidden = 0x0010000000000000ul;
constant ulong kF64QuietBit = 0x0008000000000000ul;
constant ulong kF64DefaultNaN = 0x7FF8000000000000ul;
constant ulong kF64One = 0x3FF0000000000000ul;
constant ulong kF64Half = 0x3FE0000000000000ul;

/// A 128-bit unsigned integer hi * 2^64 + lo.
struct f64_u128 {
  ulong hi;
  ulong lo;
};

/// A finite nonzero double's magnitude as m * 2^(e - 1075), m in [2^52, 2^53).
struct f64_unpacked {
  ulong m;
  int e;
};

/// Number of leading zero bits of x (64 for 0).
inline int f64_clz64(ulong x) {
  uint hi = uint(x >> 32);
  return hi != 0 ? int(clz(hi)) : 32 + int(clz(uint(x)));
}

/// x >> n for n >= 0, with bit 0 set when any 1 bit was shifted out.
inline ulong f64_shr_jam(ulong x, int n) {
  if (n <= 0) return x;
  if (n >= 64) return ulong(x != 0);
  return (x >> n) | ulong((x << (64 - n)) != 0);
}

/// Whether a is a NaN.
inline bool f64_soft_isnan(ulong a) { return (a & ~kF64Sign) > kF64Inf; }

/// Whether a is +inf or -inf.
inline bool f64_is_inf(ulong a) { return (a & ~kF64Sign) == kF64Inf; }

/// Whether a is +0 or -0.
inline bool f64_is_zero(ulong a) { return (a << 1) == 0; }

/// The NaN a, made quiet.
inline ulong f64_quiet(ulong a) { return a | kF64QuietBit; }

/// The zero that an exact x + (-x) gives: +0, but -0 when rounding toward -inf.
inline ulong f64_exact_zero(int rm) { return rm == f64_rd ? kF64Sign : 0ul; }

/// Splits the magnitude of a finite nonzero double a into m and e (subnormals normalized).
inline f64_unpacked f64_unpack(ulong a) {
  f64_unpacked u;
  int ef = int((a >> 52) & 0x7FF);
  ulong frac = a & kF64FracMask;
  if (ef != 0) {
    u.m = frac | kF64Hidden;
    u.e = ef;
    return u;
  }
  int s = f64_clz64(frac) - 11;
  u.m = frac << s;
  u.e = 1 - s;
  return u;
}

/// Whether a value truncated to an integer significand (lowest bit odd or not) must be
/// incremented, given the dropped part rest and the dropped part's halfway value half.
inline bool f64_round_up(bool odd, ulong rest, ulong half, bool neg, int rm) {
  if (rest == 0) return false;
  if (rm == f64_rn) return rest > half || (rest == half && odd);
  if (rm == f64_ru) return !neg;
  if (rm == f64_rd) return neg;
  return false;
}

/// Whether an overflowing result becomes infinity (else the largest finite value).
inline bool f64_overflow_to_inf(bool neg, int rm) {
  return rm == f64_rn || (rm == f64_ru && !neg) || (rm == f64_rd && neg);
}

/// Rounds (-1)^sign * sig * 2^(e - 1085) to a double; sig < 2^63, bit 0 may be sticky.
inline ulong f64_round_pack(ulong sign, int e, ulong sig, int rm) {
  if (sig == 0) return sign;
  int s = f64_clz64(sig) - 1;
  sig <<= s;
  e -= s;
  bool neg = sign != 0;
  if (e >= 2047) return sign | (f64_overflow_to_inf(neg, rm) ? kF64Inf : kF64Max);
  if (e <= 0) {
    // Subnormal: shift to the fixed exponent 1 first, then round once.
    sig = f64_shr_jam(sig, 1 - e);
    e = 1;
  }
  ulong m = sig >> 10;
  if (f64_round_up((m & 1) != 0, sig & 0x3FF, 0x200, neg, rm)) m += 1;
  if (e == 2046 && (m >> 53) != 0) return sign | (f64_overflow_to_inf(neg, rm) ? kF64Inf : kF64Max);
  // Adding m (hidden bit included) to (e - 1) << 52 carries into the exponent exactly when
  // m reached 2^52 (subnormal became normal) or 2^53 (rounded up to the next binade).
  return sign | ((ulong(e - 1) << 52) + m);
}

/// The product of the low 32 bits of a and of b (one 32 x 32 -> 64-bit multiply).
inline ulong f64_mul32(ulong a, ulong b) { return ulong(uint(a)) * ulong(uint(b)); }

/// The exact 128-bit product a * b, from four 32 x 32-bit products.
inline f64_u128 f64_mul64(ulong a, ulong b) {
  ulong p00 = f64_mul32(a, b), p01 = f64_mul32(a, b >> 32);
  ulong p10 = f64_mul32(a >> 32, b), p11 = f64_mul32(a >> 32, b >> 32);
  ulong mid = (p00 >> 32) + (p01 & 0xFFFFFFFFul) + (p10 & 0xFFFFFFFFul);
  f64_u128 r;
  r.lo = (mid << 32) | (p00 & 0xFFFFFFFFul);
  r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return r;
}

/// Number of leading zero bits of x (128 for 0).
inline int f64_u128_clz(f64_u128 x) {
  return x.hi != 0 ? f64_clz64(x.hi) : 64 + f64_clz64(x.lo);
}

/// x << n for 0 <= n < 128.
inline f64_u128 f64_u128_shl(f64_u128 x, int n) {
  f64_u128 r = x;
  if (n == 0) return r;
  if (n >= 64) {
    r.hi = x.lo << (n - 64);
    r.lo = 0;
    return r;
  }
  r.hi = (x.hi << n) | (x.lo >> (64 - n));
  r.lo = x.lo << n;
  return r;
}

/// x >> n for n >= 0, with bit 0 set when any 1 bit was shifted out.
inline f64_u128 f64_u128_shr_jam(f64_u128 x, int n) {
  f64_u128 r = x;
  if (n == 0) return r;
  if (n < 64) {
    r.lo = (x.lo >> n) | (x.hi << (64 - n)) | ulong((x.lo << (64 - n)) != 0);
    r.hi = x.hi >> n;
    return r;
  }
  r.hi = 0;
  if (n >= 128) {
    r.lo = ulong((x.hi | x.lo) != 0);
    return r;
  }
  r.lo = f64_shr_jam(x.hi, n - 64) | ulong(x.lo != 0);
  return r;
}

/// Approximates 2^63 / d for d in [2^31, 2^32) from below (within 3.7 units: checked for every d).
inline ulong f64_recip32(ulong d) {
  // Seed: the minimax line 48/17 - 32/17 * (d / 2^32) for 2^32 / d (error <= 1/17), then
  // three Newton steps r = r * (2 - d * r), each doubling the correct bits (4 -> 8 -> 16 -> 32).
  // Every factor stays below 2^32 (checked for every d), so each product is 32 x 32 bits.
  ulong r = 0x169696969ul - (f64_mul32(0xF0F0F0F1ul, d) >> 32);
  for (int i = 0; i < 3; ++i) r = f64_mul32(r, (0ul - f64_mul32(d, r)) >> 32) >> 31;
  return r;
}

/// floor(x * 2^58 / y) with bit 0 set when the remainder is nonzero, for y in [2^52, 2^53)
/// and x in [y, 2y).
inline ulong f64_div_sig(ulong x, ulong y) {
  // Long division in two 29-bit digits: each digit is estimated with a 32-bit reciprocal
  // of y (to within a few units) and then made exact from its remainder, computed modulo
  // 2^64 where it is small. Cost: 9 32 x 32-bit and 2 64-bit multiplies, usually 0-1
  // correction steps per digit, no division instruction (bit by bit would be 58 steps).
  ulong r = f64_recip32(y >> 21);
  ulong q1 = f64_mul32(x >> 22, r) >> 33;
  long rem = long((x << 29) - q1 * y);
  while (rem < 0) { q1 -= 1; rem += long(y); }
  while (rem >= long(y)) { q1 += 1; rem -= long(y); }
  ulong q2 = f64_mul32(ulong(rem) >> 21, r) >> 34;
  long rem2 = long((ulong(rem) << 29) - q2 * y);
  while (rem2 < 0) { q2 -= 1; rem2 += long(y); }
  while (rem2 >= long(y)) { q2 += 1; rem2 -= long(y); }
  return ((q1 << 29) + q2) | ulong(rem2 != 0);
}

/// Approximates 2^47 / sqrt(a) for a in [2^30, 2^32) (within -3.1..+1 units: checked for every a).
inline ulong f64_rsqrt32(ulong a) {
  // Seed: a minimax line for 2^31 / sqrt(a / 2^32) on each half of the range (error
  // <= 2^-4.1), then three Newton steps r = r * (3 - a * r^2) / 2 (to about 2^-31).
  // Every factor stays below 2^32 (checked for every a), so each product is 32 x 32 bits.
  ulong r = a < 0x80000000ul ? 0x13C231003ul - (f64_mul32(0x871F889Eul, a) >> 31)
                             : 0xDF8AE734ul - (f64_mul32(0x5F8BE874ul, a) >> 32);
  for (int i = 0; i < 3; ++i) {
    ulong ar2 = f64_mul32(a, f64_mul32(r, r) >> 32);  // a * r^2 * 2^62
    r = f64_mul32(r, (0xC000000000000000ul - ar2) >> 32) >> 31;
  }
  return r;
}

/// floor(sqrt(m * 2^64)) with bit 0 set when the remainder is nonzero, for m in [2^52, 2^54).
inline ulong f64_sqrt_sig(ulong m) {
  // s1 = sqrt(m) * 8 to about 30 bits from a reciprocal square root, one Newton step
  // s = s1 + (m * 2^64 - s1^2) / (2 * s1) (at 2^29 scale) to about 60 bits, then the exact
  // remainder m * 2^64 - s^2 (small, so computed modulo 2^64) corrects the last units.
  // Checked for every a: |e1| * r < 2^63.1 (no overflow); s ends within a few units of
  // the floor (-2..+1 seen). Cost: 12 32 x 32-bit and 2 64-bit multiplies, usually 0-1
  // correction steps (bit by bit would be 59 steps).
  ulong a = m >> 22;
  ulong r = f64_rsqrt32(a);  // 2^58 / sqrt(m), nearly
  ulong s1 = f64_mul32(a, r) >> 33;
  long e1 = long(m * 64 - f64_mul32(s1, s1));
  ulong d = e1 < 0 ? 0ul - (((0ul - ulong(e1)) * r) >> 33) : ((ulong(e1) * r) >> 33);
  ulong s = (s1 << 29) + d;
  long rem = long(0ul - s * s);
  while (rem < 0) { rem += long(2 * s - 1); s -= 1; }
  while (rem > long(2 * s)) { rem -= long(2 * s + 1); s += 1; }
  return s | ulong(rem != 0);
}

/// a + b, rounded per rm.
inline ulong f64_soft_add(ulong a, ulong b, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  if (f64_soft_isnan(b)) return f64_quiet(b);
  bool same = ((a ^ b) & kF64Sign) == 0;
  if (f64_is_inf(a)) return (f64_is_inf(b) && !same) ? kF64DefaultNaN : a;
  if (f64_is_inf(b)) return b;
  if ((a & ~kF64Sign) < (b & ~kF64Sign)) {
    ulong t = a;
    a = b;
    b = t;
  }
  // Now |a| >= |b|, and the result has the sign of a unless it is an exact zero.
  if (f64_is_zero(b)) return (f64_is_zero(a) && !same) ? f64_exact_zero(rm) : a;
  if (!same && (a & ~kF64Sign) == (b & ~kF64Sign)) return f64_exact_zero(rm);
  f64_unpacked ua = f64_unpack(a), ub = f64_unpack(b);
  // 9 spare bits below the significands; b's shifted-out bits end up sticky in bit 0,
  // which stays exact for subtraction too because a's low 9 bits are zero.
  ulong sa = ua.m << 9;
  ulong sb = f64_shr_jam(ub.m << 9, ua.e - ub.e);
  return f64_round_pack(a & kF64Sign, ua.e + 1, same ? sa + sb : sa - sb, rm);
}

/// a - b, rounded per rm.
inline ulong f64_soft_sub(ulong a, ulong b, int rm) {
  return f64_soft_add(a, b ^ kF64Sign, rm);
}

/// a * b, rounded per rm.
inline ulong f64_soft_mul(ulong a, ulong b, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  if (f64_soft_isnan(b)) return f64_quiet(b);
  ulong sign = (a ^ b) & kF64Sign;
  bool zero = f64_is_zero(a) || f64_is_zero(b);
  if (f64_is_inf(a) || f64_is_inf(b)) return zero ? kF64DefaultNaN : sign | kF64Inf;
  if (zero) return sign;
  f64_unpacked ua = f64_unpack(a), ub = f64_unpack(b);
  f64_u128 p = f64_mul64(ua.m, ub.m);  // in [2^104, 2^106)
  ulong sig = (p.hi << 21) | (p.lo >> 43) | ulong((p.lo << 21) != 0);
  return f64_round_pack(sign, ua.e + ub.e - 1022, sig, rm);
}

/// a / b, rounded per rm.
inline ulong f64_soft_div(ulong a, ulong b, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  if (f64_soft_isnan(b)) return f64_quiet(b);
  ulong sign = (a ^ b) & kF64Sign;
  if (f64_is_inf(a)) return f64_is_inf(b) ? kF64DefaultNaN : sign | kF64Inf;
  if (f64_is_inf(b)) return sign;
  if (f64_is_zero(b)) return f64_is_zero(a) ? kF64DefaultNaN : sign | kF64Inf;
  if (f64_is_zero(a)) return sign;
  f64_unpacked ua = f64_unpack(a), ub = f64_unpack(b);
  ulong x = ua.m;
  int e = ua.e - ub.e + 1027;
  if (x < ub.m) {
    x <<= 1;
    e -= 1;
  }
  return f64_round_pack(sign, e, f64_div_sig(x, ub.m), rm);
}

/// sqrt(a), rounded per rm (sqrt(-0) is -0).
inline ulong f64_soft_sqrt(ulong a, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  if (f64_is_zero(a)) return a;
  if ((a & kF64Sign) != 0) return kF64DefaultNaN;
  if (f64_is_inf(a)) return a;
  f64_unpacked u = f64_unpack(a);
  int ue = u.e - 1023;  // unbiased; made even so that it halves exactly
  ulong m = u.m;
  if ((ue & 1) != 0) {
    m <<= 1;
    ue -= 1;
  }
  return f64_round_pack(0ul, ue / 2 + 1027, f64_sqrt_sig(m), rm);
}

/// a * b + c with a single rounding per rm.
inline ulong f64_soft_fma(ulong a, ulong b, ulong c, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  if (f64_soft_isnan(b)) return f64_quiet(b);
  if (f64_soft_isnan(c)) return f64_quiet(c);
  ulong sp = (a ^ b) & kF64Sign;
  ulong sc = c & kF64Sign;
  bool pzero = f64_is_zero(a) || f64_is_zero(b);
  if (f64_is_inf(a) || f64_is_inf(b)) {
    if (pzero || (f64_is_inf(c) && sc != sp)) return kF64DefaultNaN;
    return sp | kF64Inf;
  }
  if (f64_is_inf(c)) return c;
  if (pzero) return (f64_is_zero(c) && sc != sp) ? f64_exact_zero(rm) : c;
  // The exact product, normalized so that its leading bit is bit 126 of 128; a 128-bit
  // value w in this form stands for w * 2^(E - 1149), so that w >> 64 fits f64_round_pack.
  f64_unpacked ua = f64_unpack(a), ub = f64_unpack(b);
  f64_u128 p = f64_mul64(ua.m, ub.m);
  int s = f64_u128_clz(p) - 1;
  p = f64_u128_shl(p, s);
  int ep = ua.e + ub.e - 1001 - s;
  if (f64_is_zero(c)) return f64_round_pack(sp, ep, p.hi | ulong(p.lo != 0), rm);
  f64_unpacked uc = f64_unpack(c);
  f64_u128 wc = {uc.m << 10, 0ul};
  int ec = uc.e;
  bool p_big = ep > ec || (ep == ec && (p.hi > wc.hi || (p.hi == wc.hi && p.lo >= wc.lo)));
  f64_u128 big = p_big ? p : wc;
  f64_u128 lesser = f64_u128_shr_jam(p_big ? wc : p, p_big ? ep - ec : ec - ep);
  int e = p_big ? ep : ec;
  ulong sign = p_big ? sp : sc;
  f64_u128 w;
  if (sp == sc) {
    w.lo = big.lo + lesser.lo;
    w.hi = big.hi + lesser.hi + ulong(w.lo < big.lo);
  } else {
    // A sticky bit 0 in lesser stays exact here: big's low 21 bits are zero.
    w.lo = big.lo - lesser.lo;
    w.hi = big.hi - lesser.hi - ulong(big.lo < lesser.lo);
  }
  if ((w.hi | w.lo) == 0) return f64_exact_zero(rm);
  int lz = f64_u128_clz(w);
  if (lz == 0) {
    w = f64_u128_shr_jam(w, 1);
    e += 1;
  } else {
    w = f64_u128_shl(w, lz - 1);
    e -= lz - 1;
  }
  return f64_round_pack(sign, e, w.hi | ulong(w.lo != 0), rm);
}

/// a == b (IEEE: false if either is NaN; +0 == -0).
inline bool f64_soft_eq(ulong a, ulong b) {
  if (f64_soft_isnan(a) || f64_soft_isnan(b)) return false;
  return a == b || ((a | b) << 1) == 0;
}

/// a < b (IEEE: false if either is NaN; -0 < +0 is false).
inline bool f64_soft_lt(ulong a, ulong b) {
  if (f64_soft_isnan(a) || f64_soft_isnan(b)) return false;
  if (((a | b) << 1) == 0) return false;
  bool na = (a & kF64Sign) != 0, nb = (b & kF64Sign) != 0;
  if (na != nb) return na;
  return na ? a > b : a < b;
}

/// a <= b (IEEE: false if either is NaN; -0 <= +0 is true).
inline bool f64_soft_le(ulong a, ulong b) {
  if (f64_soft_isnan(a) || f64_soft_isnan(b)) return false;
  if (((a | b) << 1) == 0) return true;
  bool na = (a & kF64Sign) != 0, nb = (b & kF64Sign) != 0;
  if (na != nb) return na;
  return na ? a >= b : a <= b;
}

/// (-1)^sign * mag rounded to a double per rm.
inline ulong f64_from_magnitude(ulong sign, ulong mag, int rm) {
  if ((mag >> 63) == 0) return f64_round_pack(sign, 1085, mag, rm);
  // Bit 63 is set: halve, keeping the dropped bit sticky (10 more bits are dropped anyway).
  return f64_round_pack(sign, 1086, (mag >> 1) | (mag & 1), rm);
}

/// The double nearest to v per rm (exact when v <= 2^53).
inline ulong f64_soft_from_ulong(ulong v, int rm) { return f64_from_magnitude(0ul, v, rm); }

/// The double nearest to v per rm (exact when |v| <= 2^53).
inline ulong f64_soft_from_long(long v, int rm) {
  return v < 0 ? f64_from_magnitude(kF64Sign, 0ul - ulong(v), rm) : f64_from_magnitude(0ul, ulong(v), rm);
}

/// v as a double (always exact).
inline ulong f64_soft_from_int(int v) { return f64_soft_from_long(long(v), f64_rn); }

/// v as a double (always exact).
inline ulong f64_soft_from_uint(uint v) { return f64_soft_from_ulong(ulong(v), f64_rn); }

/// f as a double (always exact; a NaN stays a NaN, made quiet).
inline ulong f64_soft_from_float(float f) {
  uint bits = as_type<uint>(f);
  ulong sign = ulong(bits & 0x80000000u) << 32;
  uint ef = (bits >> 23) & 0xFF;
  ulong frac = ulong(bits & 0x7FFFFF);
  if (ef == 0xFF) return sign | kF64Inf | (frac << 29) | (frac != 0 ? kF64QuietBit : 0ul);
  if (ef != 0) return sign | (ulong(ef + 896) << 52) | (frac << 29);
  if (frac == 0) return sign;
  // Float subnormal frac * 2^-149: with its leading bit moved to bit 52 it is
  // m * 2^(926 - s - 1075); the hidden bit adds 1 to the stored exponent 925 - s.
  int s = f64_clz64(frac) - 11;
  return sign | ((ulong(925 - s) << 52) + (frac << s));
}

/// a rounded to float per rm (float subnormals kept; overflow per IEEE for the mode).
inline float f64_soft_to_float(ulong a, int rm) {
  uint sign = uint(a >> 32) & 0x80000000u;
  bool neg = sign != 0;
  if (f64_soft_isnan(a)) return as_type<float>(sign | 0x7FC00000u | uint((a & kF64FracMask) >> 29));
  if (f64_is_inf(a)) return as_type<float>(sign | 0x7F800000u);
  if (f64_is_zero(a)) return as_type<float>(sign);
  f64_unpacked u = f64_unpack(a);
  int e = u.e - 896;  // float biased exponent; the float significand is sig >> 39
  ulong sig = u.m << 10;
  uint ovf = sign | (f64_overflow_to_inf(neg, rm) ? 0x7F800000u : 0x7F7FFFFFu);
  if (e >= 255) return as_type<float>(ovf);
  if (e <= 0) {
    sig = f64_shr_jam(sig, 1 - e);
    e = 1;
  }
  ulong m = sig >> 39;
  if (f64_round_up((m & 1) != 0, sig & 0x7FFFFFFFFFul, 0x4000000000ul, neg, rm)) m += 1;
  if (e == 254 && (m >> 24) != 0) return as_type<float>(ovf);
  return as_type<float>(sign | ((uint(e - 1) << 23) + uint(m)));
}

/// a rounded to an integral value per rm (rint, trunc, ceil, floor); keeps the sign of zero.
inline ulong f64_soft_round_integral(ulong a, int rm) {
  if (f64_soft_isnan(a)) return f64_quiet(a);
  int ef = int((a >> 52) & 0x7FF);
  if (ef >= 1075) return a;  // no fraction bits (or inf)
  ulong sign = a & kF64Sign;
  bool neg = sign != 0;
  ulong mag = a & ~kF64Sign;
  if (ef < 1023) {
    // |a| < 1: the result is 0 or 1 in magnitude; halfway is 0.5 and 0 is the even one.
    // (Bit patterns of nonnegative doubles order like their values.)
    if (mag == 0) return a;
    return sign | (f64_round_up(false, mag, kF64Half, neg, rm) ? kF64One : 0ul);
  }
  int f = 1075 - ef;  // number of fraction bits, 1..52
  ulong mask = (1ul << f) - 1;
  ulong rest = a & mask;
  ulong t = a & ~mask;
  // Adding one unit to the truncated pattern carries into the exponent when needed.
  if (f64_round_up(((a >> f) & 1) != 0, rest, 1ul << (f - 1), neg, rm)) t += 1ul << f;
  return t;
}

/// |a| rounded to an integer per rm, saturated at 2^64 - 1 (a is not a NaN).
inline ulong f64_int_magnitude(ulong a, int rm) {
  ulong r = f64_soft_round_integral(a, rm) & ~kF64Sign;
  int ef = int(r >> 52);
  if (ef < 1023) return 0ul;
  if (ef >= 1087) return ~0ul;
  ulong m = (r & kF64FracMask) | kF64Hidden;
  return ef >= 1075 ? m << (ef - 1075) : m >> (1075 - ef);
}

/// a rounded to int per rm, saturated to [INT_MIN, INT_MAX]; NaN gives 0 (as CUDA).
inline int f64_soft_to_int(ulong a, int rm) {
  if (f64_soft_isnan(a)) return 0;
  ulong mag = f64_int_magnitude(a, rm);
  if ((a & kF64Sign) == 0) return mag > 0x7FFFFFFFul ? 0x7FFFFFFF : int(mag);
  return mag >= 0x80000000ul ? -0x7FFFFFFF - 1 : -int(mag);
}

/// a rounded to uint per rm, saturated to [0, UINT_MAX]; NaN gives 0 (as CUDA).
inline uint f64_soft_to_uint(ulong a, int rm) {
  if (f64_soft_isnan(a)) return 0u;
  ulong mag = f64_int_magnitude(a, rm);
  if ((a & kF64Sign) != 0) return 0u;
  return mag > 0xFFFFFFFFul ? 0xFFFFFFFFu : uint(mag);
}

/// a rounded to long per rm, saturated to [LONG_MIN, LONG_MAX]; NaN gives LONG_MIN (as CUDA).
inline long f64_soft_to_long(ulong a, int rm) {
  long lmin = -0x7FFFFFFFFFFFFFFFL - 1;
  if (f64_soft_isnan(a)) return lmin;
  ulong mag = f64_int_magnitude(a, rm);
  if ((a & kF64Sign) == 0) return mag > 0x7FFFFFFFFFFFFFFFul ? 0x7FFFFFFFFFFFFFFFL : long(mag);
  return mag >= 0x8000000000000000ul ? lmin : -long(mag);
}

/// a rounded to ulong per rm, saturated to [0, ULONG_MAX]; NaN gives 2^63 (as CUDA).
inline ulong f64_soft_to_ulong(ulong a, int rm) {
  if (f64_soft_isnan(a)) return 0x8000000000000000ul;
  ulong mag = f64_int_magnitude(a, rm);
  return (a & kF64Sign) != 0 ? 0ul : mag;
}

}  // namespace metalify
