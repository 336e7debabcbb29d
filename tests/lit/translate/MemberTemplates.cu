// A member function template that kernels call becomes one member per
// instance, named after its arguments (as a function template's instances
// are), and the calls name the instance; one that no kernel calls stays a
// template in its class's text, its head without CUDA's execution-space
// qualifiers like those of plain members (a forced inline becomes `inline`).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --implicit-check-not=__host__ --implicit-check-not=__device__ --implicit-check-not=__forceinline__ --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct Null {
  template <typename T>
  __host__ __device__ __forceinline__ Null &operator =(const T &) { return *this; }
  __host__ __device__ __forceinline__ bool operator ==(const Null &) { return true; }
};

struct Box {
  int v;
  template <typename T>
  __device__ void set(T x) { v = (int)x; }
};

__global__ void k(int *out) {
  Null n;
  Box b;
  b.set(2.0f);
  out[0] = (n == n) + b.v;
}

// CHECK: struct Null {
// CHECK-NEXT: template <typename T>
// CHECK-NEXT: inline {{.*}}operator =(const T &) { return *this; }
// CHECK: struct Box {
// CHECK-NEXT: int v;
// CHECK-NEXT: void set_float(float x) thread {
// CHECK-NEXT: using T = float; v = (int)x; }
// CHECK: kernel void k(
// CHECK: b.set_float(2.0f);
