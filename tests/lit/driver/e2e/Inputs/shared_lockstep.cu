// Warp-synchronous exchanges through plain shared memory, no barriers.
#include <cstdio>

__global__ void rotate(const int *in, int *out) {
  __shared__ int slot[64];
  int t = threadIdx.x;
  slot[t] = in[t] * 10;
  out[t] = slot[(t & ~31) + (t + 1) % 32];
}

// Each group of 4 lanes transposes a 4x4 block: lane k writes column k,
// then reads row k.
__global__ void transpose(const int *in, int *out) {
  __shared__ int block[32][4];
  int t = threadIdx.x, k = t % 4, base = t - k;
  for (int i = 0; i < 4; ++i)
    block[base + i][k] = in[t * 4 + i];
  for (int i = 0; i < 4; ++i)
    out[t * 4 + i] = block[base + k][i];
}

int main() {
  int *in, *out;
  cudaMallocManaged(&in, 128 * sizeof(int));
  cudaMallocManaged(&out, 128 * sizeof(int));
  for (int i = 0; i < 128; ++i) in[i] = i;
  rotate<<<1, 64>>>(in, out);
  cudaDeviceSynchronize();
  int wrong = 0;
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != ((t & ~31) + (t + 1) % 32) * 10;
  printf("rotate wrong %d\n", wrong);
  transpose<<<1, 32>>>(in, out);
  cudaDeviceSynchronize();
  wrong = 0;
  for (int t = 0; t < 32; ++t)
    for (int i = 0; i < 4; ++i)
      wrong += out[t * 4 + i] != ((t - t % 4 + i) * 4 + t % 4);
  printf("transpose wrong %d\n", wrong);
  return 0;
}
