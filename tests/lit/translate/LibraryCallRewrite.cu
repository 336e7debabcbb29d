// LibraryCallRewrite: calls to CUDA device functions go through their rows
// (a rename keeps the arguments; a template rewrites the call); a function
// without a row or a definition is left alone with a warning and a marker.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.err

__device__ float external(float);

__global__ void calls(float *x) {
  x[0] = sinf(x[1]);
  x[2] = external(x[3]);
}

int main() { return 0; }

// CHECK:      x[0] = sin(x[1]);
// CHECK-NEXT: x[2] = /* MTL2014: device function 'external' has no Metal mapping {{.*}} */ external(x[3]);
// WARN:       :14:10: warning: device function 'external' has no Metal mapping {{.*}} [MTL2014]
