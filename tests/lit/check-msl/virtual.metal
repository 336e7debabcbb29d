// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// No virtual functions (no vtables, no function pointers on Metal).
#include <metal_stdlib>
using namespace metal;

struct Shape {
  virtual float area() const { return 0.0f; }
// CHECK: virtual.metal:[[@LINE-1]]:17: error: virtual functions are not supported in Metal
};
struct Base {};
struct Derived : virtual Base {};
// CHECK: virtual.metal:[[@LINE-1]]:18: error: virtual base classes are not supported in Metal

kernel void k(device float *out [[buffer(0)]]) { out[0] = 1.0f; }
