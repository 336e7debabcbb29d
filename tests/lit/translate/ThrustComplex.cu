// thrust/complex.h is ours (translator/cccl-include/thrust/complex.h): the
// class template becomes one MSL struct per element type, aligned like
// float2, and the operators and functions a kernel reaches become MSL
// functions, copied per address space of their operands.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <thrust/complex.h>

// CHECK:     struct alignas(8) complex_float { using T = float;
// CHECK-DAG: inline thrust::complex_float polar_float(const thread float &m, const thread float &theta) {
// CHECK-DAG: inline thrust::complex_float sqrt_float(const device thrust::complex_float &z) {
// CHECK-LABEL: kernel void rotate(
// CHECK:     z[threadIdx.x] *= thrust::polar_float(1.0f, t);
__global__ void rotate(thrust::complex<float> *z, float t) {
  z[threadIdx.x] *= thrust::polar(1.0f, t);
  z[threadIdx.x] = thrust::sqrt(z[threadIdx.x]) / thrust::abs(z[0]);
}

int main() { return 0; }
