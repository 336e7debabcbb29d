// Device functions as template arguments: a block reduction parameterised
// by its warp step (`blockReduce<warpSum>`), the argument forwarded to a
// second template, and written with and without `&`.
#include <cfloat>
#include <cstdio>

typedef float (*WarpStep)(float);
typedef float (*Combine)(float, float);

__device__ float add(float a, float b) { return a + b; }
__device__ float maxOf(float a, float b) { return a > b ? a : b; }

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

__device__ float warpMax(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

template <WarpStep step>
__device__ float blockReduce(float v, float identity) {
  __shared__ float partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int warps = blockDim.x / 32;
  v = step(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = lane < warps ? partial[lane] : identity;
  v = step(v);
  __syncthreads();
  return v;
}

template <WarpStep step, Combine combine>
__device__ float rowReduce(const float *row, int n, float identity) {
  float acc = identity;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    acc = combine(acc, row[i]);
  return blockReduce<step>(acc, identity);
}

__global__ void rowStats(const float *x, int n, float *sums, float *maxes) {
  const float *row = x + (size_t)blockIdx.x * n;
  float s = rowReduce<warpSum, add>(row, n, 0.0f);
  float m = rowReduce<&warpMax, maxOf>(row, n, -FLT_MAX);
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = s;
    maxes[blockIdx.x] = m;
  }
}

int main() {
  const int rows = 6, n = 300;
  float h[rows * n];
  for (int i = 0; i < rows * n; ++i)
    h[i] = (float)((i * 7919) % 1000) / 250.0f - 2.0f;
  float *x, *sums, *maxes;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&sums, rows * sizeof(float));
  cudaMalloc(&maxes, rows * sizeof(float));
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  rowStats<<<rows, 128>>>(x, n, sums, maxes);
  float s[rows], m[rows];
  cudaMemcpy(s, sums, sizeof s, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, maxes, sizeof m, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int r = 0; r < rows; ++r) {
    float ws = 0, wm = -FLT_MAX;
    for (int i = 0; i < n; ++i) {
      ws += h[r * n + i];
      wm = h[r * n + i] > wm ? h[r * n + i] : wm;
    }
    printf("row %d: sum %.3f max %.3f\n", r, s[r], m[r]);
    wrong += (s[r] - ws > 1e-3f || ws - s[r] > 1e-3f) || m[r] != wm;
  }
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
