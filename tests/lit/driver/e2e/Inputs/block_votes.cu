// __syncthreads_count, _and and _or on the CPU backend (block-votes.test):
// several blocks of 2D threads, votes that differ per block, used twice in
// a row, and from a helper.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int anyOver(int v, int limit) { return __syncthreads_or(v > limit); }

__global__ void votes(int *out) {
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  int v = t % (blockIdx.x + 2);
  int zeros = __syncthreads_count(v == 0);
  int again = __syncthreads_count(v == 0);
  int allSmall = __syncthreads_and(v < 3);
  int over = anyOver(v, 2);
  if (t == 0) {
    out[4 * blockIdx.x + 0] = zeros;
    out[4 * blockIdx.x + 1] = again;
    out[4 * blockIdx.x + 2] = allSmall;
    out[4 * blockIdx.x + 3] = over;
  }
}

int main() {
  int *d, h[16];
  cudaMalloc(&d, sizeof(h));
  votes<<<4, dim3(16, 12)>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int b = 0; b < 4; ++b)
    printf("block %d: count %d %d and %d or %d\n", b, h[4 * b], h[4 * b + 1],
           h[4 * b + 2], h[4 * b + 3]);
  return 0;
}
