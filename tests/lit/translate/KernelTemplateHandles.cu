// KernelTemplateHandles: a kernel template becomes a variable template of
// handles with one explicit specialization per instance the program uses;
// each instance is one MSL kernel named after its arguments. Launches name
// the instance (deduced arguments are written out, or in a host template
// found through the deduction declaration), and explicit
// instantiations and specializations leave the host text.
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuda_runtime.h>

struct Scale {
  float by;
};

// HOST: /* metalify: fill runs on the GPU from [[MODULE:.*\.metal]], one kernel per instance */
// HOST-NEXT: template <typename T, int N = 4> extern metalify::Kernel<T *, T> fill;
// HOST-NEXT: template <> inline metalify::Kernel<unsigned int *, unsigned int> fill<unsigned int, 8>{"[[MODULE]]", "fill_uint_8"};
// HOST-NEXT: template <> inline metalify::Kernel<char *, char> fill<char, 4>{"[[MODULE]]", "fill_char_4"};
// HOST-NEXT: template <> inline metalify::Kernel<float *, float> fill<float, 4>{"[[MODULE]]", "fill_float_4"};
// HOST-NEXT: template <> inline metalify::Kernel<int *, int> fill<int, 2>{"[[MODULE]]", "fill_int_2"};
// HOST-NEXT: template <typename T, int N = 4> std::integral_constant<decltype(&fill<T, N>), &fill<T, N>> fill_instance(T *, T);
// HOST-NOT: __global__
template <typename T, int N = 4>
__global__ void fill(T *p, T v) {
  for (int k = 0; k < N; ++k)
    p[threadIdx.x * N + k] = v;
}

// HOST-NOT: template __global__
template __global__ void fill<unsigned, 8>(unsigned *, unsigned);

template <>
__global__ void fill<char, 4>(char *p, char v) {
  p[threadIdx.x] = v;
}

// MSL: struct Scale {
// Instances in the order Clang met them; an explicit specialization has
// its own body and binds no parameters.
// MSL:      kernel void fill_uint_8(
// MSL:        using T = uint;
// MSL-NEXT:   constexpr int N = 8;
// MSL:      kernel void fill_char_4(
// MSL-NOT:    using T
// MSL:        p[threadIdx.x] = v;
// MSL:      kernel void fill_float_4(
// MSL-NEXT:     device float *p {{\[\[}}buffer(0)]],
// MSL-NEXT:     constant fill_float_4_args &args {{\[\[}}buffer(1)]],
// MSL:        using T = float;
// MSL-NEXT:   constexpr int N = 4;
// MSL-NEXT:   float v = args.v;
// MSL:      kernel void fill_int_2(
// MSL:        constexpr int N = 2;

// A functor type as a template argument (its struct is in the .metal file).
// HOST: template <> inline metalify::Kernel<const float *, float *, Scale> apply<Scale>{"[[MODULE]]", "apply_Scale"};
template <class F>
__global__ void apply(const float *in, float *out, F f) {
  out[threadIdx.x] = in[threadIdx.x] * f.by;
}

// Launches in host templates name the instance through the parameters.
// HOST: template <class T> void run(T *p) { metalify::launch(fill<T, 2>, 1, 32, 0, 0, p, T(1)); }
template <class T> void run(T *p) { fill<T, 2><<<1, 32>>>(p, T(1)); }

// A launch in a host template that leaves the arguments to deduction names
// the instance the deduction declaration picks; the arguments are written
// again inside decltype, so they are not evaluated twice.
// HOST: template <class T> void deduced(T *p) { metalify::launch(*decltype(fill_instance(p, T(3)))::value, 1, 32, 0, 0, p, T(3)); }
template <class T> void deduced(T *p) { fill<<<1, 32>>>(p, T(3)); }
// A qualified name and explicit leading arguments stay as written.
// HOST: template <class T> void partly(T *p) { metalify::launch(::fill<T>, 1, 32, 0, 0, p, T(4)); }
template <class T> void partly(T *p) { ::fill<T><<<1, 32>>>(p, T(4)); }

namespace lib {
// A library's kernel template, instantiated below with a type declared
// after it: that instance's handle, fully qualified, follows the type.
template <class Op> __global__ void each(float *p, Op op) {
  p[threadIdx.x] = op(p[threadIdx.x]);
}
template <class Op> void forEach(float *p, Op op) { each<<<1, 32>>>(p, op); }
// The type may also be an argument of the argument (a library's wrapper).
template <class Op> struct Wrapped {
  Op op;
  __device__ float operator()(float x) const { return op(x) + 1.0f; }
};
template <class Op> void forEachWrapped(float *p, Op op) {
  each<<<1, 32>>>(p, Wrapped<Op>{op});
}
} // namespace lib

struct Twice {
  __device__ float operator()(float x) const { return 2.0f * x; }
};
// HOST: struct Twice {
// HOST: };
// HOST-NEXT: template <> inline metalify::Kernel<float *, Twice> lib::each<Twice>{"[[MODULE]]", "each_Twice"};
// HOST-NEXT: template <> inline metalify::Kernel<float *, lib::Wrapped<Twice>> lib::each<lib::Wrapped<Twice>>{
// MSL: kernel void each_Twice(

void go(float *f, int *i, const float *in) {
  lib::forEach(f, Twice{});
  lib::forEachWrapped(f, Twice{});
  // HOST: metalify::launch(fill<float, 4>, 1, 32, 0, 0, f, 2.0f);
  fill<<<1, 32>>>(f, 2.0f);
  run(i);
  deduced(f);
  partly(f);
  // HOST: metalify::launch(apply<Scale>, 1, 32, 0, 0, in, f, Scale{2.0f});
  apply<<<1, 32>>>(in, f, Scale{2.0f});
  // HOST: cudaLaunchKernel((const void *)&fill<float>, 1, 32, nullptr, 0, 0);
  cudaLaunchKernel((const void *)&fill<float>, 1, 32, nullptr, 0, 0);
}
