// Macros of our CUDA headers that have a macro row are rewritten by the
// row's template where device code uses them: __align__(16) on a struct
// becomes alignas(16).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct __align__(16) Coeffs {
  float a, b, c, d;
};

__global__ void eval(const Coeffs *c, float *out) {
  Coeffs k = c[0];
  out[threadIdx.x] = k.a + k.b * threadIdx.x;
}

int main() { return 0; }

// CHECK:      struct alignas(16) Coeffs {
// CHECK-NEXT:   float a, b, c, d;
// CHECK-NOT:  __align__
// CHECK:      kernel void eval(
