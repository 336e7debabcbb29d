// A kernel declared in a header the translation keeps stays a host function,
// as in nvcc's host pass: the defining file declares the kernel's handle
// (with its symbol array) before the definition, whose body only names the
// handle, and registers the function as the kernel; launches in any file go
// through the function. A template kernel declared there is MTL1010
// (kernel-template-in-header.cu).
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -I %S/Inputs -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp

#include "kernels.cuh"
__constant__ float coef;
__global__ void shared_kernel(float *x) { x[0] = coef; }
// CHECK: /* metalify: shared_kernel runs on the GPU from {{.*}}.metal; the function below is its host stub */
// CHECK-NEXT: static const void *const shared_kernel_symbols[] = {&coef};
// CHECK-NEXT: static const metalify::Kernel<float *> shared_kernel_metalify_kernel{"{{.*}}.metal", "shared_kernel", shared_kernel_symbols};
// CHECK-NEXT: __global__ void shared_kernel(float *x) { metalify::kernelStubCalled(shared_kernel_metalify_kernel); }
// CHECK-NEXT: static const bool shared_kernel_metalify_stub = metalify::registerKernelStub(reinterpret_cast<const void *>(&shared_kernel), shared_kernel_metalify_kernel);
void run(float *x) { shared_kernel<<<1, 1>>>(x); }
// CHECK: void run(float *x) { metalify::launch(shared_kernel, 1, 1, 0, 0, x); }
