// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// At most 1024 threads per threadgroup.
#include <metal_stdlib>
using namespace metal;

[[max_total_threads_per_threadgroup(1025)]]
// CHECK: max-threads.metal:[[@LINE-1]]:3: error: max_total_threads_per_threadgroup(1025) is out of range: Metal allows 1 to 1024
kernel void k(device float *out [[buffer(0)]]) { out[0] = 1.0f; }

[[max_total_threads_per_threadgroup(1024)]]
kernel void fine(device float *out [[buffer(0)]]) { out[0] = 1.0f; }
