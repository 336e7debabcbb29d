// A __constant__ struct (simulation parameters with an array member) set
// with cudaMemcpyToSymbol, read by a kernel and by a __device__ helper; the
// struct is updated between two launches.
#include <cstdio>
#include <cuda_runtime.h>

struct SimParams {
  int width, height;
  float damping;
  float weights[4];
  unsigned int flags;
};

__constant__ SimParams params;

__device__ float weightFor(int x, int y) { return params.weights[(x + y) % 4]; }

__global__ void applyParams(const float *in, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= params.width || y >= params.height)
    return;
  int i = y * params.width + x;
  float v = in[i] * weightFor(x, y) * params.damping;
  if (params.flags & 1u)
    v = -v;
  out[i] = v;
}

static double runOnce(const SimParams &p, const float *din, float *dout, float *hout, int *bad, const float *hin) {
  cudaMemcpyToSymbol(params, &p, sizeof(SimParams));
  dim3 block(16, 16), grid((p.width + 15) / 16, (p.height + 15) / 16);
  applyParams<<<grid, block>>>(din, dout);
  cudaMemcpy(hout, dout, p.width * p.height * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int y = 0; y < p.height; ++y)
    for (int x = 0; x < p.width; ++x) {
      int i = y * p.width + x;
      float want = hin[i] * p.weights[(x + y) % 4] * p.damping;
      if (p.flags & 1u)
        want = -want;
      if (hout[i] != want)
        ++*bad;
      sum += hout[i];
    }
  return sum;
}

int main() {
  const int w = 50, h = 40;
  float hin[w * h], hout[w * h];
  for (int i = 0; i < w * h; ++i)
    hin[i] = (float)(i % 23);
  float *din, *dout;
  cudaMalloc(&din, sizeof(hin));
  cudaMalloc(&dout, sizeof(hout));
  cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice);
  SimParams p = {w, h, 0.5f, {1.0f, 2.0f, 0.25f, -1.0f}, 0u};
  int bad = 0;
  double s1 = runOnce(p, din, dout, hout, &bad, hin);
  p.damping = 0.75f;
  p.flags = 1u;
  p.weights[3] = 4.0f;
  double s2 = runOnce(p, din, dout, hout, &bad, hin);
  printf("sizeof(SimParams)=%d first sum=%.3f second sum=%.3f\n", (int)sizeof(SimParams), s1, s2);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
