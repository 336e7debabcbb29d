// double-literal, double-literal-float: MSL reads `0.1` as a float. A double
// literal of device code becomes a metalify::f64, by its bits when a float
// cannot hold it, so that its value, the overload it selects and the double
// arithmetic around it are CUDA's; one that CUDA converts at once stays.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define TENTH 0.1

__global__ void literals(double *d, float *f) {
  // CHECK: d[0] = d[1] * metalify::f64_from_bits(0x3FB999999999999Aul /* 0.1 */);
  d[0] = d[1] * 0.1;
  // CHECK: d[1] = sqrt(metalify::f64(2.0f));
  d[1] = sqrt(2.0);
  // A float times a double literal computes in double, then converts.
  // CHECK: f[0] = f[1] * metalify::f64_from_bits(0x3FD5555555555555ul /* 0.3333333333333333 */);
  f[0] = f[1] * 0.3333333333333333;
  // Converted to float at once: the same value as MSL's float literal.
  // CHECK: float g = 0.1;
  float g = 0.1;
  // CHECK: int n = 2.5;
  int n = 2.5;
  // CHECK: d[2] = (g + n) * metalify::f64_from_bits(0x3FB999999999999Aul /* 0.1 */);
  d[2] = (g + n) * TENTH;
  // CHECK: d[3] = metalify::f64_from_bits(0x7FEFFFFFFFFFFFFFul /* 1.7976931348623157e308 */);
  d[3] = 1.7976931348623157e308;
  // Float literals are not double ones.
  // CHECK: f[2] = f[3] * 0.1f;
  f[2] = f[3] * 0.1f;
}

int main() { return 0; }
