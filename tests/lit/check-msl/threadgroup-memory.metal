// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// At most 32 KB of threadgroup memory per kernel.
#include <metal_stdlib>
using namespace metal;

kernel void big(device float *out [[buffer(0)]],
// CHECK: threadgroup-memory.metal:[[@LINE-1]]:13: error: kernel 'big' declares 32772 bytes of threadgroup memory; Metal allows at most 32768
                uint i [[thread_position_in_threadgroup]]) {
  threadgroup float a[4096];
  threadgroup float b[4096];
  threadgroup float c;
  a[i] = b[i] = c = 1.0f;
  out[i] = a[i] + b[i] + c;
}

kernel void fits(device float *out [[buffer(0)]],
                 uint i [[thread_position_in_threadgroup]]) {
  threadgroup float a[8192];
  a[i] = 1.0f;
  out[i] = a[i];
}
