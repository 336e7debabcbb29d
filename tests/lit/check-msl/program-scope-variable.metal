// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// Before MSL 3.2, program-scope variables must be in the constant address
// space (constexpr constants are fine).
#include <metal_stdlib>
using namespace metal;

constant float Scale = 2.0f;
constexpr int Count = 4;
float Mutable = 1.0f;
// CHECK: program-scope-variable.metal:[[@LINE-1]]:7: error: program scope variable must reside in constant address space
device int *Pointer;
// CHECK: program-scope-variable.metal:[[@LINE-1]]:13: error: program scope variable must reside in constant address space

int counter() {
  static int Calls = 0;
// CHECK: program-scope-variable.metal:[[@LINE-1]]:14: error: static variables must reside in constant address space in Metal
  return ++Calls;
}

kernel void k(device float *out [[buffer(0)]]) {
  out[0] = Scale * Count + Mutable + counter();
}
