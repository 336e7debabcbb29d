// A struct passed by value with pointer members (the unified-memory idiom):
// the members stay `device T *` in the argument struct, locals taken from
// them are device pointers, and the handle lists where the pointers are
// (docs/ABI.md, "Pointers inside by-value arguments").
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp

struct Arrays {
  const float *x;
  float *y;
  int n;
};

template <typename T> struct View {
  T *data;
  int size;
};

__global__ void axpy(float a, Arrays s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *out = s.y + i;
  if (i < s.n)
    *out = a * s.x[i] + *out;
}

template <typename T> __global__ void fill(View<T> v, T value) {
  int i = threadIdx.x;
  if (i < v.size)
    v.data[i] = value;
}

int main() {
  Arrays s{nullptr, nullptr, 0};
  axpy<<<1, 32>>>(2.0f, s);
  View<int> v{nullptr, 0};
  fill<<<1, 32>>>(v, 7);
  return 0;
}

// CHECK: struct Arrays {
// CHECK-NEXT: const device float *x;
// CHECK-NEXT: device float *y;
// CHECK-NEXT: int n;
// CHECK: struct View_int { using T = int;
// CHECK-NEXT: device int *data;
// CHECK: struct axpy_args {
// CHECK-NEXT: float a;
// CHECK-NEXT: Arrays s;
// CHECK-NEXT: };
// CHECK: kernel void axpy(
// CHECK-NEXT: constant axpy_args &args {{\[\[}}buffer(0)]],
// CHECK: float a = args.a;
// CHECK-NEXT: Arrays s = args.s;
// CHECK: device float *out = s.y + i;
// CHECK: struct fill_int_args {
// CHECK-NEXT: View_int v;
// CHECK-NEXT: int value;
// CHECK: kernel void fill_int(
// CHECK-NEXT: constant fill_int_args &args {{\[\[}}buffer(0)]],

// HOST: inline const metalify::PointerField axpy_pointer_fields[] = {{[{][{]}}1, 0}, {1, 8}};
// HOST-NEXT: inline metalify::Kernel<float, Arrays> axpy{"{{.*}}.metal", "axpy", axpy_pointer_fields};
// HOST: inline const metalify::PointerField fill_int_pointer_fields[] = {{[{][{]}}0, 0}};
// HOST-NEXT: template <> inline metalify::Kernel<View<int>, int> fill<int>{"{{.*}}.metal", "fill_int", fill_int_pointer_fields};
