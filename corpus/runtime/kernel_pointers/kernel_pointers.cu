// Kernels handled as function pointers in host code: a pointer variable
// picked at run time and launched (also as `(*p)<<<...>>>`), a table of
// kernels, pointer comparison, a host template that receives a kernel and
// launches it, the attribute and occupancy queries through a pointer and
// `(void *)kernel`, and a kernel called through a pointer without <<<>>>.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void doubleIt(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= 2.0f;
}

__global__ void addOne(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 1.0f;
}

__global__ void square(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * v[i];
}

typedef void (*Step)(float *, int);

template <typename Kernel> void runTwice(Kernel k, float *v, int n) {
  k<<<(n + 63) / 64, 64>>>(v, n);
  k<<<(n + 63) / 64, 64>>>(v, n);
}

template <typename Kernel> void callWithoutConfig(Kernel k, float *v, int n) {
  k(v, n);
}

static float first(const float *d) {
  float h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  return h;
}

int main() {
  const int n = 100;
  float h[n], *d;
  for (int i = 0; i < n; ++i)
    h[i] = 1.0f;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);

  void (*kern)(float *, int) = &doubleIt;
  kern<<<2, 64>>>(d, n);
  printf("pointer to doubleIt: %g\n", first(d));
  kern = addOne;
  (*kern)<<<2, 64>>>(d, n);
  printf("pointer to addOne: %g\n", first(d));
  printf("kern == &addOne: %d, kern == doubleIt: %d\n", kern == &addOne,
         kern == doubleIt);

  Step steps[] = {doubleIt, square, addOne};
  for (Step s : steps)
    s<<<2, 64>>>(d, n);
  printf("table (x2, ^2, +1): %g\n", first(d));

  runTwice(square, d, n);
  printf("template, square twice: %g\n", first(d));

  cudaFuncAttributes attr;
  printf("attributes through a pointer: %s\n",
         cudaGetErrorName(cudaFuncGetAttributes(&attr, kern)));
  int minGrid = 0, block = 0;
  cudaError_t e = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block,
                                                     (void *)square, 0, 0);
  printf("occupancy through (void *): %s, block > 0: %d\n",
         cudaGetErrorName(e), block > 0);
  int blocks = 0;
  e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, doubleIt, 64, 0);
  printf("active blocks: %s, > 0: %d\n", cudaGetErrorName(e), blocks > 0);

  callWithoutConfig(addOne, d, n);
  printf("called without <<<>>>: %s, value %g\n",
         cudaGetErrorName(cudaGetLastError()), first(d));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && h[i] == h[0];
  // 1 -> x2 -> +1 -> (x2, ^2, +1) -> ^2 -> ^2, and nothing after that.
  printf("%s\n", ok && h[0] == 1874161.0f ? "PASS" : "FAIL");
  return 0;
}
