// TemplateInstanceRewrite: each instantiation of a function template used
// by device code becomes a plain function named after its arguments, with
// its parameters bound at the top of the body; calls are renamed.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=PTR --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <typename T, int Width>
__device__ T rowSum(const T *row) {
  T acc = 0;
  for (int i = 0; i < Width; ++i)
    acc += row[i];
  return acc;
}

__global__ void sums(const float *f, const int *n, float *out) {
  out[threadIdx.x] = rowSum<float, 8>(f) + rowSum<int, 4>(n);
}

// A pointer type argument: `*` is `p` in the instance name, and the
// parameter is bound with the address space of the parameter declared
// with it.
template <typename Iter>
__device__ float sumTwo(Iter it) {
  Iter next = it + 1;
  return *it + *next;
}

__global__ void pairs(const float *f, float *out) {
  out[threadIdx.x] = sumTwo(f + 2 * threadIdx.x);
}

int main() { return 0; }

// CHECK:      float rowSum_float_8(const device float *row) {
// CHECK-NEXT:   using T = float;
// CHECK-NEXT:   constexpr int Width = 8;
// CHECK-NEXT:   T acc = 0;
// CHECK:      int rowSum_int_4(const device int *row) {
// CHECK-NEXT:   using T = int;
// CHECK-NEXT:   constexpr int Width = 4;
// CHECK:        out[threadIdx.x] = rowSum_float_8(f) + rowSum_int_4(n);
// PTR:      float sumTwo_const_float_p(const device float *it) {
// PTR-NEXT:   using Iter = const device float *;
// PTR-NEXT:   const device float *next = it + 1;
// CHECK:        out[threadIdx.x] = sumTwo_const_float_p(f + 2 * threadIdx.x);
