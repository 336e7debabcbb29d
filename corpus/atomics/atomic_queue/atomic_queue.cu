// Work queue with an atomic counter: each thread whose element passes a
// filter reserves a slot with atomicAdd and writes there. Slot order is
// nondeterministic on a GPU, so the host sorts before printing.
#include <algorithm>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void enqueue(const int *in, int n, int *queue, unsigned int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] % 97 == 0) {
    unsigned int slot = atomicAdd(count, 1u);
    queue[slot] = in[i];
  }
}

int main() {
  const int n = 300000;
  int *h = new int[n];
  for (int i = 0; i < n; ++i)
    h[i] = (int)((i * 40503u) % 1000003u);
  int *d, *dq;
  unsigned int *dc;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&dq, n * sizeof(int));
  cudaMalloc(&dc, sizeof(unsigned int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dc, 0, sizeof(unsigned int));
  enqueue<<<(n + 255) / 256, 256>>>(d, n, dq, dc);
  unsigned int count = 0;
  cudaMemcpy(&count, dc, sizeof(count), cudaMemcpyDeviceToHost);
  int *q = new int[count > 0 ? count : 1];
  cudaMemcpy(q, dq, count * sizeof(int), cudaMemcpyDeviceToHost);
  std::sort(q, q + count);
  int want = 0;
  for (int i = 0; i < n; ++i)
    want += h[i] % 97 == 0;
  unsigned int hash = 0;
  for (unsigned int i = 0; i < count; ++i)
    hash = hash * 131u + (unsigned int)q[i];
  printf("count=%u expected=%d smallest=%d largest=%d hash=%u\n", count, want, q[0], q[count - 1], hash);
  printf("%s\n", (int)count == want ? "PASS" : "FAIL");
  return 0;
}
