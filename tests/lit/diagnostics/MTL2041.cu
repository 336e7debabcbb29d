// MTL2041: generated MSL that Metal rejects is never written; the compile
// error is reported at the CUDA line it came from, with the MSL line quoted.
// A user row produces the bad MSL, so the test does not depend on a
// translator bug. `metalify cc` fails the same way, before any host build.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate --rules %S/Inputs/msl-does-not-compile.yaml %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct Pair {
  float a, b;
};

__device__ float twice(float x) { return 2.0f * x; }

__global__ void k(float *out, Pair p) {
  float t = twice(p.a);
  out[1] = t;
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: the generated MSL does not compile: use of undeclared identifier 'no_such_msl_function' ({{.*}}.metal:{{[0-9]+}}: `out[0] = no_such_msl_function(out[1], out[2], t);`) [MTL2041]
  out[0] = __fmaf_rn(out[1], out[2], t);
}

int main() { return 0; }
