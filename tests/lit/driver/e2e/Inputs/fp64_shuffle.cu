// Warp shuffles of double (a warp reduction with __shfl_down_sync, then
// __shfl_xor_sync, __shfl_sync and __shfl_up_sync): metalify::f64 moves as
// two 32-bit halves, since Metal shuffles nothing wider. Values differ in
// their low bits and their high bits, so a half lost or swapped shows.
#include <cstdio>

__global__ void shuffles(const double *in, double *out) {
  double v = in[threadIdx.x];
  double sum = v;
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_down_sync(0xffffffff, sum, o);
  out[threadIdx.x] = __shfl_xor_sync(0xffffffff, v, 1);
  out[32 + threadIdx.x] = __shfl_sync(0xffffffff, v, 7);
  out[64 + threadIdx.x] = __shfl_up_sync(0xffffffff, v, 3);
  if (threadIdx.x == 0)
    out[96] = sum;
}

int main() {
  double h[32], r[97];
  for (int i = 0; i < 32; ++i)
    h[i] = 1e10 * (i + 1) + i * 0.1;
  double *in, *out;
  cudaMalloc(&in, sizeof(h));
  cudaMalloc(&out, sizeof(r));
  cudaMemcpy(in, h, sizeof(h), cudaMemcpyHostToDevice);
  shuffles<<<1, 32>>>(in, out);
  cudaMemcpy(r, out, sizeof(r), cudaMemcpyDeviceToHost);
  double tree[32];
  for (int i = 0; i < 32; ++i)
    tree[i] = h[i];
  for (int o = 16; o > 0; o >>= 1)
    for (int i = 0; i < 32; ++i)
      tree[i] = tree[i] + (i + o < 32 ? tree[i + o] : tree[i]);
  int bad = 0;
  for (int i = 0; i < 32; ++i) {
    bad += r[i] != h[i ^ 1];
    bad += r[32 + i] != h[7];
    bad += r[64 + i] != h[i < 3 ? i : i - 3];
  }
  bad += r[96] != tree[0];
  printf("sum %.17g, %d mismatches\n", r[96], bad);
  return 0;
}
