// cuBLAS v2 routines on small column-major problems with padded leading
// dimensions, transposes, negative increments and both pointer modes; each
// result is printed so the run can be compared with NVIDIA's cuBLAS.
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cublasStatus_t s_ = (call);                                                \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      printf("%s failed: %s\n", #call, cublasGetStatusName(s_));               \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static float value(int i, int salt) {
  return (float)((i * 37 + salt * 11) % 23) / 8.0f - 1.25f;
}

static float *upload(const float *h, int n) {
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  return d;
}

static void printMatrix(const char *name, const float *d, int rows, int cols,
                        int ld) {
  float h[256];
  cudaMemcpy(h, d, ld * cols * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%s:", name);
  for (int i = 0; i < rows; ++i) {
    printf("\n ");
    for (int j = 0; j < cols; ++j)
      printf(" %9.4f", h[i + j * ld]);
  }
  printf("\n");
}

int main() {
  cublasHandle_t h;
  CHECK(cublasCreate(&h));
  int version = 0;
  CHECK(cublasGetVersion(h, &version));
  printf("version known: %d\n", version > 0);

  // op(A) is 5x4, op(B) is 4x3, C is 5x3 with ldc 6.
  const int m = 5, n = 3, k = 4, lda = 7, ldb = 6, ldc = 6;
  float hA[lda * lda], hB[ldb * ldb], hC[ldc * n];
  for (int i = 0; i < lda * lda; ++i)
    hA[i] = value(i, 1);
  for (int i = 0; i < ldb * ldb; ++i)
    hB[i] = value(i, 2);
  for (int i = 0; i < ldc * n; ++i)
    hC[i] = value(i, 3);
  float *dA = upload(hA, lda * lda), *dB = upload(hB, ldb * ldb);
  const float alpha = 1.5f, beta = -0.5f, zero = 0.0f;
  const cublasOperation_t ops[] = {CUBLAS_OP_N, CUBLAS_OP_T};
  int wrong = 0;
  for (cublasOperation_t ta : ops)
    for (cublasOperation_t tb : ops) {
      float *dC = upload(hC, ldc * n);
      CHECK(cublasSgemm(h, ta, tb, m, n, k, &alpha, dA, lda, dB, ldb, &beta,
                        dC, ldc));
      float got[ldc * n];
      cudaMemcpy(got, dC, sizeof got, cudaMemcpyDeviceToHost);
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          float sum = 0;
          for (int l = 0; l < k; ++l)
            sum += (ta == CUBLAS_OP_N ? hA[i + l * lda] : hA[l + i * lda]) *
                   (tb == CUBLAS_OP_N ? hB[l + j * ldb] : hB[j + l * ldb]);
          float want = alpha * sum + beta * hC[i + j * ldc];
          wrong += fabsf(got[i + j * ldc] - want) > 1e-4f;
        }
      char name[32];
      snprintf(name, sizeof name, "sgemm %c%c", ta == CUBLAS_OP_N ? 'N' : 'T',
               tb == CUBLAS_OP_N ? 'N' : 'T');
      printMatrix(name, dC, m, n, ldc);
      cudaFree(dC);
    }

  // beta == 0: C may hold NaN and is not read.
  {
    float nan[ldc * n];
    for (int i = 0; i < ldc * n; ++i)
      nan[i] = 0.0f / 0.0f;
    float *dC = upload(nan, ldc * n);
    CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, lda,
                      dB, ldb, &zero, dC, ldc));
    printMatrix("sgemm beta 0 over NaN", dC, m, n, ldc);
    cudaFree(dC);
  }

  // Three 2x2 products, strided.
  {
    float *dC;
    cudaMalloc(&dC, 3 * 4 * sizeof(float));
    CHECK(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 3,
                                    &alpha, dA, 2, 6, dB, 2, 6, &zero, dC, 2,
                                    4, 3));
    printMatrix("strided batched", dC, 2, 6, 2);
    cudaFree(dC);
  }

  // Double precision.
  {
    double a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {0.5, -1, 2, 0.25, 3, -2};
    double c[4] = {0}, one = 1.0, none = 0.0;
    double *da, *db, *dc;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    CHECK(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, da, 2, db, 3,
                      &none, dc, 2));
    cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
    printf("dgemm: %.6f %.6f %.6f %.6f\n", c[0], c[1], c[2], c[3]);
    double dot = 0;
    CHECK(cublasDdot(h, 6, da, 1, db, 1, &dot));
    printf("ddot: %.6f\n", dot);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
  }

  // Level 2.
  {
    float *x = upload(hB, 12), *y = upload(hC, 12);
    CHECK(cublasSgemv(h, CUBLAS_OP_N, 5, 4, &alpha, dA, lda, x, 1, &beta, y,
                      1));
    printMatrix("sgemv N", y, 1, 5, 1);
    CHECK(cublasSgemv(h, CUBLAS_OP_T, 5, 4, &alpha, dA, lda, x, 2, &zero, y,
                      -1));
    printMatrix("sgemv T, incx 2, incy -1", y, 1, 4, 1);
    float *dG = upload(hC, 12);
    CHECK(cublasSger(h, 3, 4, &alpha, x, 1, y, 1, dG, 3));
    printMatrix("sger", dG, 3, 4, 3);
    cudaFree(x);
    cudaFree(y);
    cudaFree(dG);
  }

  // Level 1.
  {
    float *x = upload(hA, 12), *y = upload(hB, 12);
    const float two = 2.0f;
    CHECK(cublasSaxpy(h, 6, &two, x, 2, y, -1));
    printMatrix("saxpy incx 2 incy -1", y, 1, 12, 1);
    CHECK(cublasSscal(h, 4, &beta, x, 3));
    printMatrix("sscal inc 3", x, 1, 12, 1);
    CHECK(cublasSswap(h, 3, x, 1, y, 2));
    printMatrix("sswap x", x, 1, 12, 1);
    printMatrix("sswap y", y, 1, 12, 1);
    CHECK(cublasScopy(h, 4, x, 1, y, 3));
    printMatrix("scopy", y, 1, 12, 1);
    float r = 0;
    CHECK(cublasSdot(h, 12, x, 1, y, 1, &r));
    printf("sdot: %.4f\n", r);
    CHECK(cublasSdot(h, 4, x, 2, y, -3, &r));
    printf("sdot incx 2 incy -3: %.4f\n", r);
    CHECK(cublasSnrm2(h, 12, x, 1, &r));
    printf("snrm2: %.4f\n", r);
    CHECK(cublasSasum(h, 6, y, 2, &r));
    printf("sasum inc 2: %.4f\n", r);
    int at = 0;
    CHECK(cublasIsamax(h, 12, y, 1, &at));
    printf("isamax: %d\n", at);
    CHECK(cublasIsamin(h, 12, y, 1, &at));
    printf("isamin: %d\n", at);
    CHECK(cublasIsamax(h, 0, y, 1, &at));
    printf("isamax of nothing: %d\n", at);

    // Results left in device memory.
    float *dr;
    cudaMalloc(&dr, sizeof(float));
    CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CHECK(cublasSdot(h, 12, x, 1, x, 1, dr));
    CHECK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    cudaMemcpy(&r, dr, sizeof r, cudaMemcpyDeviceToHost);
    printf("sdot to device memory: %.4f\n", r);
    cudaFree(dr);
    cudaFree(x);
    cudaFree(y);
  }

  // Transpose with geam: C = A^T.
  {
    float *dT, *dZ = upload(hC, 12);
    cudaMalloc(&dT, 4 * 3 * sizeof(float));
    CHECK(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, 4, 3, &alpha, dA, lda,
                      &zero, dZ, 4, dT, 4));
    printMatrix("sgeam transpose", dT, 4, 3, 4);
    CHECK(cublasSgeam(h, CUBLAS_OP_N, CUBLAS_OP_T, 3, 4, &alpha, dZ, 3, &beta,
                      dA, lda, dT, 3));
    printMatrix("sgeam sum", dT, 3, 4, 3);
    cudaFree(dT);
    cudaFree(dZ);
  }

  // Half inputs, float outputs and sums.
  {
    __half ha[12], hb[12];
    for (int i = 0; i < 12; ++i) {
      ha[i] = __float2half(value(i, 4));
      hb[i] = __float2half(value(i, 5));
    }
    __half *da, *db;
    float *dc;
    cudaMalloc(&da, sizeof ha);
    cudaMalloc(&db, sizeof hb);
    cudaMalloc(&dc, 9 * sizeof(float));
    cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
    const float one = 1.0f;
    CHECK(cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 3, 3, 4, &one, da,
                       CUDA_R_16F, 4, db, CUDA_R_16F, 4, &zero, dc, CUDA_R_32F,
                       3, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    printMatrix("gemmEx half -> float", dc, 3, 3, 3);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
  }

  // Invalid arguments are refused before anything runs.
  printf("lda too small: %s\n",
         cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k,
                                         &alpha, dA, 2, dB, ldb, &beta, dA,
                                         ldc)));
  printf("negative m: %s\n",
         cublasGetStatusName(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, n,
                                         k, &alpha, dA, lda, dB, ldb, &beta,
                                         dA, ldc)));
  cudaFree(dA);
  cudaFree(dB);
  CHECK(cublasDestroy(h));
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
