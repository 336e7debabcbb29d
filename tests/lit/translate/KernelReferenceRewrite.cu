// KernelReferenceRewrite and the handle namespace of KernelTemplateHandles:
// with `using namespace std;`, kernels named like std functions (fill,
// copy) are handles that an unqualified name would make ambiguous, so host
// references to them are qualified and a kernel template's handles live in
// an inline namespace of their own. A kernel whose name no using-directive
// brings in is left as written.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.cpp

#include <algorithm>
using namespace std;

namespace work {
__global__ void copy(float *o) { o[threadIdx.x] = 1.f; }
} // namespace work
using namespace work;

template <bool Flag, typename T>
__global__ void fill(int n, T *out, T v) {
  if (threadIdx.x < n)
    out[threadIdx.x] = Flag ? v : T(0);
}

__global__ void scale(float *o) { o[threadIdx.x] *= 2.f; }

template <typename T> void run(T *d) { fill<true, T><<<1, 4>>>(4, d, T(2)); }

// CHECK:      inline namespace metalify_kernel_handles { template <bool Flag, typename T> extern metalify::Kernel<int, T *, T> fill;
// CHECK:      template <> inline metalify::Kernel<int, float *, float> fill<false, float>{"{{.*}}", "fill_false_float"};
// CHECK:      fill_instance(int, T *, T); }
// CHECK:      inline metalify::Kernel<float *> scale{
// CHECK:      metalify::launch(::fill<true, T>, 1, 4, 0, 0, 4, d, T(2));
// CHECK:      metalify::launch(::fill<false, float>, 1, 4, 0, 0, 2, d, 1.f);
// CHECK-NEXT: metalify::launch(::work::copy, 1, 1, 0, 0, d + 3);
// CHECK-NEXT: metalify::launch(scale, 1, 4, 0, 0, d);
int main() {
  float *d;
  cudaMalloc((void **)&d, 4 * sizeof(float));
  run(d);
  fill<false, float><<<1, 4>>>(2, d, 1.f);
  copy<<<1, 1>>>(d + 3);
  scale<<<1, 4>>>(d);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  return h[0] == 0.f && h[2] == 4.f && h[3] == 2.f ? 0 : 1;
}
