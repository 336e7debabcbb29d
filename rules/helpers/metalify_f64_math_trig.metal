// Trigonometric, inverse trigonometric and rounding functions of CUDA's
// double (metalify::f64), built only on f64's exact arithmetic.
//
// sin, cos and tan reduce x to r = x - q*pi/2 with |r| <= pi/4, carried as
// a double-double (r.hi + r.lo): Cody-Waite (pi/2 in three parts) below
// 2^32, Payne-Hanek (integer product with the bits of 2/pi) above, so even
// the doubles nearest a multiple of pi/2 (|r| ~ 2^-61) keep full accuracy.
// The inverse functions reduce to atan(t), |t| <= 1/16, around a table of
// atan(i/8). Every polynomial is a minimax fit (Remez in mpmath, its
// coefficients rounded to binary64 one at a time) with error below 2^-63 of
// the result, and the reductions keep ~2^-100, so what is left is about the
// final rounding: at most 0.8 ulp measured (tan; 0.5 for the inverse
// functions), inside the CUDA Programming Guide's 2 ulp for each function.
//
// Constants are IEEE bit patterns: MSL has no double literals.

// Both backends run these: on the CPU, f64's operations are the host's
// double, so the results are the bits Metal computes.
namespace metalify {

// ---------------------------------------------------------------------------
// Small tools
// ---------------------------------------------------------------------------

/// |x|: x with its sign bit cleared.
inline f64 f64_trig_abs(f64 x) { return f64_from_bits(f64_to_bits(x) & 0x7FFFFFFFFFFFFFFFul); }

/// The magnitude of x with the sign of s.
inline f64 f64_trig_copysign(f64 x, f64 s) {
  return f64_from_bits((f64_to_bits(x) & 0x7FFFFFFFFFFFFFFFul) | (f64_to_bits(s) & 0x8000000000000000ul));
}

/// Whether the sign bit of x is set (true for -0 and negative NaNs too).
inline bool f64_trig_signbit(f64 x) { return (f64_to_bits(x) >> 63) != 0; }

/// Whether x is an infinity or a NaN.
inline bool f64_trig_nonfinite(f64 x) {
  return (f64_to_bits(x) & 0x7FF0000000000000ul) == 0x7FF0000000000000ul;
}

/// 2^e for -1022 <= e <= 1023.
inline f64 f64_trig_pow2(int e) { return f64_from_bits(ulong(e + 1023) << 52); }

/// The quiet NaN returned for arguments outside a function's domain.
inline f64 f64_trig_nan() { return f64_from_bits(0x7FF8000000000000ul); }

/// Leading zero bits of a 64-bit value (64 for 0).
inline int f64_trig_clz64(ulong v) {
  uint h = uint(v >> 32);
  return h != 0u ? int(clz(h)) : 32 + int(clz(uint(v)));
}

/// pi/2 rounded to binary64.
inline f64 f64_trig_pio2_hi() { return f64_from_bits(0x3FF921FB54442D18ul); }
/// pi/2 - f64_trig_pio2_hi(), rounded.
inline f64 f64_trig_pio2_lo() { return f64_from_bits(0x3C91A62633145C07ul); }
/// pi rounded to binary64.
inline f64 f64_trig_pi_hi() { return f64_from_bits(0x400921FB54442D18ul); }
/// pi - f64_trig_pi_hi(), rounded.
inline f64 f64_trig_pi_lo() { return f64_from_bits(0x3CA1A62633145C07ul); }

// ---------------------------------------------------------------------------
// Double-double pieces: a value hi + lo with |lo| <= ulp(hi) / 2.
// ---------------------------------------------------------------------------

/// An unevaluated sum hi + lo carrying about 106 bits.
struct f64_trig_dd {
  f64 hi;
  f64 lo;
};

/// a + b exactly, as a rounded sum and its error (any magnitudes).
inline f64_trig_dd f64_trig_two_sum(f64 a, f64 b) {
  f64 s = a + b;
  f64 bb = s - a;
  return f64_trig_dd{s, (a - (s - bb)) + (b - bb)};
}

/// a + b exactly, as a rounded sum and its error, when |a| >= |b|.
inline f64_trig_dd f64_trig_fast_two_sum(f64 a, f64 b) {
  f64 s = a + b;
  return f64_trig_dd{s, b - (s - a)};
}

/// (ah + al) - b as a double-double; used with |ah| >= 2|b.hi|.
inline f64_trig_dd f64_trig_dd_sub(f64 ah, f64 al, f64_trig_dd b) {
  f64_trig_dd s = f64_trig_two_sum(ah, -b.hi);
  return f64_trig_fast_two_sum(s.hi, s.lo + (al - b.lo));
}

/// (a.hi + a.lo) / (b.hi + b.lo), rounded once at the end.
inline f64 f64_trig_dd_div(f64_trig_dd a, f64_trig_dd b) {
  f64 q = a.hi / b.hi;
  // fma gives the exact remainder a.hi - q*b.hi.
  f64 rem = f64_fma(-q, b.hi, a.hi) + (a.lo - q * b.lo);
  return q + rem / b.hi;
}

/// sqrt(w.hi + w.lo) as a double-double, for w >= 0.
inline f64_trig_dd f64_trig_dd_sqrt(f64_trig_dd w) {
  if (w.hi == f64(0)) return f64_trig_dd{f64(0), f64(0)};
  f64 s = f64_sqrt(w.hi);
  f64 rem = f64_fma(-s, s, w.hi) + w.lo;
  return f64_trig_fast_two_sum(s, rem / (s + s));
}

// ---------------------------------------------------------------------------
// Argument reduction for sin, cos and tan: x = q*pi/2 + r, |r| <= pi/4.
// ---------------------------------------------------------------------------

/// x - q*pi/2 as the double-double (hi, lo), with q mod 4 in q.
struct f64_trig_reduced {
  f64 hi;
  f64 lo;
  int q;
};

/// Cody-Waite reduction for |x| < 2^32, using pi/2 as three binary64 parts.
inline f64_trig_reduced f64_trig_reduce_medium(f64 x) {
  f64 k = f64_rint(x * f64_from_bits(0x3FE45F306DC9C883ul)); // x * 2/pi
  // x - k*P1 is exact: both are multiples of 2^-53 and the difference is < 1.
  f64 r1 = f64_fma(-k, f64_from_bits(0x3FF921FB54442D18ul), x);
  f64 p2 = k * f64_from_bits(0x3C91A62633145C07ul);
  f64 p2err = f64_fma(k, f64_from_bits(0x3C91A62633145C07ul), -p2);
  f64_trig_dd d = f64_trig_two_sum(r1, -p2);
  // P1+P2+P3 is pi/2 to 2^-163, so with |k| < 2^32 r keeps ~2^-130 absolute.
  f64 tail = d.lo - (p2err + k * f64_from_bits(0xB91F1976B7ED8FBCul));
  f64_trig_dd r = f64_trig_fast_two_sum(d.hi, tail);
  return f64_trig_reduced{r.hi, r.lo, int(f64_to_long_rz(k) & 3l)};
}

/// 2/pi in binary: word j holds bits 32j+1 .. 32j+32 after the binary point.
constant uint kF64TrigTwoOverPi[40] = {
    0xA2F9836Eu, 0x4E441529u, 0xFC2757D1u, 0xF534DDC0u, 0xDB629599u, 0x3C439041u,
    0xFE5163ABu, 0xDEBBC561u, 0xB7246E3Au, 0x424DD2E0u, 0x06492EEAu, 0x09D1921Cu,
    0xFE1DEB1Cu, 0xB129A73Eu, 0xE88235F5u, 0x2EBB4484u, 0xE99C7026u, 0xB45F7E41u,
    0x3991D639u, 0x835339F4u, 0x9C845F8Bu, 0xBDF9283Bu, 0x1FF897FFu, 0xDE05980Fu,
    0xEF2F118Bu, 0x5A0A6D1Fu, 0x6D367ECFu, 0x27CB09B7u, 0x4F463F66u, 0x9E5FEA2Du,
    0x7527BAC7u, 0xEBE5F17Bu, 0x3D0739F7u, 0x8A5292EAu, 0x6BFB5FB1u, 0x1F8D5D08u,
    0x56033046u, 0xFC7B6BABu, 0xF0CFBC20u, 0x9AF4361Du,
};

/// Payne-Hanek reduction for finite |x| >= 2^32: x*2/pi from an exact
/// integer product of x's 53-bit significand with 224 bits of 2/pi.
inline f64_trig_reduced f64_trig_reduce_large(f64 x) {
  ulong bits = f64_to_bits(x);
  int e = int((bits >> 52) & 0x7FFul) - 1075; // |x| = m * 2^e
  ulong m = (bits & 0x000FFFFFFFFFFFFFul) | 0x0010000000000000ul;
  // Words before j0 only add multiples of 4 to x*2/pi: they cannot change
  // sin, cos or tan, so the product starts at word j0.
  int j0 = e >= 2 ? (e - 2) >> 5 : 0;

  // p = m * (words j0 .. j0+6), little-endian 32-bit limbs from p[1];
  // p[0] = 0 pads the bottom so every 32-bit window below lies inside p.
  uint p[10];
  p[0] = 0u;
  ulong mlo = m & 0xFFFFFFFFul;
  ulong mhi = m >> 32;
  ulong carry = 0ul;
  for (int t = 0; t < 7; ++t) {
    ulong v = mlo * ulong(kF64TrigTwoOverPi[j0 + 6 - t]) + carry;
    p[1 + t] = uint(v);
    carry = v >> 32;
  }
  p[8] = uint(carry);
  carry = 0ul;
  for (int t = 0; t < 7; ++t) {
    ulong v = mhi * ulong(kF64TrigTwoOverPi[j0 + 6 - t]) + ulong(p[2 + t]) + carry;
    p[2 + t] = uint(v);
    carry = v >> 32;
  }
  p[9] = uint(carry);

  // The binary point of x*2/pi lies above bit s of p (s >= 191+32): the two
  // bits above it are q mod 4, the 192 below it the fraction.
  int s = 32 * (j0 + 7) - e + 32;
  uint w[7];
  for (int t = 0; t < 7; ++t) {
    int pos = s - 32 * t;
    int i = pos >> 5;
    w[t] = uint((ulong(p[i]) | (ulong(p[i + 1]) << 32)) >> (pos & 31));
  }
  int q = int(w[0] & 3u);
  ulong a = (ulong(w[1]) << 32) | ulong(w[2]);
  ulong b = (ulong(w[3]) << 32) | ulong(w[4]);
  ulong c = (ulong(w[5]) << 32) | ulong(w[6]);

  // A fraction >= 1/2 rounds q up and leaves r = (fraction - 1) * pi/2 < 0.
  bool neg = (a >> 63) != 0ul;
  if (neg) {
    c = ~c + 1ul;
    b = ~b + (c == 0ul ? 1ul : 0ul);
    a = ~a + ((c == 0ul && b == 0ul) ? 1ul : 0ul);
    q += 1;
  }

  // Normalise: the fraction is >= 2^-64 for every double, the extra word
  // only keeps the shift below well defined.
  int lead = 0;
  if (a == 0ul) {
    a = b;
    b = c;
    c = 0ul;
    lead = 64;
  }
  int lz = f64_trig_clz64(a);
  if (lz != 0) {
    a = (a << lz) | (b >> (64 - lz));
    b = (b << lz) | (c >> (64 - lz));
  }
  lead += lz;
  // fraction = a * 2^(-64-lead) + b * 2^(-128-lead): its top 53 bits are
  // exact in fhi, the next 64 rounded in flo.
  f64 fhi = f64_from_bits((ulong(1022 - lead) << 52) | ((a >> 11) & 0x000FFFFFFFFFFFFFul));
  f64 flo = f64(((a & 0x7FFul) << 53) | (b >> 11)) * f64_trig_pow2(-117 - lead);

  // r = fraction * pi/2 as a double-double.
  f64 rhi = fhi * f64_trig_pio2_hi();
  f64 rlo = f64_fma(fhi, f64_trig_pio2_hi(), -rhi) + (fhi * f64_trig_pio2_lo() + flo * f64_trig_pio2_hi());
  f64_trig_dd r = f64_trig_fast_two_sum(rhi, rlo);

  bool xneg = f64_trig_signbit(x);
  if (xneg) q = -q;
  if (neg != xneg) r = f64_trig_dd{-r.hi, -r.lo};
  return f64_trig_reduced{r.hi, r.lo, q & 3};
}

/// x - q*pi/2 with |r| <= pi/4 (a hair more below 2^32), for finite x.
inline f64_trig_reduced f64_trig_reduce(f64 x) {
  if (f64_trig_abs(x) < f64_from_bits(0x41F0000000000000ul)) return f64_trig_reduce_medium(x); // 2^32
  return f64_trig_reduce_large(x);
}

// ---------------------------------------------------------------------------
// Kernels on |r| <= 0.7855 (r = x + xl as a double-double)
// ---------------------------------------------------------------------------

/// S(z) with sin(r) ~ r + r^3 * S(r^2) (minimax, relative error < 2^-63).
inline f64 f64_trig_sin_poly(f64 z) {
  f64 p = f64_from_bits(0xBD69F70E4C558E88ul);
  p = f64_fma(p, z, f64_from_bits(0x3DE6108B3A89B2B7ul));
  p = f64_fma(p, z, f64_from_bits(0xBE5AE642AD5E66BCul));
  p = f64_fma(p, z, f64_from_bits(0x3EC71DE3A32A93F9ul));
  p = f64_fma(p, z, f64_from_bits(0xBF2A01A019FFDBA2ul));
  p = f64_fma(p, z, f64_from_bits(0x3F81111111111067ul));
  return f64_fma(p, z, f64_from_bits(0xBFC5555555555555ul));
}

/// C(z) with cos(r) ~ 1 - r^2/2 + r^4 * C(r^2) (minimax, error < 2^-69).
inline f64 f64_trig_cos_poly(f64 z) {
  f64 p = f64_from_bits(0x3D29C353186FC0E4ul);
  p = f64_fma(p, z, f64_from_bits(0xBDA93713FA2D13A1ul));
  p = f64_fma(p, z, f64_from_bits(0x3E21EED6D06D1B38ul));
  p = f64_fma(p, z, f64_from_bits(0xBE927E4FB5838DFEul));
  p = f64_fma(p, z, f64_from_bits(0x3EFA01A019FFB556ul));
  p = f64_fma(p, z, f64_from_bits(0xBF56C16C16C16B2Aul));
  return f64_fma(p, z, f64_from_bits(0x3FA5555555555555ul));
}

/// sin(x + xl) as a double-double whose hi is the rounded result.
inline f64_trig_dd f64_trig_sin_kernel(f64 x, f64 xl) {
  f64 z = x * x;
  // sin(x + xl) = sin(x) + xl*cos(x) + O(xl^2), cos(x) ~ 1 - z/2 here.
  f64 tail = f64_fma(z * x, f64_trig_sin_poly(z), xl * (f64(1) - z * f64(0.5f)));
  return f64_trig_fast_two_sum(x, tail);
}

/// cos(x + xl) as a double-double whose hi is the rounded result.
inline f64_trig_dd f64_trig_cos_kernel(f64 x, f64 xl) {
  f64 z = x * x;
  f64 zerr = f64_fma(x, x, -z); // x*x = z + zerr exactly
  f64 hz = z * f64(0.5f);
  f64 w = f64(1) - hz;
  // (1 - w) - hz is exactly the rounding error of w (Sterbenz, w >= 1/2).
  f64 tail = ((f64(1) - w) - hz) - (zerr * f64(0.5f) + x * xl);
  tail = f64_fma(z * z, f64_trig_cos_poly(z), tail);
  return f64_trig_fast_two_sum(w, tail);
}

/// True when |x| is below 2^-27, where sin x, tan x round to x and cos x to 1.
inline bool f64_trig_is_tiny(f64 x) { return f64_trig_abs(x) < f64_from_bits(0x3E40000000000000ul); }

// ---------------------------------------------------------------------------
// sin, cos, tan, sincos, sinpi, cospi
// ---------------------------------------------------------------------------

/// Sine of x (radians); sin(+-0) = +-0, sin(+-inf) = NaN.
inline f64 sin(f64 x) {
  if (f64_trig_is_tiny(x)) return x;
  if (f64_trig_nonfinite(x)) return x - x;
  f64_trig_reduced r = f64_trig_reduce(x);
  f64 v = (r.q & 1) != 0 ? f64_trig_cos_kernel(r.hi, r.lo).hi : f64_trig_sin_kernel(r.hi, r.lo).hi;
  return (r.q & 2) != 0 ? -v : v;
}

/// Cosine of x (radians); cos(+-0) = 1, cos(+-inf) = NaN.
inline f64 cos(f64 x) {
  if (f64_trig_is_tiny(x)) return f64(1);
  if (f64_trig_nonfinite(x)) return x - x;
  f64_trig_reduced r = f64_trig_reduce(x);
  f64 v = (r.q & 1) != 0 ? f64_trig_sin_kernel(r.hi, r.lo).hi : f64_trig_cos_kernel(r.hi, r.lo).hi;
  return ((r.q + 1) & 2) != 0 ? -v : v;
}

/// Tangent of x (radians); tan(+-0) = +-0, tan(+-inf) = NaN.
inline f64 tan(f64 x) {
  if (f64_trig_is_tiny(x)) return x;
  if (f64_trig_nonfinite(x)) return x - x;
  f64_trig_reduced r = f64_trig_reduce(x);
  f64_trig_dd s = f64_trig_sin_kernel(r.hi, r.lo);
  f64_trig_dd c = f64_trig_cos_kernel(r.hi, r.lo);
  // tan(r + q*pi/2) is tan(r) for even q and -1/tan(r) for odd q.
  return (r.q & 1) != 0 ? -f64_trig_dd_div(c, s) : f64_trig_dd_div(s, c);
}

/// Sine of x, returned, and cosine of x, stored in c (one reduction).
inline f64 sincos(f64 x, thread f64 &c) {
  if (f64_trig_is_tiny(x)) {
    c = f64(1);
    return x;
  }
  if (f64_trig_nonfinite(x)) {
    c = x - x;
    return x - x;
  }
  f64_trig_reduced r = f64_trig_reduce(x);
  f64 sv = f64_trig_sin_kernel(r.hi, r.lo).hi;
  f64 cv = f64_trig_cos_kernel(r.hi, r.lo).hi;
  f64 sn = (r.q & 1) != 0 ? cv : sv;
  f64 cs = (r.q & 1) != 0 ? sv : cv;
  c = ((r.q + 1) & 2) != 0 ? -cs : cs;
  return (r.q & 2) != 0 ? -sn : sn;
}

/// pi * f as a double-double (f exact, |f| <= 1/4).
inline f64_trig_dd f64_trig_pi_times(f64 f) {
  f64 hi = f * f64_trig_pi_hi();
  f64 lo = f64_fma(f, f64_trig_pi_hi(), -hi) + f * f64_trig_pi_lo();
  return f64_trig_fast_two_sum(hi, lo);
}

/// pi * x correctly rounded, for 0 <= x < 2^-960 (where sin(pi*x) rounds
/// like pi*x), subnormal results included.
inline f64 f64_trig_pi_times_tiny(f64 x) {
  // Scaled by 2^120, pi*y = v + vl is exact to ~2^-106 and nothing underflows.
  f64 y = x * f64_trig_pow2(120);
  f64 v = y * f64_trig_pi_hi();
  f64 vl = f64_fma(y, f64_trig_pi_hi(), -v) + y * f64_trig_pi_lo();
  f64 t = (v + vl) * f64_trig_pow2(-120);
  if (t >= f64_from_bits(0x0010000000000000ul)) return t; // normal: the scaling was exact
  // A subnormal t was rounded twice (53 bits, then the subnormal grid): if
  // it is more than half a subnormal ulp (2^-955 scaled) from pi*y, step back.
  f64 err = (t * f64_trig_pow2(120) - v) - vl;
  if (err > f64_trig_pow2(-955)) return f64_from_bits(f64_to_bits(t) - 1ul);
  if (err < -f64_trig_pow2(-955)) return f64_from_bits(f64_to_bits(t) + 1ul);
  return t;
}

/// sin(pi * x) without rounding pi * x; sinpi(+-0) = +-0, sinpi(n) = +0 or -0
/// with the sign of the integer n, sinpi(+-inf) = NaN.
inline f64 sinpi(f64 x) {
  if (f64_trig_nonfinite(x)) return x - x;
  // Doubles from 2^53 up are even integers (2^52 up are integers).
  f64 ax = f64_trig_abs(x);
  if (ax >= f64_from_bits(0x4340000000000000ul)) return f64_trig_copysign(f64(0), x);
  if (ax < f64_from_bits(0x03F0000000000000ul)) return f64_trig_copysign(f64_trig_pi_times_tiny(ax), x);
  f64 n = f64_rint(x + x);   // x + x and x - n/2 are exact
  f64 f = x - n * f64(0.5f); // |f| <= 1/4
  int q = int(f64_to_long_rz(n) & 3l);
  if (f == f64(0) && (q & 1) == 0) return f64_trig_copysign(f64(0), x);
  f64_trig_dd r = f64_trig_pi_times(f);
  f64 v = (q & 1) != 0 ? f64_trig_cos_kernel(r.hi, r.lo).hi : f64_trig_sin_kernel(r.hi, r.lo).hi;
  return (q & 2) != 0 ? -v : v;
}

/// cos(pi * x) without rounding pi * x; cospi(n + 1/2) = +0, cospi(+-inf) = NaN.
inline f64 cospi(f64 x) {
  if (f64_trig_nonfinite(x)) return x - x;
  if (f64_trig_abs(x) >= f64_from_bits(0x4340000000000000ul)) return f64(1); // even integers
  f64 n = f64_rint(x + x);
  f64 f = x - n * f64(0.5f);
  int q = int(f64_to_long_rz(n) & 3l);
  if (f == f64(0) && (q & 1) != 0) return f64(0);
  f64_trig_dd r = f64_trig_pi_times(f);
  f64 v = (q & 1) != 0 ? f64_trig_sin_kernel(r.hi, r.lo).hi : f64_trig_cos_kernel(r.hi, r.lo).hi;
  return ((q + 1) & 2) != 0 ? -v : v;
}

// ---------------------------------------------------------------------------
// atan, atan2, asin, acos
// ---------------------------------------------------------------------------

/// atan(i/8), i = 0..8, as (hi, lo) pairs.
constant ulong kF64TrigAtanEighths[18] = {
    0x0000000000000000ul, 0x0000000000000000ul, //
    0x3FBFD5BA9AAC2F6Eul, 0xBC4CD37686760C17ul, //
    0x3FCF5B75F92C80DDul, 0x3C68AB6E3CF7AFBDul, //
    0x3FD6F61941E4DEF1ul, 0xBC7C63AAE6F6E918ul, //
    0x3FDDAC670561BB4Ful, 0x3C7A2B7F222F65E2ul, //
    0x3FE1E00BABDEFEB4ul, 0xBC5928DF287A668Ful, //
    0x3FE4978FA3269EE1ul, 0x3C72419A87F2A458ul, //
    0x3FE700A7C5784634ul, 0xBC78C34D25AADEF6ul, //
    0x3FE921FB54442D18ul, 0x3C81A62633145C07ul, //
};

/// A(z) with atan(t) ~ t + t^3 * A(t^2) for |t| <= 1/16 (relative error < 2^-69).
inline f64 f64_trig_atan_poly(f64 z) {
  f64 p = f64_from_bits(0x3FB343A17C246FAEul);
  p = f64_fma(p, z, f64_from_bits(0xBFB744ED03FF9BFDul));
  p = f64_fma(p, z, f64_from_bits(0x3FBC71C645607E38ul));
  p = f64_fma(p, z, f64_from_bits(0xBFC24924921840EDul));
  p = f64_fma(p, z, f64_from_bits(0x3FC9999999998FA4ul));
  return f64_fma(p, z, f64_from_bits(0xBFD5555555555555ul));
}

/// atan((nh + nl) / (dh + dl)) as a double-double, for 0 <= n <= d, d > 0
/// and d normal.
inline f64_trig_dd f64_trig_atan_ratio(f64 nh, f64 nl, f64 dh, f64 dl) {
  f64 qh = nh / dh;
  // Below 2^-900, atan(q) = q - q^3/3 rounds like q: qh is already right.
  if (qh < f64_from_bits(0x07B0000000000000ul)) return f64_trig_dd{qh, f64(0)};
  // The fma remainder nh - qh*dh is exact only while nh >= 2^-967; below,
  // q < 2^-60 and atan(q) rounds like q itself.
  f64 ql = f64(0);
  if (nh >= f64_from_bits(0x0380000000000000ul))
    ql = (f64_fma(-qh, dh, nh) + (nl - qh * dl)) / dh;
  // atan(q) = atan(c) + atan(t), t = (q - c) / (1 + q*c), c = i/8 nearest q.
  int i = f64_to_int_rz(f64_rint(qh * f64(8)));
  f64 c = f64(i) * f64_from_bits(0x3FC0000000000000ul);
  f64_trig_dd num = f64_trig_two_sum(qh - c, ql); // qh - c is exact (Sterbenz)
  f64 den = f64_fma(qh, c, f64(1));
  f64 denl = f64_fma(qh, c, f64(1) - den) + ql * c;
  f64 th = num.hi / den;
  f64 tl = (f64_fma(-th, den, num.hi) + (num.lo - th * denl)) / den;
  f64 z = th * th;
  f64 tail = f64_fma(th * z, f64_trig_atan_poly(z), tl);
  f64_trig_dd s = f64_trig_two_sum(f64_from_bits(kF64TrigAtanEighths[2 * i]), th);
  return f64_trig_fast_two_sum(s.hi, s.lo + (f64_from_bits(kF64TrigAtanEighths[2 * i + 1]) + tail));
}

/// atan(y / x) for y, x >= 0, finite, not both 0, x normal when y <= x and
/// y normal when y > x; in [0, pi/2] as a double-double.
inline f64_trig_dd f64_trig_atan_quadrant(f64 yh, f64 yl, f64 xh, f64 xl) {
  if (yh <= xh) return f64_trig_atan_ratio(yh, yl, xh, xl);
  return f64_trig_dd_sub(f64_trig_pio2_hi(), f64_trig_pio2_lo(), f64_trig_atan_ratio(xh, xl, yh, yl));
}

/// Arc tangent of x, in [-pi/2, pi/2]; atan(+-0) = +-0, atan(+-inf) = +-pi/2.
inline f64 atan(f64 x) {
  if (x != x) return x + x;
  f64 a = f64_trig_abs(x);
  if (a < f64_from_bits(0x3E40000000000000ul)) return x; // |x| < 2^-27: atan x rounds to x
  // Above 2^56, pi/2 - 1/x rounds to pi/2 (this includes infinity).
  if (a > f64_from_bits(0x4370000000000000ul)) return f64_trig_copysign(f64_trig_pio2_hi(), x);
  f64_trig_dd r = f64_trig_atan_quadrant(a, f64(0), f64(1), f64(0));
  return f64_trig_copysign(r.hi, x);
}

/// Arc tangent of y/x using the signs of both to pick the quadrant, in
/// [-pi, pi], with C99 Annex F's signed zeros and infinities.
inline f64 atan2(f64 y, f64 x) {
  if (x != x || y != y) return x + y;
  f64 ay = f64_trig_abs(y);
  f64 ax = f64_trig_abs(x);
  bool xneg = f64_trig_signbit(x);
  f64 inf = f64_from_bits(0x7FF0000000000000ul);
  if (y == f64(0)) return f64_trig_copysign(xneg ? f64_trig_pi_hi() : f64(0), y);
  if (x == f64(0)) return f64_trig_copysign(f64_trig_pio2_hi(), y);
  if (ax == inf) {
    if (ay == inf) // 3pi/4 or pi/4
      return f64_trig_copysign(f64_from_bits(xneg ? 0x4002D97C7F3321D2ul : 0x3FE921FB54442D18ul), y);
    return f64_trig_copysign(xneg ? f64_trig_pi_hi() : f64(0), y);
  }
  if (ay == inf) return f64_trig_copysign(f64_trig_pio2_hi(), y);
  // Both tiny: scale by 2^1000 (exact) so the larger one is normal.
  if (ax < f64_from_bits(0x0830000000000000ul) && ay < f64_from_bits(0x0830000000000000ul)) {
    ax = ax * f64_trig_pow2(1000);
    ay = ay * f64_trig_pow2(1000);
  }
  f64_trig_dd r = f64_trig_atan_quadrant(ay, f64(0), ax, f64(0));
  if (xneg) r = f64_trig_dd_sub(f64_trig_pi_hi(), f64_trig_pi_lo(), r);
  return f64_trig_copysign(r.hi, y);
}

/// sqrt(1 - a*a) for 0 <= a <= 1, as a double-double.
inline f64_trig_dd f64_trig_sqrt_one_minus_sq(f64 a) {
  f64 p = a * a;
  f64 perr = f64_fma(a, a, -p); // a*a = p + perr exactly
  f64_trig_dd w = f64_trig_two_sum(f64(1), -p);
  return f64_trig_dd_sqrt(f64_trig_fast_two_sum(w.hi, w.lo - perr));
}

/// Arc sine of x, in [-pi/2, pi/2]; asin(+-0) = +-0, NaN for |x| > 1.
inline f64 asin(f64 x) {
  if (x != x) return x + x;
  f64 a = f64_trig_abs(x);
  if (a > f64(1)) return f64_trig_nan();
  if (a < f64_from_bits(0x3E40000000000000ul)) return x; // |x| < 2^-27: asin x rounds to x
  f64_trig_dd s = f64_trig_sqrt_one_minus_sq(a);
  // asin(a) = atan2(a, sqrt(1 - a^2)).
  f64_trig_dd r = f64_trig_atan_quadrant(a, f64(0), s.hi, s.lo);
  return f64_trig_copysign(r.hi, x);
}

/// Arc cosine of x, in [0, pi]; acos(1) = +0, NaN for |x| > 1.
inline f64 acos(f64 x) {
  if (x != x) return x + x;
  f64 a = f64_trig_abs(x);
  if (a > f64(1)) return f64_trig_nan();
  if (a < f64_from_bits(0x3C60000000000000ul)) return f64_trig_pio2_hi(); // |x| < 2^-57
  f64_trig_dd s = f64_trig_sqrt_one_minus_sq(a);
  // acos(a) = atan2(sqrt(1 - a^2), a); acos(-a) = pi - acos(a).
  f64_trig_dd r = f64_trig_atan_quadrant(s.hi, s.lo, a, f64(0));
  if (x < f64(0)) r = f64_trig_dd_sub(f64_trig_pi_hi(), f64_trig_pi_lo(), r);
  return r.hi;
}

// ---------------------------------------------------------------------------
// Rounding to integers, fma and sqrt
// ---------------------------------------------------------------------------

/// The largest integral value not greater than x.
inline f64 floor(f64 x) { return f64_floor(x); }

/// The smallest integral value not less than x (ceil(-0.5) = -0).
inline f64 ceil(f64 x) { return -f64_floor(-x); }

/// x rounded toward zero to an integral value.
inline f64 trunc(f64 x) { return f64_trunc(x); }

/// x rounded to the nearest integral value, halfway cases away from zero.
inline f64 round(f64 x) {
  f64 t = f64_trunc(x);
  // x - t is exact; testing it (not x + 0.5) keeps 0.49999999999999994 at 0.
  if (f64_trig_abs(x - t) >= f64(0.5f)) return t + f64_trig_copysign(f64(1), x);
  return t;
}

/// x rounded to the nearest integral value, halfway cases to even.
inline f64 rint(f64 x) { return f64_rint(x); }

/// x rounded to the nearest integral value, halfway cases to even (no
/// floating-point exceptions exist here, so the same as rint).
inline f64 nearbyint(f64 x) { return f64_rint(x); }

/// round(x) as a long (saturating outside its range).
inline long lround(f64 x) { return f64_to_long_rz(round(x)); }

/// round(x) as a 64-bit integer (MSL has no long long: a long).
inline long llround(f64 x) { return f64_to_long_rz(round(x)); }

/// a * b + c with a single rounding.
inline f64 fma(f64 a, f64 b, f64 c) { return f64_fma(a, b, c); }

/// The correctly rounded square root of x.
inline f64 sqrt(f64 x) { return f64_sqrt(x); }

} // namespace metalify
