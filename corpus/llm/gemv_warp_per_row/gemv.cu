// Matrix-vector product as in LLM decoding: one warp per output row, float4
// vectorised loads of the weight row and the input vector, lane partial sums
// combined with __shfl_down_sync, bias added by lane 0.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void gemv(const float4 *W, const float4 *x, const float *bias, float *y, int rows, int cols4) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
  float acc = 0.0f;
  for (int c = lane; c < cols4; c += 32) {
    float4 w = W[row * cols4 + c], v = x[c];
    acc += w.x * v.x + w.y * v.y + w.z * v.z + w.w * v.w;
  }
  for (int off = 16; off > 0; off >>= 1)
    acc += __shfl_down_sync(0xffffffffu, acc, off);
  if (lane == 0)
    y[row] = acc + bias[row];
}

int main() {
  const int rows = 512, cols = 1024, cols4 = cols / 4;
  float *W = new float[rows * cols], x[cols], bias[rows], y[rows];
  for (int i = 0; i < rows * cols; ++i)
    W[i] = (float)((i * 131) % 17 - 8) * 0.0625f;
  for (int c = 0; c < cols; ++c)
    x[c] = (float)(c % 13 - 6) * 0.125f;
  for (int r = 0; r < rows; ++r)
    bias[r] = (float)(r % 5) - 2.0f;
  float *dW, *dx, *db, *dy;
  cudaMalloc(&dW, rows * cols * sizeof(float));
  cudaMalloc(&dx, sizeof(x));
  cudaMalloc(&db, sizeof(bias));
  cudaMalloc(&dy, sizeof(y));
  cudaMemcpy(dW, W, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
  cudaMemcpy(db, bias, sizeof(bias), cudaMemcpyHostToDevice);
  gemv<<<rows / 8, 256>>>((const float4 *)dW, (const float4 *)dx, db, dy, rows, cols4);
  cudaMemcpy(y, dy, sizeof(y), cudaMemcpyDeviceToHost);
  // Inputs are multiples of 1/16 and 1/8 with small numerators: every
  // product and partial sum is exact, so the order of additions does not
  // matter and the comparison is exact.
  int bad = 0;
  double sum = 0;
  for (int r = 0; r < rows; ++r) {
    double want = bias[r];
    for (int c = 0; c < cols; ++c)
      want += (double)W[r * cols + c] * x[c];
    if (y[r] != want)
      ++bad;
    sum += y[r];
  }
  printf("y[0]=%.4f y[1]=%.4f y[511]=%.4f sum=%.4f\n", y[0], y[1], y[rows - 1], sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
