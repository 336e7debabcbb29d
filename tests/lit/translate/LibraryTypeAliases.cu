// Type aliases of the C++ library named through a qualifier in device code
// (`typename std::make_unsigned<T>::type`, `std::uint32_t`) are spelled as
// the types they stand for: MSL has no namespace std. In a template
// instance, the alias is resolved for the instance's arguments.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --implicit-check-not=std:: --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cstdint>
#include <type_traits>

template <typename T>
__global__ void shift(const T *in, T *out) {
  using U = typename std::make_unsigned<T>::type;
  std::uint32_t i = threadIdx.x;
  out[i] = static_cast<T>(static_cast<U>(in[i]) >> 1);
}

void launch(const int *a, int *b, const short *c, short *d) {
  shift<<<1, 32>>>(a, b);
  shift<<<1, 32>>>(c, d);
}

// CHECK: kernel void shift_int(
// CHECK: using U = uint;
// CHECK-NEXT: uint i = {{.*}};
// CHECK: kernel void shift_short(
// CHECK: using U = ushort;
