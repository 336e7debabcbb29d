// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Metal has no call stack for recursion: any call-graph cycle is rejected.
#include <metal_stdlib>
using namespace metal;

uint factorial(uint n) { return n < 2 ? 1 : n * factorial(n - 1); }
// CHECK: recursion.metal:[[@LINE-1]]:6: error: recursion is not supported in Metal: 'factorial' calls itself

uint odd(uint n);
uint even(uint n) { return n == 0 ? 1 : odd(n - 1); }
// CHECK: recursion.metal:[[@LINE-1]]:6: error: recursion is not supported in Metal: 'even', 'odd' call each other
uint odd(uint n) { return n == 0 ? 0 : even(n - 1); }

kernel void k(device uint *out [[buffer(0)]]) {
  out[0] = factorial(5) + even(4);
}
