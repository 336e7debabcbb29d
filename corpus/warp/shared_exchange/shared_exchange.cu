// Legacy warp-synchronous exchange through plain (non-volatile) shared memory
// with no __syncthreads/__syncwarp: each lane stores s[lane] and then reads
// its pair partner s[lane ^ 1] and its rotation neighbour s[(lane + 1) & 31];
// a second region holds a 4x4 transpose inside each 16-lane half-warp.
// Blocks of 64 threads: two warps, each using its own 32-entry regions. The
// xor mask, rotation and matrix side come in as kernel arguments and every
// phase writes a fresh region, so the compiler keeps each store ahead of the
// loads that may alias it (as warp-synchronous code relied on).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void exchange(const int *in, int *out, int flip, int rot, int dim) {
  __shared__ int s[64];
  __shared__ int t[64];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int *ws = s + (threadIdx.x >> 5) * 32;
  int *wt = t + (threadIdx.x >> 5) * 32;
  int v = in[g];
  ws[lane] = v;
  int partner = ws[lane ^ flip];
  int rotated = ws[(lane + rot) & 31];
  wt[lane] = v * 3 + partner;
  int base = lane & ~15, row = (lane >> 2) & 3, col = lane & 3;
  int transposed = wt[base + col * dim + row];
  out[g * 3 + 0] = partner;
  out[g * 3 + 1] = rotated;
  out[g * 3 + 2] = transposed;
}

int main() {
  const int blocks = 4, n = blocks * 64;
  int h[n], out[n * 3];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 29 + 11) % 97 - 40;
  int *d, *dout;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  exchange<<<blocks, 64>>>(d, dout, 1, 1, 4);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int bad = 0;
  long sums[3] = {0, 0, 0};
  for (int i = 0; i < n; ++i) {
    int warpBase = i & ~31, lane = i & 31;
    int partner = h[warpBase + (lane ^ 1)];
    int rotated = h[warpBase + ((lane + 1) & 31)];
    int src = warpBase + (lane & ~15) + (lane & 3) * 4 + ((lane >> 2) & 3);
    int transposed = h[src] * 3 + h[src ^ 1];
    if (out[i * 3] != partner || out[i * 3 + 1] != rotated || out[i * 3 + 2] != transposed)
      ++bad;
    for (int k = 0; k < 3; ++k)
      sums[k] += (long)out[i * 3 + k] * (i % 7 + 1);
  }
  printf("weighted sums: partner=%ld rotated=%ld transposed=%ld\n", sums[0], sums[1], sums[2]);
  for (int i = 28; i < 36; ++i)
    printf("t%d: %d %d %d\n", i, out[i * 3], out[i * 3 + 1], out[i * 3 + 2]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
