// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Address spaces do not mix, as on Metal.
#include <metal_stdlib>
using namespace metal;

kernel void k(device float *out [[buffer(0)]],
              uint i [[thread_position_in_threadgroup]]) {
  threadgroup float tile[16];
  threadgroup float *t = out;
// CHECK: address-spaces.metal:[[@LINE-1]]:22: error: cannot initialize a variable of type
  device float *d = tile;
// CHECK: address-spaces.metal:[[@LINE-1]]:17: error: cannot initialize a variable of type
  t[i] = d[i];
}
// A pointer to threadgroup memory is an ordinary local (no other error).
// CHECK-NOT: error
