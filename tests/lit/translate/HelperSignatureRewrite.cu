// HelperSignatureRewrite: __device__ and __host__ __device__ functions
// reachable from kernels get address spaces on pointer and reference
// parameters and returns, one overload per signature used; host-only
// functions and unused helpers stay out of the .metal file.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__host__ __device__ float square(float x) { return x * x; }
__device__ float unused(float x) { return x; }
float hostOnly(float x) { return x; }

__device__ float *rowOf(float *base, int row, int width) {
  return base + row * width;
}

__device__ void bump(float &x) { x += square(x); }

__global__ void rows(float *m, int width) {
  float *r = rowOf(m, blockIdx.x, width);
  bump(r[threadIdx.x]);
  float value = 1.0f;
  bump(value);
  r[0] = value;
}

int main() { return hostOnly(0.0f) > 0; }

// CHECK-NOT:  unused
// CHECK-NOT:  hostOnly
// CHECK:      device float *rowOf(device float *base, int row, int width) {
// CHECK:      float square(float x) { return x * x; }
// CHECK:      void bump(device float &x) { x += square(x); }
// CHECK:      void bump(thread float &x) { x += square(x); }
// CHECK:      device float *r = rowOf(m, blockIdx.x, width);
// CHECK-NOT:  unused
// CHECK-NOT:  hostOnly
