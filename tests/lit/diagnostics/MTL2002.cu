// MTL2002: calls through function pointers
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

__device__ float twice(float x) { return 2 * x; }
__global__ void k(float *out) {
  float (*op)(float) = twice;
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:12: error: function pointers are not supported in device code ({{.*}}) [MTL2002]
  out[0] = op(out[1]);
}

int main() { return 0; }

// A function passed as a template argument is a pointer still where the
// instance keeps it as a value.
typedef float (*Unary)(float);
template <Unary op> __device__ float keep(float x) {
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:16: error: function pointers are not supported in device code ('twice') [MTL2002]
  Unary copy = op;
  // CHECK-DAG: {{.*}}.cu:[[@LINE+1]]:10: error: function pointers are not supported in device code ({{.*}}) [MTL2002]
  return copy(x);
}
__global__ void k2(float *out) { out[0] = keep<twice>(out[1]); }
