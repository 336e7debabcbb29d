// Geometry helpers common in simulation kernels: sincosf, sinpif, cospif,
// rsqrtf, rcbrtf, norm3df, rnorm3df, fdividef, fmaf, and a rotation of 3D
// points; results compared with host math within a tolerance.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void rotate(const float *xyz, float *out, int n, float angle) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s, c;
  sincosf(angle * (float)(i % 16), &s, &c);
  float x = xyz[3 * i], y = xyz[3 * i + 1], z = xyz[3 * i + 2];
  float rx = fmaf(c, x, -s * y);
  float ry = fmaf(s, x, c * y);
  float *o = out + i * 8;
  o[0] = rx;
  o[1] = ry;
  o[2] = norm3df(rx, ry, z);
  o[3] = rnorm3df(x, y, z) * norm3df(x, y, z);
  o[4] = rsqrtf(x * x + 1.0f);
  o[5] = rcbrtf(fabsf(z) + 1.0f);
  o[6] = sinpif(x * 0.01f) + cospif(y * 0.01f);
  o[7] = fdividef(z, 7.0f);
}

int main() {
  const int n = 3000;
  float *p = new float[3 * n], *out = new float[8 * n];
  for (int i = 0; i < 3 * n; ++i)
    p[i] = (float)((i * 53) % 201 - 100) * 0.1f;
  float *dp, *dout;
  cudaMalloc(&dp, 3 * n * sizeof(float));
  cudaMalloc(&dout, 8 * n * sizeof(float));
  cudaMemcpy(dp, p, 3 * n * sizeof(float), cudaMemcpyHostToDevice);
  const float angle = 0.3926991f;
  rotate<<<(n + 255) / 256, 256>>>(dp, dout, n, angle);
  cudaMemcpy(out, dout, 8 * n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sums[8] = {0};
  const float pi = 3.14159265f;
  for (int i = 0; i < n; ++i) {
    float x = p[3 * i], y = p[3 * i + 1], z = p[3 * i + 2];
    float a = angle * (float)(i % 16);
    float s = sinf(a), c = cosf(a);
    float rx = c * x - s * y, ry = s * x + c * y;
    float want[8] = {rx, ry, sqrtf(rx * rx + ry * ry + z * z), (x == 0 && y == 0 && z == 0) ? out[i * 8 + 3] : 1.0f,
                     1.0f / sqrtf(x * x + 1.0f), 1.0f / cbrtf(fabsf(z) + 1.0f),
                     sinf(pi * x * 0.01f) + cosf(pi * y * 0.01f), z / 7.0f};
    for (int k = 0; k < 8; ++k) {
      if (fabsf(out[i * 8 + k] - want[k]) > 1e-4f * fmaxf(1.0f, fabsf(want[k])))
        ++bad;
      sums[k] += out[i * 8 + k];
    }
  }
  for (int k = 0; k < 8; ++k)
    printf("out%d sum=%.3f first=%.5f\n", k, sums[k], out[8 * 5 + k]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
