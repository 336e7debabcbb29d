// Argmin/argmax reduction carrying (value, index) pairs through shared
// memory, ties broken by the smaller index so the answer is unique.
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 128

struct Best {
  float value;
  int index;
};

__device__ Best better(Best a, Best b, bool wantMax) {
  bool takeB = wantMax ? (b.value > a.value) : (b.value < a.value);
  if (b.value == a.value)
    takeB = b.index < a.index;
  return takeB ? b : a;
}

__global__ void argReduce(const float *in, int n, Best *out, bool wantMax) {
  __shared__ Best s[BLOCK];
  Best mine = {wantMax ? -1e30f : 1e30f, 0x7fffffff};
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    Best c = {in[i], i};
    mine = better(mine, c, wantMax);
  }
  s[threadIdx.x] = mine;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] = better(s[threadIdx.x], s[threadIdx.x + stride], wantMax);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

int main() {
  const int n = 200000, blocks = 50;
  float *h = new float[n];
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 7919) % 100003) * 0.01f;
  h[4321] = 5000.0f;
  h[150000] = 5000.0f; // tie: the smaller index must win
  h[99] = -3.0f;
  float *din;
  Best *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, blocks * sizeof(Best));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  Best parts[blocks];
  int results[2];
  float values[2];
  for (int mode = 0; mode < 2; ++mode) {
    bool wantMax = mode == 0;
    argReduce<<<blocks, BLOCK>>>(din, n, dout, wantMax);
    cudaMemcpy(parts, dout, sizeof(parts), cudaMemcpyDeviceToHost);
    Best b = parts[0];
    for (int i = 1; i < blocks; ++i) {
      bool takeB = wantMax ? parts[i].value > b.value : parts[i].value < b.value;
      if (parts[i].value == b.value)
        takeB = parts[i].index < b.index;
      if (takeB)
        b = parts[i];
    }
    results[mode] = b.index;
    values[mode] = b.value;
  }
  printf("argmax=%d (%.2f) argmin=%d (%.2f)\n", results[0], values[0], results[1], values[1]);
  printf("%s\n", (results[0] == 4321 && results[1] == 99) ? "PASS" : "FAIL");
  return 0;
}
