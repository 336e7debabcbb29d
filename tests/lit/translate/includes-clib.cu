// Like nvcc's cuda_runtime.h, ours pulls in the C library (math, stdio,
// stdlib, string, time, assert) and <cmath>/<cstdlib>: host code of a .cu
// file calls sqrtf, memset, exit or clock without including them, and so
// does the translated host code through metalify/runtime.h. min and max
// are host and device functions, as in nvcc's math_functions.hpp.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

__global__ void root(float *x) { x[threadIdx.x] = sqrtf(x[threadIdx.x]); }

int main(int argc, char **argv) {
  float h[4];
  memset(h, 0, sizeof h);
  float r = sqrtf(2.0f) + fabs(-1.0) + exp(0.5f) + floor(1.5);
  assert(r > 0);
  if (argc > 3)
    exit(1);
  void *p = malloc(16);
  free(p);
  printf("%f %ld %d\n", r, (long)time(NULL) * 0, atoi("3"));
  int blocks = min(argc * 1000, 65535) + max(2u, 3u) + (int)min(1.5f, 2.5f);
  long long big = max(1LL << 40, 5LL);
  printf("%d %lld\n", blocks, big);
  return 0;
}

// CHECK: #include "metalify/runtime.h"
// CHECK: float r = sqrtf(2.0f) + fabs(-1.0) + exp(0.5f) + floor(1.5);
// CHECK: int blocks = min(argc * 1000, 65535) + max(2u, 3u) + (int)min(1.5f, 2.5f);
