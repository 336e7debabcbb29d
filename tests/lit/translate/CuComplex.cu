// cuComplex.h is ours (translator/cccl-include), CUDA C++ translated with
// the program: the functions device code calls become MSL functions on
// float2 (double2 as metalify::double2), the host keeps them as C++.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cuComplex.h>

// CHECK-DAG: inline float2 cuCmulf(float2 a, float2 b) {
// CHECK-DAG: inline float2 cuCdivf(float2 a, float2 b) {
// CHECK-DAG: inline metalify::double2 cuCmul(metalify::double2 a, metalify::double2 b) {
// CHECK-LABEL: kernel void rotate(
// CHECK: out[i] = cuCdivf(cuCmulf(in[i], make_cuFloatComplex(0.f, 1.f)), in[0]);
__global__ void rotate(const cuFloatComplex *in, cuFloatComplex *out,
                       cuDoubleComplex *wide) {
  int i = threadIdx.x;
  out[i] = cuCdivf(cuCmulf(in[i], make_cuFloatComplex(0.f, 1.f)), in[0]);
  wide[i] = cuCmul(wide[i], cuComplexFloatToDouble(out[i]));
}

// HOST: float m = cuCabsf(make_cuComplex(3.f, 4.f));
int main() {
  float m = cuCabsf(make_cuComplex(3.f, 4.f));
  return m == 5.f ? 0 : 1;
}
