// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal's only 64-bit atomics are atomic_max/min_explicit on device
// atomic_ulong, returning nothing; everything else is rejected, as on Metal.
#include <metal_stdlib>
using namespace metal;

kernel void k(device atomic_ulong *big [[buffer(0)]],
              device atomic_long *sbig [[buffer(1)]],
              device atomic_uint *small [[buffer(2)]]) {
  threadgroup atomic_ulong local;
  atomic_max_explicit(big, 7ul, memory_order_relaxed);
  atomic_min_explicit(big + 1, 3ul, memory_order_relaxed);
  atomic_fetch_add_explicit(small, 1u, memory_order_relaxed);
  atomic_fetch_add_explicit(big, 1ul, memory_order_relaxed);
// CHECK-DAG: error: static assertion failed {{.*}}Metal has no 64-bit atomic load, store, exchange, compare-exchange or fetch operation
  atomic_max_explicit(&local, 7ul, memory_order_relaxed);
// CHECK-DAG: atomic-64.metal:[[@LINE-1]]:3: error: no matching function for call to 'atomic_max_explicit'
  atomic_min_explicit(sbig, 3l, memory_order_relaxed);
// CHECK-DAG: atomic-64.metal:[[@LINE-1]]:3: error: no matching function for call to 'atomic_min_explicit'
}
