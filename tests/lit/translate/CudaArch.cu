// __CUDA_ARCH__ is defined in device code only, as under nvcc: the .metal
// comes from a parse with __CUDA_ARCH__=800, the host .cpp from one without
// it. __CUDA_ARCH_LIST__ is defined on both sides.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp

__host__ __device__ int pathTaken() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}

__device__ float scaled(float x) {
#if __CUDA_ARCH__ >= 800
  // CHECK: return x * 7.0f;
  return x * 7.0f;
#else
  // CHECK-NOT: return x * 3.0f;
  return x * 3.0f;
#endif
}

// CHECK: kernel void k(
__global__ void k(float *out) {
  out[0] = scaled(out[0]) + pathTaken() + __CUDA_ARCH_LIST__;
}

// HOST: int main() {
int main() {
#if defined(__CUDA_ARCH__)
  return 1;
#else
  // HOST: return pathTaken() == 2 && __CUDA_ARCH_LIST__ == 800 ? 0 : 1;
  return pathTaken() == 2 && __CUDA_ARCH_LIST__ == 800 ? 0 : 1;
#endif
}
