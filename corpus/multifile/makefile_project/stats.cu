// Pixel statistics: a sum with atomicAdd and a 16-bin shared histogram.
#include "image.cuh"

__global__ void sumKernel(const unsigned char *p, int n, unsigned int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(total, (unsigned int)p[i]);
}

__global__ void hist16Kernel(const unsigned char *p, int n, unsigned int *bins) {
  __shared__ unsigned int local[16];
  if (threadIdx.x < 16)
    local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&local[p[i] >> 4], 1u);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

unsigned int pixelSum(const Image &img) {
  int n = img.width * img.height;
  unsigned int *d, h = 0;
  CHECK(cudaMalloc(&d, sizeof(unsigned int)));
  CHECK(cudaMemset(d, 0, sizeof(unsigned int)));
  sumKernel<<<(n + 255) / 256, 256>>>(img.pixels, n, d);
  CHECK(cudaMemcpy(&h, d, sizeof(h), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  return h;
}

void histogram16(const Image &img, unsigned int *hostBins) {
  int n = img.width * img.height;
  unsigned int *d;
  CHECK(cudaMalloc(&d, 16 * sizeof(unsigned int)));
  CHECK(cudaMemset(d, 0, 16 * sizeof(unsigned int)));
  hist16Kernel<<<(n + 255) / 256, 256>>>(img.pixels, n, d);
  CHECK(cudaMemcpy(hostBins, d, 16 * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
}
