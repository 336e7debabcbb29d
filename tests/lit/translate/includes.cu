// CUDA includes become the shim's runtime header; other includes stay.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

// CHECK-NOT: #include "metalify/runtime.h"
// CHECK: #include "metalify/runtime.h"
#include <cuda_runtime.h>
// CHECK: #include "metalify/runtime.h"
#include "cuda.h"
// CHECK: #include "metalify/runtime.h"
#include <cuda_fp16.h>
// CHECK: #include "metalify/runtime.h" // vector types
#include   <vector_types.h> // vector types
// CHECK: #include <cstdio>
#include <cstdio>
// CHECK: #include "metalify/cooperative_groups.h"
#include <cooperative_groups.h>
// CHECK: #include "metalify/runtime.h"
#include <device_launch_parameters.h>
// CHECK: #include "metalify/runtime.h"
#include <cuda_profiler_api.h>
// CHECK: #include "metalify/runtime.h"
#include <builtin_types.h>
// CHECK: #include "metalify/runtime.h"
#include <cuda_bf16.h>
// CHECK: #include "metalify/runtime.h"
#include <cuda_runtime_api.h>
// CHECK: #include "metalify/runtime.h"
#include <device_functions.h>
// CHECK: #include "metalify/runtime.h"
#include <driver_types.h>
// CHECK: #include "metalify/runtime.h"
#include <math_functions.h>
// CHECK: #include "metalify/runtime.h"
#include <vector_functions.h>
// CHECK: #include <cstring>
#include <cstring>
// CHECK-NOT: #include "metalify/runtime.h"

int main() {
  cudaProfilerStart();
  printf("%d\n", (int)strlen("x"));
  return cudaProfilerStop();
}
