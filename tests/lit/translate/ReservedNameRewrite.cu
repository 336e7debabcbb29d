// identifier: names that MSL reserves (kernel, device, thread, half, ...)
// are ordinary CUDA identifiers; each declaration and use in device code is
// renamed with a trailing underscore, and the host handle names the renamed
// kernel. Host code keeps the names.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=HOST --input-file %t.dir/%basename_t.tmp.cpp

struct Slot {
  // CHECK: int constant_;
  int constant;
  float value;
};

// CHECK: float scale(float half_) { return half_ * 2.0f; }
__device__ float scale(float half) { return half * 2.0f; }

// CHECK: kernel void kernel_(
// CHECK-NEXT: device float *device_ {{\[\[}}buffer(0)]],
// CHECK-NEXT: const device Slot *slots {{\[\[}}buffer(1)]],
__global__ void kernel(float *device, Slot *slots) {
  // CHECK: int thread_ = threadIdx.x;
  int thread = threadIdx.x;
  // CHECK: device_[thread_] = scale(device_[thread_]) + slots[thread_].constant_;
  device[thread] = scale(device[thread]) + slots[thread].constant;
}

int main() {
  float *device = nullptr;
  Slot *slots = nullptr;
  // HOST: {{.*}} kernel{"{{.*}}.metal", "kernel_"};
  // HOST: metalify::launch(kernel, 1, 32, 0, 0, device, slots);
  kernel<<<1, 32>>>(device, slots);
  return 0;
}
