// Inclusive scan inside one block with the Hillis-Steele algorithm, double
// buffered in shared memory; many independent 512-element segments.
#include <cstdio>
#include <cuda_runtime.h>

#define N 512

__global__ void segmentScan(const int *in, int *out) {
  __shared__ int buf[2][N];
  int base = blockIdx.x * N;
  int t = threadIdx.x;
  int cur = 0;
  buf[cur][t] = in[base + t];
  __syncthreads();
  for (int offset = 1; offset < N; offset <<= 1) {
    int nxt = 1 - cur;
    buf[nxt][t] = t >= offset ? buf[cur][t] + buf[cur][t - offset] : buf[cur][t];
    __syncthreads();
    cur = nxt;
  }
  out[base + t] = buf[cur][t];
}

int main() {
  const int segments = 300, n = segments * N;
  int *h = new int[n], *r = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 31) % 9 - 3;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  segmentScan<<<segments, N>>>(din, dout);
  cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long check = 0;
  for (int s = 0; s < segments; ++s) {
    int acc = 0;
    for (int i = 0; i < N; ++i) {
      acc += h[s * N + i];
      if (r[s * N + i] != acc)
        ++bad;
    }
    check += (long long)r[s * N + N - 1] * (s + 1);
  }
  printf("r[0..5]= %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5]);
  printf("segment totals checksum=%lld last=%d\n", check, r[n - 1]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
