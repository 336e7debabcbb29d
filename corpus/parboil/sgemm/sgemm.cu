// Parboil-style SGEMM: C = alpha * A * B^T + beta * C with A and B^T read
// from column-major matrix files (-i matrix1.txt,matrix2t.txt), a
// register-tiled kernel (each thread keeps a TILE_N column strip of C in a
// register array, B^T tiles staged in shared memory), grid dimensions from
// the matrix sizes, parboil-like timers on stderr, and the result written
// to the -o file and checked against a host GEMM.
#include <iostream>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include "parboil.h"

// I/O routines (io.cc)
extern bool readColMajorMatrixFile(const char *fn, int &nr_row, int &nr_col, std::vector<float> &v);
extern bool writeColMajorMatrixFile(const char *fn, int, int, std::vector<float> &);

#define CHECK_ERROR(errorMessage)                                              \
  {                                                                            \
    cudaError_t err = cudaGetLastError();                                      \
    if (cudaSuccess != err) {                                                  \
      fprintf(stderr, "Cuda error: %s in file '%s' in line %i : %s.\n",        \
              errorMessage, __FILE__, __LINE__, cudaGetErrorString(err));      \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  }

// Parameters of tile sizes
#define TILE_N 16
#define TILE_TB_HEIGHT 8
#define TILE_M (TILE_N * TILE_TB_HEIGHT)

__global__ void mysgemmNT(const float *A, int lda, const float *B, int ldb, float *C, int ldc, int k,
                          float alpha, float beta) {
  // Partial results
  float c[TILE_N];
  for (int i = 0; i < TILE_N; i++)
    c[i] = 0.0f;
  int mid = threadIdx.y * blockDim.x + threadIdx.x; // flattened id
  int m = blockIdx.x * TILE_M + mid;
  int n = blockIdx.y * TILE_N + threadIdx.x;
  __shared__ float b_s[TILE_TB_HEIGHT][TILE_N];
  for (int i = 0; i < k; i += TILE_TB_HEIGHT) {
    float a;
    b_s[threadIdx.y][threadIdx.x] = B[n + (i + threadIdx.y) * ldb];
    __syncthreads();
    for (int j = 0; j < TILE_TB_HEIGHT; j++) {
      a = A[m + (i + j) * lda];
#pragma unroll
      for (int kk = 0; kk < TILE_N; kk++)
        c[kk] += a * b_s[j][kk];
    }
    __syncthreads();
  }
  int t = ldc * blockIdx.y * TILE_N + m;
  for (int i = 0; i < TILE_N; i++) {
    C[t + i * ldc] = C[t + i * ldc] * beta + alpha * c[i];
  }
}

void regtileSgemm(char transa, char transb, int m, int n, int k, float alpha, const float *A, int lda,
                  const float *B, int ldb, float beta, float *C, int ldc) {
  if ((transa != 'N') && (transa != 'n')) {
    std::cerr << "unsupported value of 'transa' in regtileSgemm()" << std::endl;
    return;
  }
  if ((transb != 'T') && (transb != 't')) {
    std::cerr << "unsupported value of 'transb' in regtileSgemm()" << std::endl;
    return;
  }
  // In this code we assume the matrix sizes are multiple of tile size
  if ((m % TILE_M) || (n % TILE_N)) {
    std::cerr << "unsupported size of matrix. m should be multiple of " << TILE_M
              << "; n should be multiple of " << TILE_N << std::endl;
  }
  dim3 grid(m / TILE_M, n / TILE_N), threads(TILE_N, TILE_TB_HEIGHT);
  mysgemmNT<<<grid, threads>>>(A, lda, B, ldb, C, ldc, k, alpha, beta);
  CHECK_ERROR("mySgemm");
}

int main(int argc, char *argv[]) {
  struct pb_Parameters *params;
  struct pb_TimerSet timers;

  size_t A_sz, B_sz, C_sz;
  int matArow, matAcol;
  int matBrow, matBcol;
  std::vector<float> matA, matBT;

  pb_InitializeTimerSet(&timers);

  /* Read command line. Expect 2 inputs: A, B^T */
  params = pb_ReadParameters(&argc, argv);
  if ((params == NULL) || (params->inpFiles[0] == NULL) || (params->inpFiles[1] == NULL) ||
      (params->inpFiles[2] != NULL)) {
    fprintf(stderr, "Expecting two input filenames\n");
    exit(-1);
  }

  /* Read in data */
  pb_SwitchToTimer(&timers, pb_TimerID_IO);

  // load A
  if (!readColMajorMatrixFile(params->inpFiles[0], matArow, matAcol, matA)) {
    printf("cannot read %s\n", params->inpFiles[0]);
    return 1;
  }
  // load B^T
  if (!readColMajorMatrixFile(params->inpFiles[1], matBcol, matBrow, matBT)) {
    printf("cannot read %s\n", params->inpFiles[1]);
    return 1;
  }
  printf("A: %d x %d, B^T: %d x %d\n", matArow, matAcol, matBcol, matBrow);

  pb_SwitchToTimer(&timers, pb_TimerID_COMPUTE);
  A_sz = matArow * matAcol * sizeof(float);
  B_sz = matBrow * matBcol * sizeof(float);

  // allocate space for C
  C_sz = matArow * matBcol * sizeof(float);

  // CUDA memory allocation
  std::vector<float> matC(matArow * matBcol);
  for (size_t i = 0; i < matC.size(); ++i)
    matC[i] = (float)(i % 7);
  float *dA, *dB, *dC;
  cudaMalloc((void **)&dA, A_sz);
  cudaMalloc((void **)&dB, B_sz);
  cudaMalloc((void **)&dC, C_sz);

  // Copy A and B^T into device memory
  pb_SwitchToTimer(&timers, pb_TimerID_COPY);
  cudaMemcpy(dA, &matA.front(), A_sz, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, &matBT.front(), B_sz, cudaMemcpyHostToDevice);
  cudaMemcpy(dC, &matC.front(), C_sz, cudaMemcpyHostToDevice);

  pb_SwitchToTimer(&timers, pb_TimerID_KERNEL);

  // Use standard sgemm interface
  const float alpha = 1.0f, beta = 0.5f;
  regtileSgemm('N', 'T', matArow, matBcol, matAcol, alpha, dA, matArow, dB, matBcol, beta, dC, matArow);
  cudaDeviceSynchronize();

  std::vector<float> result(matArow * matBcol);
  pb_SwitchToTimer(&timers, pb_TimerID_COPY);
  cudaMemcpy(&result.front(), dC, C_sz, cudaMemcpyDeviceToHost);

  pb_SwitchToTimer(&timers, pb_TimerID_NONE);
  pb_PrintTimerSet(&timers);

  // Host reference: C = alpha * A * B + beta * C, all column-major.
  int bad = 0;
  double sum = 0;
  for (int col = 0; col < matBcol; ++col)
    for (int row = 0; row < matArow; ++row) {
      float acc = 0.0f;
      for (int kk = 0; kk < matAcol; ++kk)
        acc += matA[row + kk * matArow] * matBT[col + kk * matBcol];
      float want = matC[row + col * matArow] * beta + alpha * acc;
      float got = result[row + col * matArow];
      bad += got != want;
      sum += got;
    }
  printf("C: %d x %d, checksum %.1f, C[0]=%.1f C[last]=%.1f, mismatches %d\n", matArow, matBcol, sum,
         result[0], result[result.size() - 1], bad);

  if (params->outFile) {
    /* Write C to file */
    writeColMajorMatrixFile(params->outFile, matArow, matBcol, result);
    std::vector<float> back;
    int r, c;
    bool same = readColMajorMatrixFile(params->outFile, r, c, back) && back == result;
    printf("output file written and read back: %s\n", same ? "same" : "DIFFERENT");
    bad += !same;
  }

  pb_FreeParameters(params);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return 0;
}
