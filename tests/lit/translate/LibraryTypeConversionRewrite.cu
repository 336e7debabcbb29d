// LibraryTypeConversionRewrite: CUDA converts between __half and
// __nv_bfloat16 through a conversion operator to float; MSL refuses a cast
// between half and bfloat, so the intermediate float is written out.
// Conversions to and from built-in types are left alone.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void convert(half *h, __nv_bfloat16 *b, float *f) {
  int i = threadIdx.x;
  // CHECK: h[i] = static_cast<half>(float(b[i]));
  h[i] = static_cast<half>(b[i]);
  // CHECK: b[i] = (bfloat)float((h[i + 1]));
  b[i] = (__nv_bfloat16)(h[i + 1]);
  // CHECK: h[i + 2] = half(float(b[i] * b[i]));
  h[i + 2] = __half(b[i] * b[i]);
  // CHECK: f[i] = float(h[i]) + static_cast<float>(b[i]);
  f[i] = float(h[i]) + static_cast<float>(b[i]);
}

int main() { return 0; }
