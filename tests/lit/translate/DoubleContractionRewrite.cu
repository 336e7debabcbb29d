// double-contraction: nvcc fuses a double multiply feeding an add or a
// subtract into one fma; so does the translation, choosing the operands as
// the GPU's back end does (the left multiply of an add first). Float code
// is left to the MSL compiler, and an lvalue with side effects is not
// duplicated.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void fuse(double *d, float *f, double x, double y, double z) {
  // CHECK: d[0] = metalify::f64_fma((x), (y), (z));
  d[0] = x * y + z;
  // CHECK: d[1] = metalify::f64_fma((x), (y), -(z));
  d[1] = x * y - z;
  // CHECK: d[2] = metalify::f64_fma(-(x), (y), (z));
  d[2] = z - x * y;
  // CHECK: d[3] = metalify::f64_fma((x), (y), (z * x));
  d[3] = x * y + z * x;
  // CHECK: d[4] = metalify::f64_fma((z), (z), (metalify::f64_fma((x), (x), (y * y))));
  d[4] = x * x + y * y + z * z;
  // CHECK: d[5] = metalify::f64_fma((x), (y), (d[5]));
  d[5] += x * y;
  // CHECK: d[6] = metalify::f64_fma(-(x), (y), (d[6]));
  d[6] -= x * y;
  int i = 7;
  // CHECK: d[i++] += x * y;
  d[i++] += x * y;
  // CHECK: f[0] = f[1] * f[2] + f[3];
  f[0] = f[1] * f[2] + f[3];
}

int main() { return 0; }
