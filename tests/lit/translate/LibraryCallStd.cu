// The C++ library's constexpr functions (std::scalbn, std::min, the float
// overloads <cmath> brings into the global namespace) are implicitly
// __host__ __device__ under CUDA; device calls to them go through the
// rows of their names, as nvcc's device library does, and their libstdc++
// bodies never reach the .metal.
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

// DIAG-NOT: MTL2014
// CHECK-NOT: namespace std
// CHECK-NOT: __builtin_
__global__ void k(float *o, int i) {
  // CHECK: o[0] = ldexp(o[0], i) + ldexp(o[1], i) + ilogb(o[2]);
  o[0] = scalbn(o[0], i) + ldexp(o[1], i) + ilogb(o[2]);
  // CHECK: o[1] = min(o[3], 1.f) + max(i, 2) + abs(o[4]) + fabs(o[6]);
  o[1] = std::min(o[3], 1.f) + std::max(i, 2) + std::abs(o[4]) + std::fabs(o[6]);
}

int main() { return 0; }
