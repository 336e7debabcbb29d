// A launch that leaves arguments to the kernel's defaults writes them out
// from their text (the host handle has no defaults): a literal, a macro
// use, every argument of a kernel that has only defaults.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/%basename_t.tmp.cpp
#include <cstddef>
#define STEP 3

__global__ void scale(float *a, int n, float factor = 2.0f,
                      int *count = NULL, int step = STEP) {
  if (count)
    *count = n * step;
  a[threadIdx.x] *= factor;
}
__global__ void tick(int times = 1) {}

void run(float *a, int *c) {
  scale<<<1, 32>>>(a, 32);
// CHECK: metalify::launch(scale, 1, 32, 0, 0, a, 32, 2.0f, NULL, STEP);
  scale<<<1, 32>>>(a, 32, 0.5f, c);
// CHECK: metalify::launch(scale, 1, 32, 0, 0, a, 32, 0.5f, c, STEP);
  tick<<<1, 1>>>();
// CHECK: metalify::launch(tick, 1, 1, 0, 0, 1);
}
