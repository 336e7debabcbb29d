// std::forward and std::move in device code: MSL has no namespace std, and
// the casts change no value, so the argument itself is emitted; a trailing
// decltype return type is the type it names. __builtin_unreachable is a hint
// MSL has no use for.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

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
