//===- curand_kernel.h - cuRAND's device API ----------------------*- CUDA -*-===//
//
// Part of metalify, written from cuRAND's documented device API and the
// published definitions of its generators: XORWOW (the default
// `curandState`) and Philox4x32-10, with the uniform, normal and log-normal
// distributions. Each thread draws the same numbers as on an NVIDIA GPU:
// the generators are bit-exact, and the distributions compute what cuRAND's
// do, so they differ only where the math functions they call differ.
//
// Like cuComplex.h, these are CUDA functions that metalify translates with
// the program. curand_init places an XORWOW state at draw
// 2^67 * subsequence + offset with the jump table of
// curand_xorwow_jumps.h, generated at build time.
//
// Not provided (a use is an undeclared name, located at the use): the
// MRG32k3a, MTGP32 and Sobol generators, curand_poisson, curand_discrete,
// and the host API of curand.h.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CURAND_KERNEL_H
#define METALIFY_CURAND_KERNEL_H

#include <cuda_runtime.h>
#include <math.h>

#include "curand_xorwow_jumps.h"

/// XORWOW: a 160-bit xorshift plus a Weyl counter.
struct curandStateXORWOW {
  unsigned int d;
  unsigned int v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  // The bits of a double: a program that draws no double keeps double out
  // of its kernels, which Metal would emulate.
  unsigned long long boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

/// Philox4x32-10: a counter-based generator, four words per counter value.
struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  unsigned long long boxmuller_extra_double; // as in curandStateXORWOW
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_PI_DOUBLE (3.1415926535897932)

//===----------------------------------------------------------------------===//
// XORWOW
//===----------------------------------------------------------------------===//

/// Moves \p state's xorshift words by M^(2^Power) for each set bit of
/// \p Count, starting at power \p FirstPower.
__device__ inline void metalify_xorwow_jump(curandStateXORWOW_t *state,
                                            unsigned long long Count,
                                            int FirstPower) {
  for (int Power = FirstPower; Count != 0; ++Power, Count >>= 1) {
    if ((Count & 1) == 0)
      continue;
    unsigned int Jumped[5] = {0, 0, 0, 0, 0};
    for (int Bit = 0; Bit < 160; ++Bit) {
      if (((state->v[Bit / 32] >> (Bit % 32)) & 1u) == 0)
        continue;
      for (int Word = 0; Word < 5; ++Word)
        Jumped[Word] ^= metalify_xorwow_jump_table[Power][Bit * 5 + Word];
    }
    for (int Word = 0; Word < 5; ++Word)
      state->v[Word] = Jumped[Word];
  }
}

__device__ inline unsigned int curand(curandStateXORWOW_t *state) {
  unsigned int t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
  state->d += 362437u;
  return state->v[4] + state->d;
}

/// Advances \p state by \p n draws.
__device__ inline void skipahead(unsigned long long n,
                                 curandStateXORWOW_t *state) {
  state->d += 362437u * (unsigned int)n;
  metalify_xorwow_jump(state, n, 0);
}

/// Advances \p state by \p n subsequences of 2^67 draws.
__device__ inline void skipahead_sequence(unsigned long long n,
                                          curandStateXORWOW_t *state) {
  metalify_xorwow_jump(state, n, 67);
}

__device__ inline void curand_init(unsigned long long seed,
                                   unsigned long long subsequence,
                                   unsigned long long offset,
                                   curandStateXORWOW_t *state) {
  unsigned int s0 = ((unsigned int)seed) ^ 0xaad26b49u;
  unsigned int s1 = ((unsigned int)(seed >> 32)) ^ 0xf7dcefddu;
  unsigned int t0 = 1099087573u * s0;
  unsigned int t1 = 2591861531u * s1;
  state->d = 6615241u + t1 + t0;
  state->v[0] = 123456789u + t0;
  state->v[1] = 362436069u ^ t0;
  state->v[2] = 521288629u + t1;
  state->v[3] = 88675123u ^ t1;
  state->v[4] = 5783321u + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0;
}

//===----------------------------------------------------------------------===//
// Philox4x32-10
//===----------------------------------------------------------------------===//

/// The high and low words of the 64-bit product \p a * \p b.
__device__ inline unsigned int metalify_philox_mulhilo(unsigned int a,
                                                       unsigned int b,
                                                       unsigned int *hi) {
  *hi = __umulhi(a, b);
  return a * b;
}

/// Ten Philox rounds of \p counter under \p key.
__device__ inline uint4 metalify_philox4x32_10(uint4 counter, uint2 key) {
  for (int Round = 0; Round < 10; ++Round) {
    if (Round != 0) {
      key.x += 0x9E3779B9u;
      key.y += 0xBB67AE85u;
    }
    unsigned int hi0, hi1;
    unsigned int lo0 = metalify_philox_mulhilo(0xD2511F53u, counter.x, &hi0);
    unsigned int lo1 = metalify_philox_mulhilo(0xCD9E8D57u, counter.z, &hi1);
    counter = make_uint4(hi1 ^ counter.y ^ key.x, lo1,
                         hi0 ^ counter.w ^ key.y, lo0);
  }
  return counter;
}

/// Adds \p n to the 128-bit counter.
__device__ inline void metalify_philox_advance(curandStatePhilox4_32_10_t *state,
                                               unsigned long long n) {
  unsigned int lo = (unsigned int)n;
  unsigned int hi = (unsigned int)(n >> 32);
  state->ctr.x += lo;
  if (state->ctr.x < lo)
    ++hi;
  state->ctr.y += hi;
  if (hi <= state->ctr.y)
    return;
  if (++state->ctr.z != 0)
    return;
  ++state->ctr.w;
}

/// Adds \p n to the counter's upper 64 bits.
__device__ inline void
metalify_philox_advance_high(curandStatePhilox4_32_10_t *state,
                             unsigned long long n) {
  unsigned int lo = (unsigned int)n;
  unsigned int hi = (unsigned int)(n >> 32);
  state->ctr.z += lo;
  if (state->ctr.z < lo)
    ++hi;
  state->ctr.w += hi;
}

__device__ inline void skipahead(unsigned long long n,
                                 curandStatePhilox4_32_10_t *state) {
  state->STATE += (unsigned int)(n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  metalify_philox_advance(state, n);
  state->output = metalify_philox4x32_10(state->ctr, state->key);
}

__device__ inline void skipahead_sequence(unsigned long long n,
                                          curandStatePhilox4_32_10_t *state) {
  metalify_philox_advance_high(state, n);
  state->output = metalify_philox4x32_10(state->ctr, state->key);
}

__device__ inline void curand_init(unsigned long long seed,
                                   unsigned long long subsequence,
                                   unsigned long long offset,
                                   curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

/// Word \p index of \p words.
__device__ inline unsigned int metalify_uint4_word(uint4 words,
                                                   unsigned int index) {
  if (index == 0)
    return words.x;
  if (index == 1)
    return words.y;
  if (index == 2)
    return words.z;
  return words.w;
}

__device__ inline unsigned int curand(curandStatePhilox4_32_10_t *state) {
  unsigned int result = metalify_uint4_word(state->output, state->STATE++);
  if (state->STATE > 3) {
    metalify_philox_advance(state, 1);
    state->output = metalify_philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return result;
}

/// The next four words; the state keeps its position within a block.
__device__ inline uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 current = state->output;
  metalify_philox_advance(state, 1);
  state->output = metalify_philox4x32_10(state->ctr, state->key);
  uint4 next = state->output;
  unsigned int at = state->STATE;
  return make_uint4(
      at + 0 < 4 ? metalify_uint4_word(current, at + 0)
                 : metalify_uint4_word(next, at + 0 - 4),
      at + 1 < 4 ? metalify_uint4_word(current, at + 1)
                 : metalify_uint4_word(next, at + 1 - 4),
      at + 2 < 4 ? metalify_uint4_word(current, at + 2)
                 : metalify_uint4_word(next, at + 2 - 4),
      at + 3 < 4 ? metalify_uint4_word(current, at + 3)
                 : metalify_uint4_word(next, at + 3 - 4));
}

//===----------------------------------------------------------------------===//
// Distributions, for both generators
//===----------------------------------------------------------------------===//

/// A word as a float in (0, 1].
__device__ inline float metalify_curand_uniform(unsigned int x) {
  return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

/// Two words as a double in (0, 1] with 53 random bits.
__device__ inline double metalify_curand_uniform_double(unsigned int x,
                                                        unsigned int y) {
  unsigned long long z =
      (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

/// Box-Muller: two words to two standard normal floats.
__device__ inline float2 metalify_curand_box_muller(unsigned int x,
                                                    unsigned int y) {
  float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2.0f);
  float s = sqrtf(-2.0f * logf(u));
  float2 result;
  __sincosf(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

/// Box-Muller on four words: two standard normal doubles.
__device__ inline double2 metalify_curand_box_muller_double(unsigned int x0,
                                                            unsigned int x1,
                                                            unsigned int y0,
                                                            unsigned int y1) {
  unsigned long long zx =
      (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  double u = zx * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
  unsigned long long zy =
      (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double v = zy * (CURAND_2POW53_INV_DOUBLE * 2.0) + CURAND_2POW53_INV_DOUBLE;
  double s = sqrt(-2.0 * log(u));
  double2 result;
  sincospi(v, &result.x, &result.y);
  result.x *= s;
  result.y *= s;
  return result;
}

template <typename State>
__device__ inline float curand_uniform(State *state) {
  return metalify_curand_uniform(curand(state));
}

/// XORWOW's uniform double takes two words, 53 random bits.
__device__ inline double curand_uniform_double(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return metalify_curand_uniform_double(x, y);
}

/// Philox's uniform double takes one word, 32 random bits.
__device__ inline double
curand_uniform_double(curandStatePhilox4_32_10_t *state) {
  return curand(state) * CURAND_2POW32_INV_DOUBLE +
         (CURAND_2POW32_INV_DOUBLE / 2.0);
}

template <typename State>
__device__ inline float2 curand_normal2(State *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return metalify_curand_box_muller(x, y);
}

/// One normal float; each Box-Muller pair serves two calls.
template <typename State>
__device__ inline float curand_normal(State *state) {
  if (state->boxmuller_flag == 1) {
    state->boxmuller_flag = 0;
    return state->boxmuller_extra;
  }
  float2 pair = curand_normal2(state);
  state->boxmuller_extra = pair.y;
  state->boxmuller_flag = 1;
  return pair.x;
}

template <typename State>
__device__ inline double2 curand_normal2_double(State *state) {
  unsigned int x0 = curand(state);
  unsigned int x1 = curand(state);
  unsigned int y0 = curand(state);
  unsigned int y1 = curand(state);
  return metalify_curand_box_muller_double(x0, x1, y0, y1);
}

template <typename State>
__device__ inline double curand_normal_double(State *state) {
  if (state->boxmuller_flag_double == 1) {
    state->boxmuller_flag_double = 0;
    return __longlong_as_double((long long)state->boxmuller_extra_double);
  }
  double2 pair = curand_normal2_double(state);
  state->boxmuller_extra_double =
      (unsigned long long)__double_as_longlong(pair.y);
  state->boxmuller_flag_double = 1;
  return pair.x;
}

/// One log-normal float. A Box-Muller pair serves two calls of this
/// function only: the cached value is already transformed, under its own
/// flag, so a normal draw after it starts a new pair.
template <typename State>
__device__ inline float curand_log_normal(State *state, float mean,
                                          float stddev) {
  if (state->boxmuller_flag == 2) {
    state->boxmuller_flag = 0;
    return state->boxmuller_extra;
  }
  float2 pair = curand_normal2(state);
  state->boxmuller_extra = expf(mean + stddev * pair.y);
  state->boxmuller_flag = 2;
  return expf(mean + stddev * pair.x);
}

/// One log-normal double, cached as curand_log_normal caches.
template <typename State>
__device__ inline double curand_log_normal_double(State *state, double mean,
                                                  double stddev) {
  if (state->boxmuller_flag_double == 2) {
    state->boxmuller_flag_double = 0;
    return __longlong_as_double((long long)state->boxmuller_extra_double);
  }
  double2 pair = curand_normal2_double(state);
  state->boxmuller_extra_double = (unsigned long long)__double_as_longlong(
      exp(mean + stddev * pair.y));
  state->boxmuller_flag_double = 2;
  return exp(mean + stddev * pair.x);
}

template <typename State>
__device__ inline float2 curand_log_normal2(State *state, float mean,
                                            float stddev) {
  float2 pair = curand_normal2(state);
  return make_float2(expf(mean + stddev * pair.x),
                     expf(mean + stddev * pair.y));
}

__device__ inline float4 curand_uniform4(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return make_float4(metalify_curand_uniform(x.x), metalify_curand_uniform(x.y),
                     metalify_curand_uniform(x.z), metalify_curand_uniform(x.w));
}

__device__ inline float4 curand_normal4(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  float2 first = metalify_curand_box_muller(x.x, x.y);
  float2 second = metalify_curand_box_muller(x.z, x.w);
  return make_float4(first.x, first.y, second.x, second.y);
}

__device__ inline float4 curand_log_normal4(curandStatePhilox4_32_10_t *state,
                                            float mean, float stddev) {
  float4 n = curand_normal4(state);
  return make_float4(expf(mean + stddev * n.x), expf(mean + stddev * n.y),
                     expf(mean + stddev * n.z), expf(mean + stddev * n.w));
}

__device__ inline double2
curand_uniform2_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return make_double2(metalify_curand_uniform_double(x.x, x.y),
                      metalify_curand_uniform_double(x.z, x.w));
}

#endif // METALIFY_CURAND_KERNEL_H
