// TemplateInstanceRewrite: each instantiation of a function template used
// by device code becomes a plain function named after its arguments, with
// its parameters bound at the top of the body; calls are renamed.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=PTR --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=FN --input-file %t.dir/%basename_t.tmp.metal
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

// A function as a template argument binds nothing: MSL has no function
// pointers, so each call of the parameter calls the function by name, also
// where the parameter is passed on to another template.
typedef float (*Combine)(float, float);
__device__ float addOf(float a, float b) { return a + b; }
__device__ float maxOf(float a, float b) { return a > b ? a : b; }

template <Combine op>
__device__ float fold4(const float *v) {
  return op(op(v[0], v[1]), (op)(v[2], v[3]));
}

template <Combine op>
__device__ float foldTwice(const float *v) {
  return op(fold4<op>(v), fold4<op>(v + 4));
}

__global__ void folds(const float *v, float *out) {
  out[0] = foldTwice<addOf>(v);
  out[1] = fold4<&maxOf>(v);
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
// FN:      float fold4_addOf(const device float *v) {
// FN-NEXT:   return addOf(addOf(v[0], v[1]), addOf(v[2], v[3]));
// FN:      float foldTwice_addOf(const device float *v) {
// FN-NEXT:   return addOf(fold4_addOf(v), fold4_addOf(v + 4));
// FN:      float fold4_maxOf(const device float *v) {
// FN-NEXT:   return maxOf(maxOf(v[0], v[1]), maxOf(v[2], v[3]));
// FN:        out[0] = foldTwice_addOf(v);
// FN-NEXT:   out[1] = fold4_maxOf(v);
