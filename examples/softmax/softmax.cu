// softmax: numerically stable row-wise softmax as used in attention layers.
// One block of 128 threads per row: a block-wide max, then a block-wide sum
// of exp(x - max), both with warp shuffles and a little shared memory.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

constexpr int kThreads = 128;
constexpr int kWarps = kThreads / 32;

__device__ float blockReduce(float v, bool isMax) {
  __shared__ float warpResults[kWarps];
  for (int offset = 16; offset > 0; offset >>= 1) {
    float other = __shfl_xor_sync(0xffffffff, v, offset);
    v = isMax ? fmaxf(v, other) : v + other;
  }
  if (threadIdx.x % 32 == 0)
    warpResults[threadIdx.x / 32] = v;
  __syncthreads();
  float r = warpResults[0];
  for (int w = 1; w < kWarps; ++w)
    r = isMax ? fmaxf(r, warpResults[w]) : r + warpResults[w];
  __syncthreads();
  return r;
}

__global__ void softmax(const float *x, float *y, int cols) {
  const float *row = x + blockIdx.x * cols;
  float *out = y + blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += kThreads)
    m = fmaxf(m, row[c]);
  m = blockReduce(m, true);
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += kThreads)
    s += expf(row[c] - m);
  s = blockReduce(s, false);
  for (int c = threadIdx.x; c < cols; c += kThreads)
    out[c] = expf(row[c] - m) / s;
}

int main() {
  const int rows = 64, cols = 1024;
  float *x = new float[rows * cols], *y = new float[rows * cols];
  for (int i = 0; i < rows * cols; ++i)
    x[i] = sinf(0.01f * (float)i) * 4.0f;
  float *dx, *dy;
  cudaMalloc(&dx, rows * cols * sizeof(float));
  cudaMalloc(&dy, rows * cols * sizeof(float));
  cudaMemcpy(dx, x, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
  softmax<<<rows, kThreads>>>(dx, dy, cols);
  cudaMemcpy(y, dy, rows * cols * sizeof(float), cudaMemcpyDeviceToHost);
  double worst = 0.0;
  for (int r = 0; r < rows; ++r) {
    double sum = 0.0;
    for (int c = 0; c < cols; ++c)
      sum += y[r * cols + c];
    worst = fabs(sum - 1.0) > worst ? fabs(sum - 1.0) : worst;
  }
  printf("softmax: %d rows x %d cols, y[0][0] = %.6f, y[0][157] = %.6f\n", rows, cols, y[0], y[157]);
  printf("every row sums to 1 within 1e-5: %s\n", worst < 1e-5 ? "yes" : "no");
  printf("%s\n", worst < 1e-5 ? "PASS" : "FAIL");
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
