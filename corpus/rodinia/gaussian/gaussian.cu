// Rodinia-style Gaussian elimination: forward elimination with one launch
// of Fan1 (multipliers, 1-D grid) and Fan2 (row updates, 2-D grid) per
// column, global variables for the matrix pointers and size, a
// checkCUDAError(msg) helper over cudaGetLastError, cudaDeviceSynchronize,
// cudaGetDeviceProperties queried (not printed), the -s size/-q options,
// back substitution on the host. The matrix is diagonally dominant, so the
// solution is close to the known x; checked against that and a host solve.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include "cuda.h"

#ifdef RD_WG_SIZE_0_0
#define MAXBLOCKSIZE RD_WG_SIZE_0_0
#else
#define MAXBLOCKSIZE 512
#endif

#ifdef RD_WG_SIZE_1_0
#define BLOCK_SIZE_XY RD_WG_SIZE_1_0
#else
#define BLOCK_SIZE_XY 4
#endif

int Size;
float *a, *b, *finalVec;
float *m;

FILE *fp;

void InitProblemOnce(int size);
void InitPerRun();
void ForwardSub();
void BackSub();
__global__ void Fan1(float *m, float *a, int Size, int t);
__global__ void Fan2(float *m, float *a, float *b, int Size, int j1, int t);
void PrintMat(float *ary, int nrow, int ncolumn);
void PrintAry(float *ary, int ary_size);
void checkCUDAError(const char *msg);

unsigned int totalKernelTime = 0;

void PrintDeviceProperties() {
  cudaDeviceProp deviceProp;
  int nDevCount = 0;
  cudaGetDeviceCount(&nDevCount);
  for (int nDeviceIdx = 0; nDeviceIdx < nDevCount; ++nDeviceIdx) {
    memset(&deviceProp, 0, sizeof(deviceProp));
    if (cudaSuccess != cudaGetDeviceProperties(&deviceProp, nDeviceIdx))
      printf("\n%s", cudaGetErrorString(cudaGetLastError()));
  }
  printf("device properties queried: %s\n", nDevCount > 0 ? "yes" : "no");
}

static void create_matrix(float *mat, float *rhs, float *x_true, int size) {
  unsigned s = 99u;
  for (int i = 0; i < size; i++) {
    x_true[i] = (float)(i % 7) - 3.5f;
    float rowsum = 0;
    for (int j = 0; j < size; j++) {
      s = s * 1664525u + 1013904223u;
      float v = (float)((s >> 9) % 2000) / 1000.0f - 1.0f;
      mat[i * size + j] = v;
      rowsum += fabsf(v);
    }
    mat[i * size + i] = rowsum + 1.0f;
  }
  for (int i = 0; i < size; i++) {
    double acc = 0;
    for (int j = 0; j < size; j++)
      acc += (double)mat[i * size + j] * x_true[j];
    rhs[i] = (float)acc;
  }
}

int main(int argc, char *argv[]) {
  printf("WG size of kernel 1 = %d, WG size of kernel 2= %d X %d\n", MAXBLOCKSIZE, BLOCK_SIZE_XY,
         BLOCK_SIZE_XY);
  int verbose = 1;
  int i;
  if (argc < 2) {
    printf("Usage: gaussian -s matrixSize [-q]\n");
    exit(0);
  }
  PrintDeviceProperties();
  for (i = 1; i < argc; i++) {
    if (argv[i][0] == '-') {
      switch (argv[i][1]) {
      case 's':
        i++;
        Size = atoi(argv[i]);
        printf("Create matrix internally in parse, size = %d \n", Size);
        a = (float *)malloc(Size * Size * sizeof(float));
        b = (float *)malloc(Size * sizeof(float));
        finalVec = (float *)malloc(Size * sizeof(float));
        break;
      case 'q':
        verbose = 0;
        break;
      }
    }
  }
  float *x_true = (float *)malloc(Size * sizeof(float));
  create_matrix(a, b, x_true, Size);
  float *a0 = (float *)malloc(Size * Size * sizeof(float));
  float *b0 = (float *)malloc(Size * sizeof(float));
  memcpy(a0, a, Size * Size * sizeof(float));
  memcpy(b0, b, Size * sizeof(float));

  InitProblemOnce(Size);
  InitPerRun();
  ForwardSub();
  BackSub();

  if (verbose) {
    printf("The final solution is: \n");
    PrintAry(finalVec, Size < 8 ? Size : 8);
  }

  // host elimination in the same order
  for (int t = 0; t < Size - 1; t++)
    for (int r = t + 1; r < Size; r++) {
      float mult = a0[r * Size + t] / a0[t * Size + t];
      for (int c = t; c < Size; c++)
        a0[r * Size + c] -= mult * a0[t * Size + c];
      b0[r] -= mult * b0[t];
    }
  double maxdiff = 0, maxerr = 0;
  for (int r = 0; r < Size; r++) {
    maxerr = fmax(maxerr, fabs(finalVec[r] - x_true[r]));
    maxdiff = fmax(maxdiff, fabs(a[r * Size + r] - a0[r * Size + r]) / fabs(a0[r * Size + r]));
  }
  printf("max error vs known solution %.1e\n", maxerr < 1e-3 ? 0.0 : maxerr);
  bool ok = maxerr < 1e-3 && maxdiff < 1e-4;
  printf("%s\n", ok ? "PASS" : "FAIL");

  cudaFree(m);
  free(m);
  free(a);
  free(b);
  return ok ? 0 : 1;
}

void InitProblemOnce(int size) { Size = size; }

void InitPerRun() {
  m = (float *)malloc(Size * Size * sizeof(float));
  for (int i = 0; i < Size * Size; i++)
    *(m + i) = 0.0;
}

__global__ void Fan1(float *m_cuda, float *a_cuda, int Size, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t)
    return;
  *(m_cuda + Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t) =
      *(a_cuda + Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t) /
      *(a_cuda + Size * t + t);
}

__global__ void Fan2(float *m_cuda, float *a_cuda, float *b_cuda, int Size, int j1, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t)
    return;
  if (threadIdx.y + blockIdx.y * blockDim.y >= Size - t)
    return;

  int xidx = blockIdx.x * blockDim.x + threadIdx.x;
  int yidx = blockIdx.y * blockDim.y + threadIdx.y;

  a_cuda[Size * (xidx + 1 + t) + (yidx + t)] -=
      m_cuda[Size * (xidx + 1 + t) + t] * a_cuda[Size * t + (yidx + t)];
  if (yidx == 0) {
    b_cuda[xidx + 1 + t] -= m_cuda[Size * (xidx + 1 + t) + (yidx + t)] * b_cuda[t];
  }
}

void ForwardSub() {
  int t;
  float *m_cuda, *a_cuda, *b_cuda;

  // allocate memory on GPU
  cudaMalloc((void **)&m_cuda, Size * Size * sizeof(float));
  cudaMalloc((void **)&a_cuda, Size * Size * sizeof(float));
  cudaMalloc((void **)&b_cuda, Size * sizeof(float));

  // copy memory to GPU
  cudaMemcpy(m_cuda, m, Size * Size * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(a_cuda, a, Size * Size * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(b_cuda, b, Size * sizeof(float), cudaMemcpyHostToDevice);

  int block_size, grid_size;
  block_size = MAXBLOCKSIZE;
  grid_size = (Size / block_size) + (!(Size % block_size) ? 0 : 1);

  dim3 dimBlock(block_size);
  dim3 dimGrid(grid_size);

  int blockSize2d, gridSize2d;
  blockSize2d = BLOCK_SIZE_XY;
  gridSize2d = (Size / blockSize2d) + (!(Size % blockSize2d ? 0 : 1));

  dim3 dimBlockXY(blockSize2d, blockSize2d);
  dim3 dimGridXY(gridSize2d, gridSize2d);

  for (t = 0; t < (Size - 1); t++) {
    Fan1<<<dimGrid, dimBlock>>>(m_cuda, a_cuda, Size, t);
    cudaDeviceSynchronize();
    Fan2<<<dimGridXY, dimBlockXY>>>(m_cuda, a_cuda, b_cuda, Size, Size - t, t);
    cudaDeviceSynchronize();
    checkCUDAError("Fan2");
  }
  // copy memory back to CPU
  cudaMemcpy(m, m_cuda, Size * Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(a, a_cuda, Size * Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(b, b_cuda, Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(m_cuda);
  cudaFree(a_cuda);
  cudaFree(b_cuda);
}

void BackSub() {
  // solve "bottom up"
  int i, j;
  for (i = 0; i < Size; i++) {
    finalVec[Size - i - 1] = b[Size - i - 1];
    for (j = 0; j < i; j++)
      finalVec[Size - i - 1] -= *(a + Size * (Size - i - 1) + (Size - j - 1)) * finalVec[Size - j - 1];
    finalVec[Size - i - 1] = finalVec[Size - i - 1] / *(a + Size * (Size - i - 1) + (Size - i - 1));
  }
}

void PrintMat(float *ary, int nrow, int ncol) {
  for (int i = 0; i < nrow; i++) {
    for (int j = 0; j < ncol; j++)
      printf("%8.2f ", *(ary + Size * i + j));
    printf("\n");
  }
  printf("\n");
}

void PrintAry(float *ary, int ary_size) {
  for (int i = 0; i < ary_size; i++)
    printf("%.2f ", ary[i]);
  printf("\n\n");
}

void checkCUDAError(const char *msg) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "Cuda error: %s: %s.\n", msg, cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}
