// Pointer members declared together (`const float *a, *b;`) share one type
// specifier: the device address space goes into it once and every
// declarator keeps its name.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

// CHECK: struct Pairs { const device float *a, *b; device float *c; int n, m; };
struct Pairs { const float *a, *b; float *c; int n, m; };

__global__ void add(Pairs p) { p.c[threadIdx.x] = p.a[threadIdx.x] + p.b[threadIdx.x] + p.n * p.m; }

int main() { return 0; }
