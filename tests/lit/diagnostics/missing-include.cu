// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: not %metalify translate %t.cu -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: not ls %t.out

#include "no_such_header.cuh"
// CHECK: missing-include.cu.tmp.cu:6:10: fatal error: 'no_such_header.cuh' file not found
