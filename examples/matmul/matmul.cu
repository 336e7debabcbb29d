// matmul: C = A x B with 16x16 shared-memory tiles. Every thread computes
// one element of C; each block stages a tile of A and a tile of B in shared
// memory per step along K.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int kTile = 16;

__global__ void matmulTiled(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float tileA[kTile][kTile];
  __shared__ float tileB[kTile][kTile];
  int row = blockIdx.y * kTile + threadIdx.y;
  int col = blockIdx.x * kTile + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + kTile - 1) / kTile; ++t) {
    int aCol = t * kTile + threadIdx.x, bRow = t * kTile + threadIdx.y;
    tileA[threadIdx.y][threadIdx.x] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    tileB[threadIdx.y][threadIdx.x] = (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < kTile; ++k)
      acc += tileA[threadIdx.y][k] * tileB[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

int main() {
  const int M = 256, N = 192, K = 320;
  float *A = new float[M * K], *B = new float[K * N], *C = new float[M * N];
  // Small integers keep every product and sum exact, so the check is exact.
  for (int i = 0; i < M * K; ++i)
    A[i] = (float)(i % 7 - 3);
  for (int i = 0; i < K * N; ++i)
    B[i] = (float)(i % 5 - 2);
  float *dA, *dB, *dC;
  cudaMalloc(&dA, M * K * sizeof(float));
  cudaMalloc(&dB, K * N * sizeof(float));
  cudaMalloc(&dC, M * N * sizeof(float));
  cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(kTile, kTile);
  dim3 grid((N + kTile - 1) / kTile, (M + kTile - 1) / kTile);
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
  cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost);
  int errors = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float ref = 0.0f;
      for (int k = 0; k < K; ++k)
        ref += A[i * K + k] * B[k * N + j];
      if (C[i * N + j] != ref)
        ++errors;
    }
  printf("matmul: %dx%d * %dx%d, C[0][0] = %.0f, C[%d][%d] = %.0f, %d errors\n", M, K, K, N, C[0], M - 1, N - 1,
         C[M * N - 1], errors);
  printf("%s\n", errors == 0 ? "PASS" : "FAIL");
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return 0;
}
