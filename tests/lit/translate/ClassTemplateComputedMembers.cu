// An instance of a class template states what the template computes at
// compile time as its result: member aliases as the types they stand for,
// enumerators and integer constants as their values (the computations may
// use namespace std or other instances, which MSL has not), and an
// `alignas` reading the parameters as its value. Member class
// templates become their own instances inside the instance; their partial
// specializations' text is left out.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <algorithm>
#include <cstddef>
#include <type_traits>

template <typename T> struct Align {
  enum { BYTES = alignof(T) };
};

enum Mode { PLAIN, STRIDED };

template <typename T, int Items, Mode M = PLAIN> struct Tile {
  template <typename Unit> struct Fits {
    enum { VALUE = sizeof(T) % sizeof(Unit) == 0 && Align<T>::BYTES >= Align<Unit>::BYTES };
  };
  using Word = typename std::conditional<Fits<int>::VALUE, unsigned int, unsigned char>::type;
  static constexpr std::size_t WORDS = std::min(sizeof(T) * Items / sizeof(Word), std::size_t(16));

  template <Mode P, int D> struct Impl;
  template <int D> struct Impl<PLAIN, D> {
    __device__ static T first(const T *p) { return p[D]; }
  };
  typedef Impl<M, 0> Internal;

  Word words[WORDS];
  __device__ T head(const T *p) { return Internal::first(p); }
};

// CHECK: enum Mode { PLAIN, STRIDED };
// CHECK: struct Tile_float_4_0 { using T = float; static constexpr constant int Items = 4; static constexpr constant Mode M = static_cast<Mode>(0);
// CHECK: struct Fits_int {
// CHECK-NEXT: enum {
// CHECK-SAME: VALUE = 1
// CHECK: using Word = uint;
// CHECK: static constexpr ulong WORDS = 4;
// CHECK: struct Impl_0_0 {
// CHECK-NOT: struct Impl<PLAIN, D>
// CHECK: typedef {{(Tile_float_4_0::)?}}Impl_0_0 Internal;
// CHECK: Word words[WORDS];
template <typename T, int V> struct alignas(sizeof(T) * V) Packet {
  T v[V];
};

// CHECK: struct alignas(8) Packet_short_4 { using T = short; static constexpr constant int V = 4;
__global__ void heads(const float *in, float *out, const Packet<short, 4> *p) {
  Tile<float, 4> t;
  out[0] = t.head(in) + t.words[0] + p->v[3];
}
