// Row-wise softmax in the style of LLM inference kernels: one warp per row,
// max and sum reductions with __shfl_xor_sync, expf of shifted logits,
// float4-free strided loads; checked against a host softmax.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void softmaxRows(const float *in, float *out, int rows, int cols) {
  int warpsPerBlock = blockDim.x / 32;
  int row = blockIdx.x * warpsPerBlock + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
  const float *x = in + (size_t)row * cols;
  float *y = out + (size_t)row * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += 32)
    m = fmaxf(m, x[c]);
  for (int off = 16; off > 0; off >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32)
    s += expf(x[c] - m);
  for (int off = 16; off > 0; off >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, off);
  float inv = 1.0f / s;
  for (int c = lane; c < cols; c += 32)
    y[c] = expf(x[c] - m) * inv;
}

int main() {
  const int rows = 256, cols = 1000;
  float *h = new float[rows * cols], *r = new float[rows * cols];
  unsigned int st = 2024u;
  for (int i = 0; i < rows * cols; ++i) {
    st = st * 1664525u + 1013904223u;
    h[i] = ((float)(st >> 9) / 8388608.0f - 0.5f) * 12.0f;
  }
  float *din, *dout;
  cudaMalloc(&din, rows * cols * sizeof(float));
  cudaMalloc(&dout, rows * cols * sizeof(float));
  cudaMemcpy(din, h, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
  softmaxRows<<<rows / 4, 128>>>(din, dout, rows, cols);
  cudaMemcpy(r, dout, rows * cols * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double maxErr = 0, rowSumDev = 0;
  for (int i = 0; i < rows; ++i) {
    double m = -1e30, s = 0, rs = 0;
    for (int c = 0; c < cols; ++c)
      m = h[i * cols + c] > m ? h[i * cols + c] : m;
    for (int c = 0; c < cols; ++c)
      s += exp(h[i * cols + c] - m);
    for (int c = 0; c < cols; ++c) {
      double want = exp(h[i * cols + c] - m) / s;
      double err = fabs(r[i * cols + c] - want);
      maxErr = err > maxErr ? err : maxErr;
      rs += r[i * cols + c];
    }
    rowSumDev = fabs(rs - 1.0) > rowSumDev ? fabs(rs - 1.0) : rowSumDev;
  }
  bad = maxErr > 1e-5 || rowSumDev > 1e-4;
  printf("rows=%d cols=%d\n", rows, cols);
  printf("y[0][0..3]=%.6f %.6f %.6f %.6f\n", r[0], r[1], r[2], r[3]);
  printf("y[255][996..999]=%.6f %.6f %.6f %.6f\n", r[rows * cols - 4], r[rows * cols - 3], r[rows * cols - 2],
         r[rows * cols - 1]);
  printf("max error below 1e-5: %s, row sums within 1e-4 of 1: %s\n", maxErr <= 1e-5 ? "yes" : "no",
         rowSumDev <= 1e-4 ? "yes" : "no");
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
