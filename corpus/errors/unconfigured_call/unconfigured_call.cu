// A kernel called like a function, with no launch configuration (through a
// template that receives the kernel, as benchmark helpers do): what the
// call returns and whether the kernel ran.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void bump(float *x, int n) {
  if (threadIdx.x < n)
    x[threadIdx.x] += 1.0f;
}

template <class F, class... A> void callIt(F f, A... a) { f(a...); }

int main() {
  float *d, h = -1.0f;
  cudaMalloc(&d, sizeof(float));
  cudaMemset(d, 0, sizeof(float));
  callIt(bump, d, 1);
  cudaError_t last = cudaGetLastError();
  cudaError_t sync = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("last error: %s\nsync: %s\nvalue: %g\n", cudaGetErrorName(last),
         cudaGetErrorName(sync), h);
  bump<<<1, 1>>>(d, 1);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("after a real launch: %g\n", h);
  printf("%s\n", h == 1.0f ? "PASS" : "FAIL");
  return 0;
}
