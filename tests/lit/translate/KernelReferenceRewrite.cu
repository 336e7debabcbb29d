// KernelReferenceRewrite and the handle namespace: a kernel whose name also
// names a function that `using namespace std;` brings in (fill, copy), or a
// host function of the program (reduce), has its handle in a namespace of
// its own, and host references to it are qualified. Other kernels and the
// host function keep their names as written.
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

template <typename T> __global__ void reduce(const T *in, T *out) {
  if (threadIdx.x == 0)
    out[0] = in[0] + in[1] + in[2] + in[3];
}
float reduce(float *d, float *sum) {
  reduce<float><<<1, 1>>>(d, sum);
  float h;
  cudaMemcpy(&h, sum, sizeof h, cudaMemcpyDeviceToHost);
  return h;
}

template <typename T> void run(T *d) { fill<true, T><<<1, 4>>>(4, d, T(2)); }
template <typename T> void deduce(T *d) { fill<true><<<1, 4>>>(4, d, T(2)); }

// CHECK:      /* metalify: copy runs on the GPU from {{.*}} */
// CHECK-NEXT: namespace metalify_kernels { inline metalify::Kernel<float *> copy{
// CHECK:      namespace metalify_kernels { template <bool Flag, typename T> extern metalify::Kernel<int, T *, T> fill;
// CHECK:      template <> inline metalify::Kernel<int, float *, float> fill<false, float>{"{{.*}}", "fill_false_float"};
// CHECK:      fill_instance(int, T *, T); }
// CHECK:      inline metalify::Kernel<float *> scale{
// CHECK:      namespace metalify_kernels { template <typename T> extern metalify::Kernel<const T *, T *> reduce;
// CHECK:      float reduce(float *d, float *sum) {
// CHECK-NEXT:   metalify::launch(::metalify_kernels::reduce<float>, 1, 1, 0, 0, d, sum);
// CHECK:      metalify::launch(::metalify_kernels::fill<true, T>, 1, 4, 0, 0, 4, d, T(2));
// CHECK:      metalify::launch(*decltype(::metalify_kernels::fill_instance<true>(4, d, T(2)))::value, 1, 4, 0, 0, 4, d, T(2));
// CHECK:      metalify::launch(::metalify_kernels::fill<false, float>, 1, 4, 0, 0, 2, d, 1.f);
// CHECK-NEXT: metalify::launch(::work::metalify_kernels::copy, 1, 1, 0, 0, d + 3);
// CHECK-NEXT: metalify::launch(scale, 1, 4, 0, 0, d);
// CHECK-NEXT: float total = reduce(d, d + 4);
int main() {
  float *d;
  cudaMalloc((void **)&d, 8 * sizeof(float));
  run(d);
  deduce(d);
  fill<false, float><<<1, 4>>>(2, d, 1.f);
  copy<<<1, 1>>>(d + 3);
  scale<<<1, 4>>>(d);
  float total = reduce(d, d + 4);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  return h[0] == 0.f && h[2] == 4.f && h[3] == 2.f && total == 6.f ? 0 : 1;
}
