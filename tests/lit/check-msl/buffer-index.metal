// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal has 31 buffer slots per stage (0 to 30); indices are unique.
#include <metal_stdlib>
using namespace metal;

kernel void k(device float *a [[buffer(30)]],
              device float *b [[buffer(31)]],
// CHECK: buffer-index.metal:[[@LINE-1]]:33: error: buffer index 31 is out of range: Metal allows 0 to 30
              device float *c [[buffer(2)]],
              device float *d [[buffer(2)]],
// CHECK: buffer-index.metal:[[@LINE-1]]:29: error: buffer index 2 is used twice
              threadgroup float *t [[threadgroup(40)]]) {
// CHECK: buffer-index.metal:[[@LINE-1]]:38: error: threadgroup index 40 is out of range: Metal allows 0 to 30
  a[0] = b[0] + c[0] + d[0] + t[0];
}
