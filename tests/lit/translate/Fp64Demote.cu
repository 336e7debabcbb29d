// Fp64Demote: Metal has no double. Under --fp64=error each double in device
// code is an error (MTL2006), in helper signatures too; with --fp64=demote the
// double row applies: double becomes float in bodies, casts and helper
// signatures, with one warning per site (MTL2036), so a count of demoted
// sites is the count of MTL2036 warnings.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate --fp64=demote %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.err
// RUN: rm -rf %t.err.dir && %expect-exit 1 %metalify translate --fp64=error %t.cu -o %t.err.dir 2>%t.default
// RUN: FileCheck %s --check-prefix=DEFAULT --input-file %t.default
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ double twice(double v) { return v * 2.0; }

__global__ void demote(float *out, const float *in, int n) {
  double acc = 0.0;
  for (int i = 0; i < n; ++i)
    acc += (double)in[i];
  out[0] = (float)twice(acc);
}

int main() { return 0; }

// CHECK:      float twice(float v) { return v * 2.0; }
// CHECK:      float acc = 0.0;
// CHECK-NEXT: for (int i = 0; i < n; ++i)
// CHECK-NEXT:   acc += (float)in[i];
// CHECK-NEXT: out[0] = (float)twice(acc);

// WARN-DAG: .cu:15:12: warning: 'double' is demoted to float (--fp64=demote){{.*}} [MTL2036]
// WARN-DAG: .cu:15:25: warning: 'double' is demoted to float {{.*}} [MTL2036]
// WARN-DAG: .cu:18:3: warning: 'double' is demoted to float {{.*}} [MTL2036]
// WARN-DAG: .cu:20:13: warning: 'double' is demoted to float {{.*}} [MTL2036]
// WARN-NOT: MTL2036

// DEFAULT-DAG: .cu:15:12: error: 'double' is 64-bit floating point, which Metal does not support [MTL2006]
// DEFAULT-DAG: .cu:15:25: error: 'double' is 64-bit floating point{{.*}} [MTL2006]
// DEFAULT-DAG: .cu:18:3: error: 'double' is 64-bit floating point{{.*}} [MTL2006]
// DEFAULT-DAG: .cu:20:13: error: 'double' is 64-bit floating point{{.*}} [MTL2006]

// --stats counts each demoted double of device code by the double row (its
// status is that of the default, emulation), one
// per MTL2036 warning (the host's double is not counted).
// RUN: %metalify translate %t.cu --fp64=demote --examine 2>/dev/null | FileCheck %s --check-prefix=STATS
// RUN: grep -c 'warning: .*MTL2036' %t.err | FileCheck %s --check-prefix=COUNT
// STATS: emulated double x4
// COUNT: {{^}}4{{$}}
