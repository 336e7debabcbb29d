// curand_kernel.h is ours (translator/cccl-include), CUDA C++ translated with
// the program: the generators and distributions a kernel reaches become MSL
// functions, and XORWOW's jump table, computed at build time, is a device
// global the kernels that place a state receive as a buffer. A program that
// draws no double gets no software double.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <curand_kernel.h>

// CHECK-NOT: metalify_f64
// CHECK-DAG: inline void curand_init(ulong seed, ulong subsequence, ulong offset, thread curandStateXORWOW_t *state, const device uint (*metalify_xorwow_jump_table)[800]) {
// CHECK-DAG: inline void curand_init(ulong seed, ulong subsequence, ulong offset, thread curandStatePhilox4_32_10_t *state) {
// CHECK-DAG: inline float curand_normal_curandStateXORWOW(device curandStateXORWOW *state) {
// CHECK-LABEL: kernel void setup(
// CHECK: const device uint (*metalify_xorwow_jump_table)[800] {{\[\[}}buffer(
// CHECK: curand_init(1234, id, 0, &local, metalify_xorwow_jump_table);
// CHECK-LABEL: kernel void draw(
// CHECK-NOT: metalify_xorwow_jump_table
// CHECK: out[id] = curand_normal_curandStateXORWOW(&states[id]) + curand_uniform4(&philox).x;
__global__ void setup(curandState *states) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local;
  curand_init(1234, id, 0, &local);
  states[id] = local;
}

__global__ void draw(curandState *states, float *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t philox;
  curand_init(7, id, 0, &philox);
  out[id] = curand_normal(&states[id]) + curand_uniform4(&philox).x;
}

// HOST: metalify::Symbol<const unsigned int[131][800]> metalify_xorwow_jump_table
int main() {
  curandState *states;
  cudaMalloc(&states, 64 * sizeof(curandState));
  setup<<<1, 64>>>(states);
  return 0;
}
