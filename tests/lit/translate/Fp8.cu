// Fp8: cuda_fp8.h storage types, enums and conversions (rules/mapping/fp8.yaml).
// REQUIRES: translate
// RUN: rm -rf %t.dir && %metalify translate %s -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/Fp8.metal
// RUN: %metalify check-msl %t.dir/Fp8.metal
#include <cuda_fp8.h>
// CHECK: inline uchar metalify_cvt_float_to_fp8(float f, int sat, int kind)
// CHECK: kernel void fp8_calls

__global__ void fp8_calls(const float *in, __nv_fp8_storage_t *out,
                          __nv_fp8x2_storage_t *out2) {
  __nv_saturation_t sat = __NV_SATFINITE;
  __nv_fp8_interpretation_t kind = __NV_E5M2;
  // CHECK: metalify_cvt_float_to_fp8(in[0], __NV_SATFINITE, __NV_E4M3)
  out[0] = __nv_cvt_float_to_fp8(in[0], __NV_SATFINITE, __NV_E4M3);
  // CHECK: metalify_cvt_float_to_fp8(in[1], __NV_NOSAT, kind)
  out[1] = __nv_cvt_float_to_fp8(in[1], __NV_NOSAT, kind);
  // CHECK: metalify_cvt_float2_to_fp8x2(
  out2[0] = __nv_cvt_float2_to_fp8x2(make_float2(in[2], in[3]), sat, kind);
}
