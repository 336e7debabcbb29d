// double (the type row): the operands of a `?:` of type double that are
// lvalues become metalify::f64 values, so that a device lvalue and a thread
// value of the class can meet (C++ with address spaces cannot convert one to
// the other's type unambiguously), and so do operands of another type (an
// int and the class each convert to the other).
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void pick(const double *d, double *out, bool first, double x) {
  // CHECK: metalify::f64 mu = first ? metalify::f64(d[0]) : metalify::f64(0.0f);
  double mu = first ? d[0] : 0.0;
  // CHECK: out[0] = first ? metalify::f64(x) : metalify::f64(d[1]);
  out[0] = first ? x : d[1];
  // CHECK: out[1] = first ? mu * 2 : metalify::f64(x);
  out[1] = first ? mu * 2 : x;
  // CHECK: out[2] = first ? metalify::f64(0) : metalify::f64(float(x) * 2.f);
  out[2] = first ? 0 : double(float(x) * 2.f);
  // CHECK: out[3] = first ? metalify::f64(1) : metalify::f64(2.5f);
  out[3] = first ? 1 : 2.5;
}

int main() { return 0; }
