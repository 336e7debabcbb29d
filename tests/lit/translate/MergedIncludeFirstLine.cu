#include <cuComplex.h>
// MergedIncludeRewrite on line 1: the include that metalify splices in is
// the first line, where IncludeRewrite also puts the runtime include; the
// text after the directive must survive whole (it lost as many characters
// as the runtime include has).
// REQUIRES: translate
// RUN: rm -rf %t.dir && %metalify translate %s -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/MergedIncludeFirstLine.cpp

// CHECK:      #include "metalify/runtime.h"
// CHECK:      /* metalify: end of cuComplex.h */
// CHECK-NEXT: // MergedIncludeRewrite on line 1: the include that metalify splices in is
__global__ void conj(cuFloatComplex *z) { z[threadIdx.x] = cuConjf(z[threadIdx.x]); }

int main() { return 0; }
