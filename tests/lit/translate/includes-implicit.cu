// Like nvcc, a file sees cuda_runtime.h without including it; the host
// output spells the runtime include out on line 1.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp --match-full-lines --strict-whitespace
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

// CHECK:#include "metalify/runtime.h"
// CHECK-NEXT:// Like nvcc, a file sees cuda_runtime.h without including it; the host

int main() {
  dim3 grid(2, 2);
  return grid.z == 1 ? 0 : 1;
}
