// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal rejects goto.
#include <metal_stdlib>
using namespace metal;

kernel void k(device int *out [[buffer(0)]]) {
  int i = 0;
again:
  if (++i < 4)
    goto again;
// CHECK: goto.metal:[[@LINE-1]]:5: error: 'goto' is not supported in Metal
  out[0] = i;
}
