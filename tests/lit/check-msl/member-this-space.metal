// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// In a member declared for one address space, `this` points into that
// space, as on Metal: `*this` reinterpreted or returned is a reference in
// that space, and a derived object in the space calls the base's member.
#include <metal_stdlib>
using namespace metal;

struct Pair { int a, b; };

struct Words {
  uint w[2];
  threadgroup Pair &view() threadgroup {
    return reinterpret_cast<threadgroup Pair &>(*this);
  }
  threadgroup Words &self() threadgroup { return *this; }
  thread Words &local() threadgroup { return *this; }
// CHECK: member-this-space.metal:[[@LINE-1]]:46: error: cannot convert from the threadgroup address space to the thread address space
};

struct Storage : Words {};

kernel void k(device int *out [[buffer(0)]],
              uint i [[thread_position_in_threadgroup]]) {
  threadgroup Storage s;
  threadgroup Pair &p = s.self().view();
  p.a = int(i);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[i] = p.a;
}
// CHECK-NOT: error

// A member for thread objects returns threadgroup memory it found elsewhere
// (the SharedMemory<T>::getPointer() idiom): its return type keeps its space.
struct SharedView {
  threadgroup float *get(threadgroup uchar *dynamic) thread {
    return (threadgroup float *)dynamic;
  }
};

kernel void view(device float *out [[buffer(0)]],
                 threadgroup uchar *dynamic [[threadgroup(0)]],
                 uint i [[thread_position_in_threadgroup]]) {
  SharedView v;
  threadgroup float *s = v.get(dynamic);
  s[i] = float(i);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  out[i] = s[0];
}
// CHECK-NOT: error

// A member for device objects names its fields without `this`: what it
// returns is device memory, which a device reference binds.
// One that returns what it was given in another space returns it as is.
struct Range {
  float lo, hi;
  const device float &lower() device const { return lo; }
  device float *upper() device { return &hi; }
  thread float *pass(thread float *x) device { return x; }
};

float widest(const device float &a, device float *b) { return *b - a; }

kernel void ranges(device Range *r [[buffer(0)]],
                   device float *out [[buffer(1)]],
                   uint i [[thread_position_in_grid]]) {
  float local = 1.0f;
  out[i] = widest(r[i].lower(), r[i].upper()) + *r[i].pass(&local);
}
// CHECK-NOT: error
