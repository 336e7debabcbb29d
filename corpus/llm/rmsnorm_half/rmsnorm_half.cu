// RMSNorm with __half activations and weights (LLaMA style): half loads
// converted to float, sum of squares reduced with warp shuffles across a
// 128-thread block, rsqrtf, result stored back as __half.
#include <cmath>
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void rmsNorm(const __half *x, const __half *w, __half *y, int cols, float eps) {
  __shared__ float partial[4];
  int row = blockIdx.x, lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const __half *xr = x + row * cols;
  float ss = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = __half2float(xr[c]);
    ss += v * v;
  }
  for (int off = 16; off > 0; off >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, off);
  if (lane == 0)
    partial[warp] = ss;
  __syncthreads();
  float total = partial[0] + partial[1] + partial[2] + partial[3];
  float scale = rsqrtf(total / cols + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[row * cols + c] = __float2half(__half2float(xr[c]) * scale * __half2float(w[c]));
}

int main() {
  const int rows = 32, cols = 512;
  __half *x = new __half[rows * cols], *y = new __half[rows * cols], *w = new __half[cols];
  for (int i = 0; i < rows * cols; ++i)
    x[i] = __float2half((float)((i * 37) % 97 - 48) * 0.03125f);
  for (int c = 0; c < cols; ++c)
    w[c] = __float2half(0.5f + (float)(c % 9) * 0.125f);
  __half *dx, *dy, *dw;
  cudaMalloc(&dx, rows * cols * sizeof(__half));
  cudaMalloc(&dy, rows * cols * sizeof(__half));
  cudaMalloc(&dw, cols * sizeof(__half));
  cudaMemcpy(dx, x, rows * cols * sizeof(__half), cudaMemcpyHostToDevice);
  cudaMemcpy(dw, w, cols * sizeof(__half), cudaMemcpyHostToDevice);
  rmsNorm<<<rows, 128>>>(dx, dw, dy, cols, 1e-6f);
  cudaMemcpy(y, dy, rows * cols * sizeof(__half), cudaMemcpyDeviceToHost);
  double maxErr = 0, sum = 0;
  for (int r = 0; r < rows; ++r) {
    double ss = 0;
    for (int c = 0; c < cols; ++c)
      ss += (double)__half2float(x[r * cols + c]) * __half2float(x[r * cols + c]);
    double scale = 1.0 / sqrt(ss / cols + 1e-6);
    for (int c = 0; c < cols; ++c) {
      double want = __half2float(x[r * cols + c]) * scale * __half2float(w[c]);
      double got = __half2float(y[r * cols + c]);
      double e = fabs(got - want) / (fabs(want) + 1e-3);
      maxErr = e > maxErr ? e : maxErr;
      sum += got;
    }
  }
  printf("y[0][0..3]=%.4f %.4f %.4f %.4f sum=%.2f\n", __half2float(y[0]), __half2float(y[1]), __half2float(y[2]),
         __half2float(y[3]), sum);
  printf("max relative error below 1e-3: %s\n", maxErr < 1e-3 ? "yes" : "no");
  printf("%s\n", maxErr < 1e-3 ? "PASS" : "FAIL");
  return 0;
}
