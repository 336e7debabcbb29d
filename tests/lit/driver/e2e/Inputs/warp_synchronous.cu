// Warp-synchronous code without __syncwarp: the last warp of a shared-memory
// reduction (lanes read above themselves) and an inclusive warp scan (lanes
// read below themselves), both through volatile shared pointers. Only
// lockstep execution of each statement gives the right sums.
#include <cstdio>

__device__ void warpReduce(volatile int *s, unsigned t) {
  s[t] += s[t + 32];
  s[t] += s[t + 16];
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
}

__global__ void reduce128(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  if (t < 64)
    s[t] += s[t + 64];
  __syncthreads();
  if (t < 32)
    warpReduce(s, t);
  if (t == 0)
    out[blockIdx.x] = s[0];
}

__global__ void warpScan(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x, lane = t & 31;
  volatile int *v = s;
  v[t] = in[t];
  for (int offset = 1; offset < 32; offset *= 2)
    if (lane >= offset)
      v[t] = v[t] + v[t - offset];
  out[t] = v[t];
}

int main() {
  const int blocks = 4, n = blocks * 128;
  int h[n], r[blocks], scan[64];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7) % 13;
  int *din, *dout;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(h));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  reduce128<<<blocks, 128>>>(din, dout);
  cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int i = 0; i < 128; ++i)
      want += h[b * 128 + i];
    printf("block %d sum %d want %d\n", b, r[b], want);
  }
  warpScan<<<1, 64>>>(din, dout);
  cudaMemcpy(scan, dout, sizeof(scan), cudaMemcpyDeviceToHost);
  int bad = 0, run = 0;
  for (int i = 0; i < 64; ++i) {
    run = (i % 32 == 0 ? 0 : run) + h[i];
    bad += scan[i] != run;
  }
  printf("scan lane 31 %d lane 63 %d mismatches %d\n", scan[31], scan[63], bad);
  return 0;
}
