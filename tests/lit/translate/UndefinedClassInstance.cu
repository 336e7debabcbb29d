// DeclarationOrder and DeclarationRewrite on a class-template instance that
// a member's signature names but nothing instantiates (an accessor's
// `operator[]` returning the next lower rank, never called): the MSL
// declares it, as the program does, and the translator does not crash.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <typename T, int N> struct Slice {
  T *p;
  __device__ Slice(T *q) : p(q) {}
};
template <typename T, int N> struct Accessor {
  T *p;
  __device__ Slice<T, N - 1> operator[](int i) { return Slice<T, N - 1>(p + i); }
  __host__ __device__ T *data() const { return p; }
};

// CHECK:      struct Slice_float_3;
// CHECK-NEXT: struct Accessor_float_4 {
// CHECK-LABEL: kernel void twice(
__global__ void twice(Accessor<float, 4> a) { a.data()[threadIdx.x] *= 2.0f; }

int main() { return 0; }
