// "The last block finishes the reduction": each block writes its partial
// sum, __threadfence(), then takes a ticket from an atomic counter; the block
// that draws the last ticket adds the partials; the counter wraps back to 0
// for the next launch (last-block.test).
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 128

__global__ void sumLastBlock(const unsigned *in, unsigned *partial,
                             unsigned *counter, unsigned *result, int n) {
  __shared__ unsigned s[BLOCK];
  __shared__ bool amLast;
  unsigned acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned ticket = atomicInc(counter, gridDim.x - 1); // wraps to 0
    amLast = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (!amLast)
    return;
  if (threadIdx.x == 0) {
    unsigned total = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      total += partial[b];
    *result = total;
  }
}

int main() {
  const int n = 100000, blocks = 61;
  unsigned *h = new unsigned[n], want = 0;
  for (int i = 0; i < n; ++i)
    want += h[i] = unsigned(i % 997);
  unsigned *in, *partial, *counter, *result;
  cudaMalloc(&in, n * sizeof(unsigned));
  cudaMalloc(&partial, blocks * sizeof(unsigned));
  cudaMalloc(&counter, sizeof(unsigned));
  cudaMalloc(&result, sizeof(unsigned));
  cudaMemcpy(in, h, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemset(counter, 0, sizeof(unsigned));
  bool ok = true;
  for (int rep = 0; rep < 20; ++rep) {
    cudaMemset(result, 0, sizeof(unsigned));
    sumLastBlock<<<blocks, BLOCK>>>(in, partial, counter, result, n);
    unsigned got = 0;
    cudaMemcpy(&got, result, sizeof(unsigned), cudaMemcpyDeviceToHost);
    ok = ok && got == want;
  }
  printf("want %u: %s\n", want, ok ? "PASS" : "FAIL");
  return 0;
}
