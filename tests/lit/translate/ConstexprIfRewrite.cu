// ConstexprIfRewrite: in a template instance, the branch `if constexpr`
// discards is not instantiated (its calls name no instance), so it is
// emitted as `{}`, or as `(void)0` where its `;` follows (an unbraced
// branch before `else`); the kept branch is translated as usual.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

template <int Lanes> __device__ float spread(float v) {
  return v * Lanes;
}

template <int Warps> __global__ void combine(float *out) {
  float v = out[threadIdx.x];
  if constexpr (Warps > 1) {
    v = spread<Warps>(v);
  } else {
    v = -v;
  }
  out[threadIdx.x] = v;
}

template __global__ void combine<1>(float *);
template __global__ void combine<4>(float *);

template <bool Big> __global__ void put(int *out) {
  if constexpr (Big) out[threadIdx.x] = 2; else out[threadIdx.x] = 1;
}
template __global__ void put<false>(int *);
template __global__ void put<true>(int *);

// CHECK: kernel void combine_1(
// CHECK: if constexpr (Warps > 1) {} else {
// CHECK-NEXT: v = -v;
// CHECK: kernel void combine_4(
// CHECK: if constexpr (Warps > 1) {
// CHECK-NEXT: v = spread_4(v);
// CHECK-NEXT: } else {}
// CHECK: kernel void put_false(
// CHECK: if constexpr (Big) (void)0; else out[threadIdx.x] = 1;
// CHECK: kernel void put_true(
// CHECK: if constexpr (Big) out[threadIdx.x] = 2; else (void)0;
