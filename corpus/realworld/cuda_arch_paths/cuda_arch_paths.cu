// Compilation-path macros in mixed host/device code: a __host__ __device__
// function that takes a different branch under #ifdef __CUDA_ARCH__ (and
// #if __CUDA_ARCH__ >= 700 inside it) than on the host, called from a kernel
// and from main with both results printed separately; plus a device function
// whose body is chosen by #if/#elif on macros defined in this file.
#include <cstdio>
#include <cuda_runtime.h>

#define COMBINE_MODE 2
#define USE_SQUARE 0

// 0 on the host, 1 on old devices, 2 on sm_70 and newer.
__host__ __device__ int pathId() {
#ifdef __CUDA_ARCH__
#if __CUDA_ARCH__ >= 700
  return 2;
#else
  return 1;
#endif
#else
  return 0;
#endif
}

__host__ __device__ int transform(int x) {
#if defined(__CUDA_ARCH__)
  return x * 5 + pathId(); // device path
#else
  return x * 3 - 1; // host path
#endif
}

__device__ int combine(int a, int b) {
#if COMBINE_MODE == 1
  return a + b;
#elif COMBINE_MODE == 2
  return a * 2 - b;
#else
  return a ^ b;
#endif
}

__device__ int finish(int v) {
#if USE_SQUARE
  return v * v;
#else
  return v + 7;
#endif
}

__global__ void run(const int *in, int *out, int *ids, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = finish(combine(transform(in[i]), in[i]));
    ids[i] = pathId();
  }
}

int main() {
  const int n = 256;
  int h[n], out[n], ids[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 37) % 101 - 50;
  int *d, *dout, *dids;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dout, sizeof(out));
  cudaMalloc(&dids, sizeof(ids));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  run<<<2, 128>>>(d, dout, dids, n);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpy(ids, dids, sizeof(ids), cudaMemcpyDeviceToHost);
  int bad = 0;
  long hostSum = 0, devSum = 0;
  for (int i = 0; i < n; ++i) {
    int want = (h[i] * 5 + 2) * 2 - h[i] + 7; // device path, sm_70+, mode 2
    if (out[i] != want || ids[i] != 2)
      ++bad;
    hostSum += transform(h[i]);
    devSum += out[i];
  }
  printf("host: pathId=%d transform(10)=%d sum=%ld\n", pathId(), transform(10), hostSum);
  printf("device: pathId=%d out[0]=%d out[1]=%d out[255]=%d sum=%ld\n", ids[0], out[0], out[1], out[255], devSum);
  if (pathId() != 0 || transform(10) != 29)
    ++bad;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
