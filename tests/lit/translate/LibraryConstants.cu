// Constants of the C++ library in device code (MSL has no namespace std)
// become their values: numeric_limits' members and functions, float ones
// included, and type-trait values in a template kernel's instances. The
// expressions of a template's pattern (a static_assert's) are looked at
// without a type.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: not grep "std::" %t.dir/%basename_t.tmp.metal
#include <limits>
#include <type_traits>

__global__ void limits(float *out, int *bits) {
  out[0] = std::numeric_limits<float>::max();
// CHECK: out[0] = 3.40282347e+38f;
  out[1] = std::numeric_limits<float>::lowest();
// CHECK: out[1] = (-3.40282347e+38f);
  out[2] = std::numeric_limits<float>::infinity();
// CHECK: out[2] = INFINITY;
  out[3] = std::numeric_limits<float>::epsilon();
// CHECK: out[3] = 1.1920929e-07f;
  out[4] = std::numeric_limits<float>::denorm_min();
// CHECK: out[4] = 1.40129846e-45f;
  bits[0] = std::numeric_limits<int>::digits;
// CHECK: bits[0] = 31;
  bits[1] = std::numeric_limits<unsigned>::max() == 4294967295u;
// CHECK: bits[1] = static_cast<uint>(4294967295u) == 4294967295u;
}

template <typename T> __device__ T smaller(T a, T b) {
  static_assert(sizeof(T) <= 8, "a scalar");
  return min(a, b);
}

template <typename T> __global__ void traits(int *out) {
  out[2] = smaller(out[3], out[4]);
  out[0] = std::is_floating_point<T>::value ? 1 : 2;
  out[1] = std::is_same_v<T, int>;
}
// CHECK-LABEL: traits_float
// CHECK: out[0] = true ? 1 : 2;
// CHECK: out[1] = false;
// CHECK-LABEL: traits_int
// CHECK: out[0] = false ? 1 : 2;
// CHECK: out[1] = true;

void launch(float *f, int *i) {
  limits<<<1, 1>>>(f, i);
  traits<float><<<1, 1>>>(i);
  traits<int><<<1, 1>>>(i);
}
