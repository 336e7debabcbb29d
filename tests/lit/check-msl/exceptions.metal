// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Exceptions do not exist on Metal: throw and try are errors.
#include <metal_stdlib>
using namespace metal;

kernel void k(device int *out [[buffer(0)]]) {
  if (out[0] < 0)
    throw 1;
// CHECK: exceptions.metal:[[@LINE-1]]:5: error: exceptions are not supported in Metal
  try {
// CHECK: exceptions.metal:[[@LINE-1]]:3: error: exceptions are not supported in Metal
    out[0] = 1;
  } catch (...) {
  }
}
