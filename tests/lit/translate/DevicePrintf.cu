// Device printf: every call becomes metalify_printf on the device log, a
// reserved buffer(30) parameter that kernels declare and helpers receive
// like a built-in (docs/ABI.md, "The device log"). Host printf is untouched.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp
// RUN: count 0 < %t.err
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cstdio>

__device__ void report(int v) {
  printf("n=%d\n", v);
}

__global__ void show(const char *name, float *x, int n) {
  int i = threadIdx.x;
  printf("%s[%d] = %.2f of %u\n", name, i, x[i], (unsigned)n);
  report(n);
}

__global__ void quiet(float *x) { x[threadIdx.x] = 0.0f; }

int main() {
  printf("host %d\n", 1);
  return 0;
}

// The helpers come once, the ring's layout first.
// CHECK: struct metalify_log_ring {
// CHECK: inline int metalify_printf(device metalify_log_ring &log, F format, A... args) {
// CHECK: void report(int v, device metalify_log_ring &metalify_device_log) {
// CHECK-NEXT: metalify_printf(metalify_device_log, "n=%d\n", v);
// CHECK: kernel void show(
// CHECK: device metalify_log_ring &metalify_device_log {{\[\[}}buffer(30)]]
// CHECK: metalify_printf(metalify_device_log, "%s[%d] = %.2f of %u\n", name, i, x[i], (uint)n);
// CHECK-NEXT: report(n, metalify_device_log);
// A kernel that does not print has no log parameter.
// CHECK: kernel void quiet(
// CHECK-NOT: metalify_device_log
// CHECK: }

// HOST: printf("host %d\n", 1);
