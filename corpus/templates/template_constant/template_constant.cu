// A kernel template that reads a __constant__ table (set with
// cudaMemcpyToSymbol), a statically initialised __constant__ array and a
// __device__ global variable, and counts its threads in another __device__
// global; instantiated as scale<int, 2> and scale<float, 5>, with the
// template's non-type argument selecting the table entry.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float c_coeff[8];
__constant__ int c_offset[4] = {3, -1, 4, -2};
__device__ int g_bias = 10;
__device__ unsigned int g_threads = 0;

template <typename T, int K>
__global__ void scale(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  T v = in[i] * (T)c_coeff[K] + (T)(g_bias + c_offset[i % 4]);
  out[i] = v;
  atomicAdd(&g_threads, 1u);
}

template <typename T>
T reference(T x, int k, int i, float *coeff, int bias) {
  const int off[4] = {3, -1, 4, -2};
  return x * (T)coeff[k] + (T)(bias + off[i % 4]);
}

int main() {
  const int n = 300;
  float coeff[8];
  for (int k = 0; k < 8; ++k)
    coeff[k] = 0.5f * (float)(k + 1);
  cudaMemcpyToSymbol(c_coeff, coeff, sizeof(coeff));
  int hi[n], oi[n];
  float hf[n], of[n];
  for (int i = 0; i < n; ++i) {
    hi[i] = (i * 13) % 50 - 25;
    hf[i] = (float)((i * 7) % 64) * 0.25f;
  }
  int *di, *dio;
  float *df, *dfo;
  cudaMalloc(&di, sizeof(hi));
  cudaMalloc(&dio, sizeof(oi));
  cudaMalloc(&df, sizeof(hf));
  cudaMalloc(&dfo, sizeof(of));
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  scale<int, 2><<<(n + 127) / 128, 128>>>(di, dio, n);
  int bias = -4;
  cudaMemcpyToSymbol(g_bias, &bias, sizeof(int));
  scale<float, 5><<<(n + 127) / 128, 128>>>(df, dfo, n);
  cudaMemcpy(oi, dio, sizeof(oi), cudaMemcpyDeviceToHost);
  cudaMemcpy(of, dfo, sizeof(of), cudaMemcpyDeviceToHost);
  unsigned int threads = 0;
  cudaMemcpyFromSymbol(&threads, g_threads, sizeof(threads));
  int bad = threads != 2u * n;
  long si = 0;
  float sf = 0.0f;
  for (int i = 0; i < n; ++i) {
    if (oi[i] != reference<int>(hi[i], 2, i, coeff, 10) || of[i] != reference<float>(hf[i], 5, i, coeff, -4))
      ++bad;
    si += oi[i];
    sf += of[i];
  }
  printf("int: coeff=%d out[0]=%d out[7]=%d sum=%ld\n", (int)coeff[2], oi[0], oi[7], si);
  printf("float: coeff=%.2f out[0]=%.3f out[7]=%.3f sum=%.3f\n", coeff[5], of[0], of[7], sf);
  printf("threads counted=%u\n", threads);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
