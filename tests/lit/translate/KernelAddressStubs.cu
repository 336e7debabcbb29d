// A kernel whose address host code keeps as a function pointer (stored,
// compared, passed to a template) stays a host function, as nvcc's host
// stub does: its body records the missing launch configuration, and it is
// registered as the kernel, so launches through the pointer find the
// handle. Kernels only launched, or only given to the CUDA API (which
// takes the handle), stay plain handles.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp

#include <cuda_runtime.h>

// CHECK: static const metalify::Kernel<float *, int> scale_metalify_kernel{"[[MODULE:.*\.metal]]", "scale"};
// CHECK-NEXT: __global__ void scale(float *v, int n) { metalify::kernelStubCalled(scale_metalify_kernel); }
// CHECK-NEXT: static const bool scale_metalify_stub = metalify::registerKernelStub(reinterpret_cast<const void *>(&scale), scale_metalify_kernel);
__global__ void scale(float *v, int n) {
  if (threadIdx.x < n)
    v[threadIdx.x] *= 2.0f;
}

// CHECK: inline metalify::Kernel<float *, int> shift{"[[MODULE]]", "shift"};
__global__ void shift(float *v, int n) {
  if (threadIdx.x < n)
    v[threadIdx.x] += 1.0f;
}

template <typename K> void launchWith(K k, float *v) { k<<<1, 32>>>(v, 32); }

void run(float *v) {
  void (*pick)(float *, int) = &scale;
  // CHECK: metalify::launch(pick, 1, 32, 0, 0, v, 32);
  pick<<<1, 32>>>(v, 32);
  // CHECK: launchWith(scale, v);
  launchWith(scale, v);
  // CHECK: metalify::launch(shift, 1, 32, 0, 0, v, 32);
  shift<<<1, 32>>>(v, 32);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, shift);
  int grid, block;
  cudaOccupancyMaxPotentialBlockSize(&grid, &block, (void *)shift, 0, 0);
}

int main() { return 0; }
