// MTL3005: an intrinsic with a directed rounding mode
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=MSL --input-file %t.dir/%basename_t.tmp.metal

__global__ void k(float *x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: warning: '__fadd_ru' asks for directed rounding, which Metal does not have; it rounds to nearest [MTL3005]
  x[0] = __fadd_ru(x[1], x[2]);
}

int main() { return 0; }
// MSL: x[0] = ((x[1]) + (x[2]));
