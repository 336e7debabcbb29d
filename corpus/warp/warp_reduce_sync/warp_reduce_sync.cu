// sm_80 warp reductions __reduce_add_sync, __reduce_min_sync,
// __reduce_max_sync, __reduce_or_sync, and __match_any_sync (lanes grouped by
// equal key), plus a butterfly max with __shfl_xor_sync on floats.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warpOps(const int *keys, int *out, unsigned int *matchMasks, float *fmax) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int k = keys[g];
  int add = __reduce_add_sync(0xffffffffu, k);
  unsigned int mn = __reduce_min_sync(0xffffffffu, (unsigned int)k);
  unsigned int mx = __reduce_max_sync(0xffffffffu, (unsigned int)k);
  unsigned int orv = __reduce_or_sync(0xffffffffu, 1u << (k % 32));
  matchMasks[g] = __match_any_sync(0xffffffffu, k);
  float v = (float)((k * 37) % 101) * 0.25f;
  for (int off = 16; off > 0; off >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  if (lane == 0) {
    int w = g / 32;
    out[w * 4 + 0] = add;
    out[w * 4 + 1] = (int)mn;
    out[w * 4 + 2] = (int)mx;
    out[w * 4 + 3] = (int)orv;
    fmax[w] = v;
  }
}

int main() {
  const int warps = 8, n = warps * 32;
  int keys[n];
  for (int i = 0; i < n; ++i)
    keys[i] = ((i / 32) * 7 + (i % 32) * (i % 32)) % (5 + i / 32);
  int *dk, *dout;
  unsigned int *dm;
  float *df;
  cudaMalloc(&dk, sizeof(keys));
  cudaMalloc(&dout, warps * 4 * sizeof(int));
  cudaMalloc(&dm, n * sizeof(unsigned int));
  cudaMalloc(&df, warps * sizeof(float));
  cudaMemcpy(dk, keys, sizeof(keys), cudaMemcpyHostToDevice);
  warpOps<<<2, 128>>>(dk, dout, dm, df);
  int out[warps * 4];
  unsigned int masks[n];
  float fm[warps];
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpy(masks, dm, sizeof(masks), cudaMemcpyDeviceToHost);
  cudaMemcpy(fm, df, sizeof(fm), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int w = 0; w < warps; ++w) {
    int add = 0, mn = 1 << 30, mx = -1;
    unsigned int orv = 0;
    float fmx = -1.0f;
    for (int l = 0; l < 32; ++l) {
      int k = keys[w * 32 + l];
      add += k;
      mn = k < mn ? k : mn;
      mx = k > mx ? k : mx;
      orv |= 1u << (k % 32);
      float v = (float)((k * 37) % 101) * 0.25f;
      fmx = v > fmx ? v : fmx;
      unsigned int m = 0;
      for (int j = 0; j < 32; ++j)
        if (keys[w * 32 + j] == k)
          m |= 1u << j;
      if (masks[w * 32 + l] != m)
        ++bad;
    }
    if (out[w * 4] != add || out[w * 4 + 1] != mn || out[w * 4 + 2] != mx || (unsigned int)out[w * 4 + 3] != orv ||
        fm[w] != fmx)
      ++bad;
    printf("warp %d: add=%d min=%d max=%d or=%08x fmax=%.2f match[lane0]=%08x\n", w, out[w * 4], out[w * 4 + 1],
           out[w * 4 + 2], (unsigned int)out[w * 4 + 3], fm[w], masks[w * 32]);
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
