// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal has no double precision: every spelling of the type is rejected.
#include <metal_stdlib>
using namespace metal;

typedef double real;
// CHECK: double.metal:[[@LINE-1]]:9: error: 'double' is not supported in Metal

kernel void k(device float *out [[buffer(0)]]) {
  out[0] = (float)(long double)1.0f;
// CHECK: double.metal:[[@LINE-1]]:20: error: 'double' is not supported in Metal
}
