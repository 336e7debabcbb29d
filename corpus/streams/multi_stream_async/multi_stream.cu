// Four streams, each copying its chunk with cudaMemcpyAsync from pinned
// host memory (cudaMallocHost), running a kernel, and copying back; then
// cudaStreamSynchronize per stream, cudaStreamQuery, cudaStreamDestroy.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x)                                                                                     \
  do {                                                                                               \
    cudaError_t e = (x);                                                                             \
    if (e != cudaSuccess) {                                                                          \
      printf("error %s line %d\n", cudaGetErrorName(e), __LINE__);                                    \
      return 1;                                                                                      \
    }                                                                                                \
  } while (0)

__global__ void polish(float *x, int n, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * k + (float)(i % 4);
}

int main() {
  const int streams = 4, chunk = 50000, n = streams * chunk;
  float *h, *d;
  CHECK(cudaMallocHost(&h, n * sizeof(float)));
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 1000);
  cudaStream_t s[streams];
  for (int k = 0; k < streams; ++k)
    CHECK(cudaStreamCreate(&s[k]));
  for (int k = 0; k < streams; ++k) {
    int off = k * chunk;
    CHECK(cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s[k]));
    polish<<<(chunk + 255) / 256, 256, 0, s[k]>>>(d + off, chunk, (float)(k + 1));
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[k]));
  }
  for (int k = 0; k < streams; ++k)
    CHECK(cudaStreamSynchronize(s[k]));
  for (int k = 0; k < streams; ++k)
    printf("stream %d query=%s\n", k, cudaGetErrorName(cudaStreamQuery(s[k])));
  int bad = 0;
  double sums[streams] = {0};
  for (int i = 0; i < n; ++i) {
    int k = i / chunk, local = i % chunk;
    float want = (float)(i % 1000) * (float)(k + 1) + (float)(local % 4);
    if (h[i] != want)
      ++bad;
    sums[k] += h[i];
  }
  for (int k = 0; k < streams; ++k)
    printf("chunk %d sum=%.1f\n", k, sums[k]);
  for (int k = 0; k < streams; ++k)
    CHECK(cudaStreamDestroy(s[k]));
  CHECK(cudaFreeHost(h));
  CHECK(cudaFree(d));
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
