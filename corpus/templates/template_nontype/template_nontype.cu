// Non-type template parameters (unrolled per-thread work of N items),
// constexpr functions and variables used for sizes, static_assert,
// namespaces, and a template specialisation selected at the launch site.
#include <cstdio>
#include <cuda_runtime.h>

namespace kernels {
constexpr int kBlock = 128;
constexpr int itemsFor(int bytes) { return bytes / 4; }
static_assert(kBlock % 32 == 0, "block must be whole warps");

template <int ITEMS>
__global__ void scaleItems(int *data, int n, int factor) {
  int base = (blockIdx.x * kBlock + threadIdx.x) * ITEMS;
#pragma unroll
  for (int k = 0; k < ITEMS; ++k)
    if (base + k < n)
      data[base + k] = data[base + k] * factor + k;
}

template <bool NEGATE>
struct Op {
  __device__ static int apply(int v) { return v + 1; }
};
template <>
struct Op<true> {
  __device__ static int apply(int v) { return -v; }
};

template <bool NEGATE>
__global__ void applyOp(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = Op<NEGATE>::apply(data[i]);
}
} // namespace kernels

template <int ITEMS>
static void run(int *d, int n, int factor) {
  int threads = n / ITEMS;
  int blocks = (threads + kernels::kBlock - 1) / kernels::kBlock;
  kernels::scaleItems<ITEMS><<<blocks, kernels::kBlock>>>(d, n, factor);
}

int main() {
  const int n = 8192;
  int *h = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = i % 10;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  run<kernels::itemsFor(16)>(d, n, 2);
  run<1>(d, n, 3);
  kernels::applyOp<true><<<n / 256, 256>>>(d, n);
  kernels::applyOp<false><<<n / 256, 256>>>(d, n);
  int *r = new int[n];
  cudaMemcpy(r, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int v = h[i] * 2 + i % 4;
    v = v * 3;
    v = -v + 1;
    if (r[i] != v)
      ++bad;
    sum += r[i];
  }
  printf("items=%d r[0..4]=%d %d %d %d %d sum=%lld\n", kernels::itemsFor(16), r[0], r[1], r[2], r[3], r[4], sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
