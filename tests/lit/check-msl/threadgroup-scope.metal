// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// threadgroup variables may be declared only in kernel scope.
#include <metal_stdlib>
using namespace metal;

threadgroup float Shared[16];
// CHECK: threadgroup-scope.metal:[[@LINE-1]]:19: error: threadgroup variables must be declared in kernel scope

float helper(uint i) {
  threadgroup float scratch[16];
// CHECK: threadgroup-scope.metal:[[@LINE-1]]:21: error: threadgroup variables must be declared in kernel scope
  scratch[i] = 1.0f;
  return scratch[i];
}

kernel void k(device float *out [[buffer(0)]],
              uint i [[thread_position_in_threadgroup]]) {
  threadgroup float fine[16];
  fine[i] = helper(i);
  out[i] = fine[i];
}
