// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// No run-time type information on Metal.
#include <metal_stdlib>
using namespace metal;

struct A { int x; };
struct B : A {};

kernel void k(device int *out [[buffer(0)]]) {
  B b;
  thread A *a = &b;
  out[0] = sizeof(typeid(*a));
// CHECK: rtti.metal:[[@LINE-1]]:19: error: {{.*}}'typeid'
  out[1] = dynamic_cast<thread B *>(a) != nullptr;
// CHECK: rtti.metal:[[@LINE-1]]:12: error: use of dynamic_cast requires -frtti
}
