// std::forward and std::move in device code: MSL has no namespace std, and
// the casts change no value, so the argument itself is emitted; a trailing
// decltype return type is the type it names. __builtin_unreachable is a hint
// MSL has no use for. std::pair is metalify_pair, with std::pair's layout,
// as a kernel argument, a field of a struct in device memory and a local,
// and std::make_pair makes one. std::integral_constant tags (also spelled
// std::bool_constant, std::true_type) are metalify_integral_constant.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=PAIR --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=TAG --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <type_traits>
#include <utility>

struct Scale {
  float by;
  __device__ float operator()(float v) const { return v * by; }
};

template <typename F, typename T> __device__ float call(F &&f, T &&v) {
  // CHECK: return f((v));
  return f(std::forward<T>(v));
}

// CHECK: float sum_float_r_float_r(const thread float &a, const thread float &b) {
template <typename T, typename U>
__device__ auto sum(T &&a, U &&b) -> decltype(std::forward<T>(a) + std::forward<U>(b)) {
  return std::forward<T>(a) + std::forward<U>(b);
}

__device__ int sign(int x) {
  if (x >= 0)
    return 1;
  if (x < 0)
    return -1;
  // CHECK: ((void)0);
  __builtin_unreachable();
}

__global__ void k(float *out) {
  Scale s{2.0f};
  float v = out[threadIdx.x];
  // CHECK: float w = (v);
  float w = std::move(v);
  out[threadIdx.x] = call(s, w) + sum(v, w) + sign(int(w));
}

// PAIR: struct Entry { metalify_pair<int, float> kv; };
struct Entry { std::pair<int, float> kv; };

// PAIR-LABEL: kernel void pairs(
// PAIR: constant pairs_args &args
// PAIR: metalify_pair<int, float> p = args.p;
__global__ void pairs(std::pair<int, float> p, const Entry *entries, float *out) {
  // PAIR: metalify_pair<float, int> q = metalify_make_pair(p.second, entries[threadIdx.x].kv.first);
  std::pair<float, int> q = std::make_pair(p.second, entries[threadIdx.x].kv.first);
  out[threadIdx.x] = q.first * q.second + entries[threadIdx.x].kv.second;
}

// TAG: template <typename T, T v> struct metalify_integral_constant {
// TAG: float pick_true(float a, float b, metalify_integral_constant<bool, 1> ) {
template <bool First>
__device__ float pick(float a, float b, std::bool_constant<First>) {
  return First ? a : b;
}

// TAG-LABEL: kernel void tags(
// TAG: metalify_integral_constant<int, 3> three = args.three;
__global__ void tags(float *out, std::integral_constant<int, 3> three,
                     std::true_type first) {
  // TAG: out[threadIdx.x] = pick_true(out[0], out[1], first) * 3;
  out[threadIdx.x] = pick(out[0], out[1], first) * decltype(three)::value;
}

