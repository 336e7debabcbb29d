// 1D and 2D convolution with filter taps in __constant__ memory written by
// cudaMemcpyToSymbol (including an offset write), a __constant__ scalar,
// and a helper __device__ function that reads constant memory directly.
#include <cstdio>
#include <cuda_runtime.h>

#define R1 4
#define R2 2

__constant__ float taps1d[2 * R1 + 1];
__constant__ float taps2d[(2 * R2 + 1) * (2 * R2 + 1)];
__constant__ float gain;

__device__ float tap2(int dy, int dx) { return taps2d[(dy + R2) * (2 * R2 + 1) + dx + R2]; }

__global__ void conv1d(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = -R1; k <= R1; ++k) {
    int j = i + k;
    if (j >= 0 && j < n)
      acc += taps1d[k + R1] * in[j];
  }
  out[i] = acc * gain;
}

__global__ void conv2d(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float acc = 0.0f;
  for (int dy = -R2; dy <= R2; ++dy)
    for (int dx = -R2; dx <= R2; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      acc += tap2(dy, dx) * in[yy * w + xx];
    }
  out[y * w + x] = acc;
}

int main() {
  const int n = 50000, w = 96, h = 64;
  float t1[2 * R1 + 1], t2[(2 * R2 + 1) * (2 * R2 + 1)];
  for (int k = 0; k < 2 * R1 + 1; ++k)
    t1[k] = (float)(k + 1) * 0.125f; // multiples of 1/8: exact products
  for (int k = 0; k < (2 * R2 + 1) * (2 * R2 + 1); ++k)
    t2[k] = (float)((k * 3) % 5 - 2) * 0.25f;
  float g = 2.0f;
  cudaMemcpyToSymbol(taps1d, t1, sizeof(t1));
  cudaMemcpyToSymbol(taps2d, t2, sizeof(t2));
  // Overwrite the centre tap through the offset argument.
  float centre = 1.0f;
  cudaMemcpyToSymbol(taps2d, &centre, sizeof(float), 12 * sizeof(float));
  t2[12] = centre;
  cudaMemcpyToSymbol(gain, &g, sizeof(float));
  float *in1 = new float[n], *o1 = new float[n], *in2 = new float[w * h], *o2 = new float[w * h];
  for (int i = 0; i < n; ++i)
    in1[i] = (float)(i % 32);
  for (int i = 0; i < w * h; ++i)
    in2[i] = (float)((i * 7) % 16);
  float *d1, *e1, *d2, *e2;
  cudaMalloc(&d1, n * sizeof(float));
  cudaMalloc(&e1, n * sizeof(float));
  cudaMalloc(&d2, w * h * sizeof(float));
  cudaMalloc(&e2, w * h * sizeof(float));
  cudaMemcpy(d1, in1, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d2, in2, w * h * sizeof(float), cudaMemcpyHostToDevice);
  conv1d<<<(n + 255) / 256, 256>>>(d1, e1, n);
  conv2d<<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16)>>>(d2, e2, w, h);
  cudaMemcpy(o1, e1, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, e2, w * h * sizeof(float), cudaMemcpyDeviceToHost);
  float back[2 * R1 + 1];
  cudaMemcpyFromSymbol(back, taps1d, sizeof(back));
  int bad = 0;
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = -R1; k <= R1; ++k)
      if (i + k >= 0 && i + k < n)
        acc += t1[k + R1] * in1[i + k];
    if (o1[i] != acc * g)
      ++bad;
    s1 += o1[i];
  }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float acc = 0.0f;
      for (int dy = -R2; dy <= R2; ++dy)
        for (int dx = -R2; dx <= R2; ++dx) {
          int xx = x + dx < 0 ? 0 : (x + dx > w - 1 ? w - 1 : x + dx);
          int yy = y + dy < 0 ? 0 : (y + dy > h - 1 ? h - 1 : y + dy);
          acc += t2[(dy + R2) * (2 * R2 + 1) + dx + R2] * in2[yy * w + xx];
        }
      if (o2[y * w + x] != acc)
        ++bad;
      s2 += o2[y * w + x];
    }
  printf("taps read back: %.3f %.3f %.3f\n", back[0], back[4], back[8]);
  printf("conv1d sum=%.3f out[100]=%.3f conv2d sum=%.3f out[5][7]=%.3f\n", s1, o1[100], s2, o2[5 * w + 7]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
