// ConstexprIfRewrite: in a template instance, the branch `if constexpr`
// discards is not instantiated (its calls name no instance), so it is
// emitted as `{}`; the kept branch is translated as usual.
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

// CHECK: kernel void combine_1(
// CHECK: if constexpr (Warps > 1) {} else {
// CHECK-NEXT: v = -v;
// CHECK: kernel void combine_4(
// CHECK: if constexpr (Warps > 1) {
// CHECK-NEXT: v = spread_4(v);
// CHECK-NEXT: } else {}
