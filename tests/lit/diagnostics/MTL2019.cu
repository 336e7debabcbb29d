// MTL2019: pointer-to-pointer kernel parameters
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

// CHECK: {{.*}}.cu:[[@LINE+1]]:27: error: kernel parameter 'rows' is a pointer to pointers; {{.*}} [MTL2019]
__global__ void k(float **rows) { rows[0][0] = 1.0f; }

int main() { return 0; }
