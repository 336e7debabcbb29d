// std::forward, std::move and std::as_const name their argument's storage:
// a function object forwarded from a local variable stays in the thread
// address space through every call, so its operator() (declared for thread
// objects only) is callable. Before, the forwarded reference had no known
// origin and was spelled `device`, and the MSL did not compile.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: env METALIFY_CACHE_DIR=%t.cache %metalify run %t.cu 2>/dev/null | FileCheck %s --check-prefix=EXEC
#include <cstdio>
#include <utility>

struct Scale {
  float s;
  __device__ void operator()(float &out, float in) const { out = in * s; }
};

// CHECK: void inner_Scale_Scale_r(device float *out, const device float *in, int n, const thread Scale &bias, const thread Scale &f, uint3 blockDim, uint3 threadIdx) {
template <typename B, typename F>
__device__ void inner(float *out, const float *in, int n, B &&bias, F &&f) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    f(out[i], in[i] + bias.s);
}

// CHECK: void outer_Scale_r(device float *out, const device float *in, int n, const thread Scale &f, uint3 blockDim, uint3 threadIdx) {
template <typename F>
__device__ void outer(float *out, const float *in, int n, F &&f) {
  // CHECK: inner_Scale_Scale_r(out, in, n, (Scale{0.5f}), (f), blockDim, threadIdx);
  inner(out, in, n, std::move(Scale{0.5f}), std::forward<F>(f));
}

__global__ void scale(float *out, const float *in, int n, float s) {
  Scale op{s};
  outer(out, in, n, op);
}

int main() {
  float *out, *in;
  cudaMallocManaged(&out, 32 * sizeof(float));
  cudaMallocManaged(&in, 32 * sizeof(float));
  for (int i = 0; i < 32; ++i)
    in[i] = i;
  scale<<<1, 32>>>(out, in, 32, 3.0f);
  cudaDeviceSynchronize();
  // EXEC: 4.5 94.5
  printf("%g %g\n", out[1], out[31]);
  return 0;
}
