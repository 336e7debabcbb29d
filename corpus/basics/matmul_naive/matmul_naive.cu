// Naive matrix multiply, one thread per output element on a 2D grid, with
// non-square sizes. Inputs are small integers stored as floats, so every
// product and partial sum is exact and the output matches bit for bit.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void matmul(const float *A, const float *B, float *C, int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N) {
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
      acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
  }
}

int main(int argc, char **argv) {
  int M = argc > 3 ? atoi(argv[1]) : 100;
  int N = argc > 3 ? atoi(argv[2]) : 120;
  int K = argc > 3 ? atoi(argv[3]) : 90;
  float *A = new float[M * K], *B = new float[K * N], *C = new float[M * N];
  for (int i = 0; i < M * K; ++i)
    A[i] = (float)((i * 37) % 11 - 5);
  for (int i = 0; i < K * N; ++i)
    B[i] = (float)((i * 53) % 7 - 3);
  float *dA, *dB, *dC;
  cudaMalloc(&dA, M * K * sizeof(float));
  cudaMalloc(&dB, K * N * sizeof(float));
  cudaMalloc(&dC, M * N * sizeof(float));
  cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(16, 16), grid((N + 15) / 16, (M + 15) / 16);
  matmul<<<grid, block>>>(dA, dB, dC, M, N, K);
  cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double trace = 0, total = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float want = 0;
      for (int k = 0; k < K; ++k)
        want += A[i * K + k] * B[k * N + j];
      if (C[i * N + j] != want)
        ++bad;
      total += C[i * N + j];
      if (i == j)
        trace += C[i * N + j];
    }
  printf("M=%d N=%d K=%d\n", M, N, K);
  printf("C[0][0]=%.0f C[M-1][N-1]=%.0f trace=%.0f total=%.0f\n", C[0], C[M * N - 1], trace, total);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  delete[] A;
  delete[] B;
  delete[] C;
  return 0;
}
