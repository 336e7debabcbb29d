// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// No dynamic allocation on Metal.
#include <metal_stdlib>
using namespace metal;

struct Node { int value; };

kernel void k(device int *out [[buffer(0)]]) {
  thread Node *n = new Node{3};
// CHECK: new-delete.metal:[[@LINE-1]]:20: error: 'new' is not supported in Metal
  out[0] = n->value;
  delete n;
// CHECK: new-delete.metal:[[@LINE-1]]:3: error: 'delete' is not supported in Metal
}
