// Tiled matrix multiply with 16x16 shared-memory tiles and __syncthreads,
// sizes that are not multiples of the tile (zero-padded edge tiles). Integer
// valued inputs keep every sum exact.
#include <cstdio>
#include <cuda_runtime.h>

#define TILE 16

__global__ void matmulTiled(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x;
    int bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

int main() {
  const int M = 200, N = 150, K = 130;
  float *A = new float[M * K], *B = new float[K * N], *C = new float[M * N];
  for (int i = 0; i < M * K; ++i)
    A[i] = (float)((i * 13) % 9 - 4);
  for (int i = 0; i < K * N; ++i)
    B[i] = (float)((i * 29) % 5 - 2);
  float *dA, *dB, *dC;
  cudaMalloc(&dA, M * K * sizeof(float));
  cudaMalloc(&dB, K * N * sizeof(float));
  cudaMalloc(&dC, M * N * sizeof(float));
  cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
  cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double total = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float want = 0;
      for (int k = 0; k < K; ++k)
        want += A[i * K + k] * B[k * N + j];
      if (C[i * N + j] != want)
        ++bad;
      total += C[i * N + j] * ((i + j) % 3 + 1);
    }
  printf("C[0][0]=%.0f C[17][33]=%.0f C[M-1][N-1]=%.0f\n", C[0], C[17 * N + 33], C[M * N - 1]);
  printf("weighted total=%.0f mismatches=%d\n", total, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  delete[] A;
  delete[] B;
  delete[] C;
  return 0;
}
