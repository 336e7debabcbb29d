// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal: "invalid type for input declaration". Scalars go through a
// constant reference; built-ins need a uint/ushort type.
#include <metal_stdlib>
using namespace metal;

struct Params { float scale; };

kernel void k(device float *out [[buffer(0)]],
              float scale,
// CHECK: scalar-by-value.metal:[[@LINE-1]]:21: error: invalid type 'float' for input declaration
              Params params [[buffer(1)]],
// CHECK: scalar-by-value.metal:[[@LINE-1]]:22: error: a {{\[\[}}buffer(n)]] parameter must be a pointer or reference to 'device' or 'constant' memory
              float gid [[thread_position_in_grid]],
// CHECK: scalar-by-value.metal:[[@LINE-1]]:21: error: invalid type 'float' for the 'thread_position_in_grid' built-in
              uint3 index [[thread_index_in_threadgroup]],
// CHECK: scalar-by-value.metal:[[@LINE-1]]:21: error: invalid type 'uint3' for the 'thread_index_in_threadgroup' built-in: use uint or ushort
              constant float &fine [[buffer(2)]]) {
  out[0] = scale * params.scale * gid * fine + index.x;
}
