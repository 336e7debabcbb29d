// One kernel template launched with two element types (int and float),
// a template device helper with a default template argument, and a
// templated block reduction whose block size is a template parameter.
#include <cstdio>
#include <cuda_runtime.h>

template <typename T, typename Acc = T>
__device__ Acc squareOf(T v) {
  return (Acc)v * (Acc)v;
}

template <typename T, int BLOCK>
__global__ void sumOfSquares(const T *in, T *out, int n) {
  __shared__ T s[BLOCK];
  T acc = T(0);
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    acc += squareOf(in[i]);
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int st = BLOCK / 2; st > 0; st >>= 1) {
    if (threadIdx.x < st)
      s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

template <typename T>
static T runSum(const T *host, int n) {
  const int blocks = 16;
  T *d, *dout, parts[blocks];
  cudaMalloc(&d, n * sizeof(T));
  cudaMalloc(&dout, blocks * sizeof(T));
  cudaMemcpy(d, host, n * sizeof(T), cudaMemcpyHostToDevice);
  sumOfSquares<T, 128><<<blocks, 128>>>(d, dout, n);
  cudaMemcpy(parts, dout, sizeof(parts), cudaMemcpyDeviceToHost);
  T total = T(0);
  for (int b = 0; b < blocks; ++b)
    total += parts[b];
  cudaFree(d);
  cudaFree(dout);
  return total;
}

int main() {
  const int n = 20000;
  int *hi = new int[n];
  float *hf = new float[n];
  long long wantI = 0;
  double wantF = 0;
  for (int i = 0; i < n; ++i) {
    hi[i] = i % 100 - 50;
    hf[i] = (float)(i % 16) * 0.5f;
    wantI += hi[i] * hi[i];
    wantF += (double)hf[i] * hf[i];
  }
  int si = runSum(hi, n);
  float sf = runSum(hf, n);
  int *dx, *dy;
  float *fx, *fy;
  cudaMalloc(&dx, n * sizeof(int));
  cudaMalloc(&dy, n * sizeof(int));
  cudaMalloc(&fx, n * sizeof(float));
  cudaMalloc(&fy, n * sizeof(float));
  cudaMemcpy(dx, hi, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hi, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(fx, hf, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(fy, hf, n * sizeof(float), cudaMemcpyHostToDevice);
  axpy<int><<<(n + 255) / 256, 256>>>(3, dx, dy, n);
  axpy<float><<<(n + 255) / 256, 256>>>(0.5f, fx, fy, n);
  int ri[3];
  float rf[3];
  cudaMemcpy(ri, dy + 10, sizeof(ri), cudaMemcpyDeviceToHost);
  cudaMemcpy(rf, fy + 10, sizeof(rf), cudaMemcpyDeviceToHost);
  printf("int sum of squares=%d expected=%lld\n", si, wantI);
  printf("float sum of squares=%.2f expected=%.2f\n", sf, wantF);
  printf("axpy<int> y[10..12]=%d %d %d axpy<float> y[10..12]=%.3f %.3f %.3f\n", ri[0], ri[1], ri[2], rf[0], rf[1],
         rf[2]);
  bool ok = si == wantI && sf == wantF && ri[0] == 4 * hi[10] && rf[2] == 1.5f * hf[12];
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
