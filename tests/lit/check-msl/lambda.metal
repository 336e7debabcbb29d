// Metal has lambda expressions only from MSL 3.2: check-msl rejects them in
// a module whose options line (or --msl-version) says 3.1, like Metal would.
// RUN: not %metalify check-msl %s 2>&1 | FileCheck %s
// RUN: not %metalify check-msl --msl-version=3.1 %s 2>&1 | FileCheck %s
// RUN: sed 's/msl-version=3.1/msl-version=3.2/' %s > %t.metal
// RUN: %metalify check-msl %t.metal 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
// RUN: not %metalify check-msl --msl-version=3.1 %t.metal 2>&1 | FileCheck %s --check-prefix=FORCED
// metalify-options: msl-version=3.1 math-mode=safe
#include <metal_stdlib>
using namespace metal;

kernel void k(device int *out [[buffer(0)]]) {
  int bias = 2;
  auto add = [bias](int v) { return v + bias; };
// CHECK: lambda.metal:[[@LINE-1]]:14: error: lambda expressions are not supported before Metal 3.2 (this module is Metal 3.1)
// FORCED: {{.*}}.metal:[[@LINE-2]]:14: error: lambda expressions are not supported before Metal 3.2 (this module is Metal 3.1)
  out[0] = add(out[0]);
}
// OK-NOT: error
