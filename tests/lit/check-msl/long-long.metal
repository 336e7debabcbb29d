// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// 'long' is Metal's 64-bit integer; 'long long' does not exist.
#include <metal_stdlib>
using namespace metal;

kernel void k(device long *out [[buffer(0)]]) {
  unsigned long long big = 1;
// CHECK: long-long.metal:[[@LINE-1]]:3: error: 'long long' is not supported in Metal; use 'long' (64-bit)
  long long other = 2;
// CHECK: long-long.metal:[[@LINE-1]]:3: error: 'long long' is not supported in Metal
  out[0] = long(big + other);
}
