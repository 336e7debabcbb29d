// assert in device code: the C library's macro expands to __assert_fail;
// instead, the whole use becomes the assert row's template,
// which records CUDA's message (file, line, function, block, thread,
// expression) in the device log; the failing thread returns where the
// assert is a statement of a void function. Host asserts are untouched.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: count 0 < %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cassert>

__device__ float safeDiv(float a, float b) {
  assert(b != 0.0f);
  return a / b;
}

__global__ void divide(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i <   n && fabsf(x[i]) < 1e6f);
  x[i] = safeDiv(x[i], 2.0f);
}

// A macro in the condition: the .metal file has no #defines, so the
// condition is expanded before it is copied (its text too).
#define LANES 32u
#define HALF_OF(v) ((v) / 2)
__global__ void lanes(int *out) {
  assert(blockDim.x == LANES && HALF_OF(threadIdx.x) < LANES);
  out[threadIdx.x] = 1;
}

int main() {
  assert(sizeof(float) == 4);
  return 0;
}

// CHECK: inline void metalify_assert_fail(device metalify_log_ring &log,
// A helper that returns a value keeps going after the report.
// CHECK: float safeDiv(float a, float b, uint3 blockIdx, device metalify_log_ring &metalify_device_log, uint3 threadIdx) {
// CHECK-NEXT: ((b != 0.0f) ? (void)0 : metalify_assert_fail(metalify_device_log, "b != 0.0f", "{{.*}}DeviceAssert.cu.tmp.cu", 17, "float safeDiv(float, float)", blockIdx, threadIdx));
// The kernel's assert is a statement: the failing thread returns. The
// condition is rewritten (fabsf), its text is CUDA's (#expr).
// CHECK: kernel void divide(
// CHECK: if (!(i <   n && fabs(x[i]) < 1e6f)) { metalify_assert_fail(metalify_device_log, "i < n && fabsf(x[i]) < 1e6f", "{{.*}}", 23, "void divide(float *, int)", blockIdx, threadIdx); return; };
// CHECK-NEXT: x[i] = safeDiv(x[i], 2.0f, blockIdx, metalify_device_log, threadIdx);

// CHECK: kernel void lanes(
// CHECK: if (!(blockDim.x == 32U && ((threadIdx.x) / 2) < 32U)) { metalify_assert_fail(metalify_device_log, "blockDim.x == 32U && ((threadIdx.x) / 2) < 32U", "{{.*}}", 32, "void lanes(int *)", blockIdx, threadIdx); return; };

// HOST: assert(sizeof(float) == 4);
