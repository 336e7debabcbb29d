// MergedIncludeRewrite: a .cu file (or a header defining a kernel) that the
// main file #includes is translated with it. Its device code goes to the
// main file's .metal; its host text, rewritten like the main file's,
// replaces the directive (nested merged files first); plain headers keep
// their #include. Diagnostics point into the included file.
// REQUIRES: translate
// RUN: rm -rf %t.src %t.dir && mkdir -p %t.src
// RUN: %blank-checks %s %t.src/main.cu
// RUN: cp %S/Inputs/merged/kernels.cu %S/Inputs/merged/helpers.cu %S/Inputs/merged/params.h %S/Inputs/merged/kernel_header.cuh %S/Inputs/merged/lane.cuh %t.src/
// RUN: %metalify translate %t.src/main.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/main.cpp
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/main.metal
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include -I %t.src %t.dir/main.cpp
// RUN: %metalify check-msl %t.dir/main.metal
// Plain headers are copied beside the output; merged files are not (their
// text is in main.cpp).
// RUN: ls %t.dir/params.h
// RUN: not ls %t.dir/kernels.cu
// RUN: not ls %t.dir/helpers.cu
// An error in a merged file is located there, and nothing is written.
// RUN: sed 's/x\[i\] = twice/x[i] = undefined_fn/' %S/Inputs/merged/kernels.cu > %t.src/kernels.cu
// RUN: rm -rf %t.bad && not %metalify translate %t.src/main.cu -o %t.bad 2>%t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: not ls %t.bad/main.cpp

#include <stdio.h>
#include "kernels.cu"
#include "kernel_header.cuh"
#include "lane.cuh"

__global__ void lanes(unsigned *out) { out[threadIdx.x] = lane(); }

int main() {
  float *x;
  int *y;
  cudaMalloc((void **)&x, 1024 * sizeof(float));
  cudaMalloc((void **)&y, 32 * sizeof(int));
  launch_scale(x, 1024);
  fill<<<1, 32>>>(y, 7);
  cudaThreadSynchronize();
  printf("done\n");
  return 0;
}

// CHECK:      #include <stdio.h>
// CHECK-NEXT: /* metalify: kernels.cu (#included here) is translated with this file */
// CHECK:      #include "metalify/runtime.h"
// CHECK-NEXT: #include "params.h"
// CHECK-NEXT: /* metalify: helpers.cu (#included here) is translated with this file */
// CHECK-NOT:  __device__
// CHECK:      /* metalify: end of helpers.cu */
// CHECK:      inline metalify::Kernel<float *, int> scale{"main.metal", "scale"};
// CHECK:      extern "C" void launch_scale(float *x, int n) {
// CHECK-NEXT:   metalify::launch(scale,
// CHECK:      /* metalify: end of kernels.cu */
// CHECK-NEXT: /* metalify: kernel_header.cuh (#included here) is translated with this file */
// CHECK:      /* #pragma once */
// CHECK:      inline metalify::Kernel<int *, int> fill{"main.metal", "fill"};
// CHECK:      /* metalify: end of kernel_header.cuh */
// CHECK:      /* metalify: lane.cuh (#included here) is translated with this file */
// CHECK-NOT:  threadIdx
// CHECK:      /* metalify: end of lane.cuh */
// CHECK:      metalify::launch(fill,

// MSL: float twice(float v) { return 2.0f * v; }
// MSL: inline uint lane(uint3 threadIdx)
// MSL: kernel void scale(
// MSL: x[i] = twice(x[i]) * {{.*}};
// MSL: kernel void fill(

// ERR: kernels.cu:13:12: error: use of undeclared identifier 'undefined_fn'
