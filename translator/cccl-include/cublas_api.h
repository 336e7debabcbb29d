//===- cublas_api.h - metalify's cuBLAS subset ----------------*- CUDA -*-===//
//
// Part of metalify, written from cuBLAS's documented API (the v2 interface).
//
//===----------------------------------------------------------------------===//
///
/// \file
/// cuBLAS as CUDA C++ that is translated with the program, like our CUB and
/// Thrust (docs/cccl.md): every routine is a host function that checks its
/// arguments as cuBLAS does and launches a `__global__` template kernel on
/// the handle's stream, so it runs wherever the program's own kernels run.
///
/// Covered: handles, streams, pointer and math modes; level 1 (axpy, scal,
/// copy, swap, dot, nrm2, asum, iamax, iamin), level 2 (gemv, ger) and
/// level 3 (gemm, gemm strided-batched, geam, and the Ex forms over float,
/// double, half and bfloat16) in S and D precision; Set/Get Vector/Matrix.
///
/// Deviations: results are computed in the compute type in a fixed order
/// (a thread per output element, a block per reduction), so they differ
/// from NVIDIA's in the last bits; TF32 and tensor-op math modes compute in
/// full float precision; nrm2 does not rescale to avoid overflow. Complex
/// routines and the legacy <cublas.h> interface are not provided.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUBLAS_API_H
#define METALIFY_CUBLAS_API_H

#include <cublas/detail/dispatch.h>

//===----------------------------------------------------------------------===//
// Handles and modes
//===----------------------------------------------------------------------===//

inline cublasStatus_t cublasCreate_v2(cublasHandle_t *handle) {
  return metalify_cublas::createObject(handle);
}
inline cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) {
  return metalify_cublas::destroyObject(handle,
                                        CUBLAS_STATUS_NOT_INITIALIZED);
}
inline cublasStatus_t cublasGetVersion_v2(cublasHandle_t, int *version) {
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value) {
  *value = type == MAJOR_VERSION   ? CUBLAS_VER_MAJOR
           : type == MINOR_VERSION ? CUBLAS_VER_MINOR
                                   : CUBLAS_VER_PATCH;
  return CUBLAS_STATUS_SUCCESS;
}
inline size_t cublasGetCudartVersion() { return CUDART_VERSION; }
inline cublasStatus_t cublasSetStream_v2(cublasHandle_t h, cudaStream_t s) {
  return metalify_cublas::withHandle(h, [&](cublasContext &c) { c.stream = s; });
}
inline cublasStatus_t cublasGetStream_v2(cublasHandle_t h, cudaStream_t *s) {
  return metalify_cublas::withHandle(h, [&](cublasContext &c) { *s = c.stream; });
}
inline cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t h,
                                              cublasPointerMode_t mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { c.pointerMode = mode; });
}
inline cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t h,
                                              cublasPointerMode_t *mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { *mode = c.pointerMode; });
}
inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t h,
                                           cublasAtomicsMode_t mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { c.atomicsMode = mode; });
}
inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t h,
                                           cublasAtomicsMode_t *mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { *mode = c.atomicsMode; });
}
inline cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { c.mathMode = mode; });
}
inline cublasStatus_t cublasGetMathMode(cublasHandle_t h, cublasMath_t *mode) {
  return metalify_cublas::withHandle(
      h, [&](cublasContext &c) { *mode = c.mathMode; });
}
inline cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t h, void *workspace,
                                            size_t bytes) {
  return metalify_cublas::withHandle(h, [&](cublasContext &c) {
    c.workspace = workspace;
    c.workspaceBytes = bytes;
  });
}
inline const char *cublasGetStatusName(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH:
    return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_MAPPING_ERROR:
    return "CUBLAS_STATUS_MAPPING_ERROR";
  case CUBLAS_STATUS_EXECUTION_FAILED:
    return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR:
    return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "CUBLAS_STATUS_NOT_SUPPORTED";
  case CUBLAS_STATUS_LICENSE_ERROR:
    return "CUBLAS_STATUS_LICENSE_ERROR";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
inline const char *cublasGetStatusString(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "success";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "the library was not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "the resource allocation failed";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "an invalid numeric value was used as an argument";
  case CUBLAS_STATUS_ARCH_MISMATCH:
    return "an absent device architectural feature is required";
  case CUBLAS_STATUS_MAPPING_ERROR:
    return "an access to GPU memory space failed";
  case CUBLAS_STATUS_EXECUTION_FAILED:
    return "the GPU program failed to execute";
  case CUBLAS_STATUS_INTERNAL_ERROR:
    return "an internal operation failed";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "the functionality requested is not supported";
  case CUBLAS_STATUS_LICENSE_ERROR:
    return "an error was detected when checking the current licensing";
  }
  return "unknown error";
}

//===----------------------------------------------------------------------===//
// Moving data
//===----------------------------------------------------------------------===//

inline cublasStatus_t cublasSetVector(int n, int elemSize, const void *x,
                                      int incx, void *y, int incy) {
  return metalify_cublas::copyVector(n, elemSize, x, incx, y, incy,
                                     cudaMemcpyHostToDevice, 0, false);
}
inline cublasStatus_t cublasGetVector(int n, int elemSize, const void *x,
                                      int incx, void *y, int incy) {
  return metalify_cublas::copyVector(n, elemSize, x, incx, y, incy,
                                     cudaMemcpyDeviceToHost, 0, false);
}
inline cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *x,
                                           int incx, void *y, int incy,
                                           cudaStream_t s) {
  return metalify_cublas::copyVector(n, elemSize, x, incx, y, incy,
                                     cudaMemcpyHostToDevice, s, true);
}
inline cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *x,
                                           int incx, void *y, int incy,
                                           cudaStream_t s) {
  return metalify_cublas::copyVector(n, elemSize, x, incx, y, incy,
                                     cudaMemcpyDeviceToHost, s, true);
}
inline cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize,
                                      const void *A, int lda, void *B,
                                      int ldb) {
  return metalify_cublas::copyMatrix(rows, cols, elemSize, A, lda, B, ldb,
                                     cudaMemcpyHostToDevice, 0, false);
}
inline cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize,
                                      const void *A, int lda, void *B,
                                      int ldb) {
  return metalify_cublas::copyMatrix(rows, cols, elemSize, A, lda, B, ldb,
                                     cudaMemcpyDeviceToHost, 0, false);
}
inline cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize,
                                           const void *A, int lda, void *B,
                                           int ldb, cudaStream_t s) {
  return metalify_cublas::copyMatrix(rows, cols, elemSize, A, lda, B, ldb,
                                     cudaMemcpyHostToDevice, s, true);
}
inline cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize,
                                           const void *A, int lda, void *B,
                                           int ldb, cudaStream_t s) {
  return metalify_cublas::copyMatrix(rows, cols, elemSize, A, lda, B, ldb,
                                     cudaMemcpyDeviceToHost, s, true);
}

//===----------------------------------------------------------------------===//
// Level 1, S and D
//===----------------------------------------------------------------------===//

#define METALIFY_CUBLAS_LEVEL1(P, p, T)                                           \
  inline cublasStatus_t cublas##P##axpy_v2(cublasHandle_t h, int n,            \
                                           const T *alpha, const T *x,         \
                                           int incx, T *y, int incy) {         \
    if (h && (incx == 0 || incy == 0))                                         \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    return metalify_cublas::vector<T>(h, metalify_cublas::OpAxpy, n,          \
                                      h ? metalify_cublas::scalar(h, alpha)    \
                                        : T(0),                                \
                                      (T *)x, incx, y, incy);                  \
  }                                                                            \
  inline cublasStatus_t cublas##P##scal_v2(cublasHandle_t h, int n,            \
                                           const T *alpha, T *x, int incx) {   \
    if (h && incx <= 0)                                                        \
      return CUBLAS_STATUS_SUCCESS;                                            \
    return metalify_cublas::vector<T>(h, metalify_cublas::OpScal, n,          \
                                      h ? metalify_cublas::scalar(h, alpha)    \
                                        : T(0),                                \
                                      x, incx, x, incx);                       \
  }                                                                            \
  inline cublasStatus_t cublas##P##copy_v2(cublasHandle_t h, int n,            \
                                           const T *x, int incx, T *y,         \
                                           int incy) {                         \
    return metalify_cublas::vector<T>(h, metalify_cublas::OpCopy, n, T(0),     \
                                      (T *)x, incx, y, incy);                  \
  }                                                                            \
  inline cublasStatus_t cublas##P##swap_v2(cublasHandle_t h, int n, T *x,      \
                                           int incx, T *y, int incy) {         \
    return metalify_cublas::vector<T>(h, metalify_cublas::OpSwap, n, T(0), x, \
                                      incx, y, incy);                          \
  }                                                                            \
  inline cublasStatus_t cublas##P##dot_v2(cublasHandle_t h, int n,             \
                                          const T *x, int incx, const T *y,    \
                                          int incy, T *result) {               \
    return metalify_cublas::reduce<T>(h, metalify_cublas::OpDot, n, x, incx,   \
                                      y, incy, result, nullptr);               \
  }                                                                            \
  inline cublasStatus_t cublas##P##nrm2_v2(cublasHandle_t h, int n,            \
                                           const T *x, int incx, T *result) {  \
    return metalify_cublas::reduce<T>(h, metalify_cublas::OpNrm2, n, x, incx,  \
                                      x, incx, result, nullptr);               \
  }                                                                            \
  inline cublasStatus_t cublas##P##asum_v2(cublasHandle_t h, int n,            \
                                           const T *x, int incx, T *result) {  \
    return metalify_cublas::reduce<T>(h, metalify_cublas::OpAsum, n, x, incx,  \
                                      x, incx, result, nullptr);               \
  }                                                                            \
  inline cublasStatus_t cublasI##p##amax_v2(cublasHandle_t h, int n,           \
                                            const T *x, int incx,              \
                                            int *result) {                     \
    return metalify_cublas::reduce<T>(h, metalify_cublas::OpIamax, n, x,       \
                                      incx, x, incx, nullptr, result);         \
  }                                                                            \
  inline cublasStatus_t cublasI##p##amin_v2(cublasHandle_t h, int n,           \
                                            const T *x, int incx,              \
                                            int *result) {                     \
    return metalify_cublas::reduce<T>(h, metalify_cublas::OpIamin, n, x,       \
                                      incx, x, incx, nullptr, result);         \
  }

METALIFY_CUBLAS_LEVEL1(S, s, float)
METALIFY_CUBLAS_LEVEL1(D, d, double)
#undef METALIFY_CUBLAS_LEVEL1

//===----------------------------------------------------------------------===//
// Levels 2 and 3, S and D
//===----------------------------------------------------------------------===//

#define METALIFY_CUBLAS_LEVEL23(P, T)                                          \
  inline cublasStatus_t cublas##P##gemv_v2(                                    \
      cublasHandle_t h, cublasOperation_t trans, int m, int n, const T *alpha, \
      const T *A, int lda, const T *x, int incx, const T *beta, T *y,          \
      int incy) {                                                              \
    return metalify_cublas::gemv<T>(#P "GEMV", h, trans, m, n, alpha, A, lda,  \
                                    x, incx, beta, y, incy);                   \
  }                                                                            \
  inline cublasStatus_t cublas##P##ger_v2(cublasHandle_t h, int m, int n,      \
                                          const T *alpha, const T *x,          \
                                          int incx, const T *y, int incy,      \
                                          T *A, int lda) {                     \
    return metalify_cublas::ger<T>(#P "GER", h, m, n, alpha, x, incx, y, incy, \
                                   A, lda);                                    \
  }                                                                            \
  inline cublasStatus_t cublas##P##gemm_v2(                                    \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,     \
      int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb,  \
      const T *beta, T *C, int ldc) {                                          \
    if (!h)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    return metalify_cublas::gemmStrided<T, T, T>(                              \
        #P "GEMM", h, ta, tb, m, n, k, metalify_cublas::scalar(h, alpha), A,   \
        lda, 0, B, ldb, 0, metalify_cublas::scalar(h, beta), C, ldc, 0, 1);    \
  }                                                                            \
  inline cublasStatus_t cublas##P##gemmStridedBatched(                         \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,     \
      int n, int k, const T *alpha, const T *A, int lda, long long strideA,    \
      const T *B, int ldb, long long strideB, const T *beta, T *C, int ldc,    \
      long long strideC, int batchCount) {                                     \
    if (!h)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    return metalify_cublas::gemmStrided<T, T, T>(                              \
        nullptr, h, ta, tb, m, n, k, metalify_cublas::scalar(h, alpha), A,     \
        lda, strideA, B, ldb, strideB, metalify_cublas::scalar(h, beta), C, ldc,    \
        strideC, batchCount);                                                  \
  }                                                                            \
  inline cublasStatus_t cublas##P##geam(                                       \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,     \
      int n, const T *alpha, const T *A, int lda, const T *beta, const T *B,   \
      int ldb, T *C, int ldc) {                                                \
    return metalify_cublas::geam<T>(h, ta, tb, m, n, alpha, A, lda, beta, B,   \
                                    ldb, C, ldc);                              \
  }

METALIFY_CUBLAS_LEVEL23(S, float)
METALIFY_CUBLAS_LEVEL23(D, double)
#undef METALIFY_CUBLAS_LEVEL23

/// Half-precision gemm: half inputs, outputs and scalars, float sums.
inline cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t ta,
                                  cublasOperation_t tb, int m, int n, int k,
                                  const __half *alpha, const __half *A,
                                  int lda, const __half *B, int ldb,
                                  const __half *beta, __half *C, int ldc) {
  return metalify_cublas::gemmEx(h, ta, tb, m, n, k, alpha, A, CUDA_R_16F, lda,
                                 0, B, CUDA_R_16F, ldb, 0, beta, C, CUDA_R_16F,
                                 ldc, 0, 1, CUBLAS_COMPUTE_16F);
}

inline cublasStatus_t
cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
             int m, int n, int k, const void *alpha, const void *A,
             cudaDataType_t Atype, int lda, const void *B, cudaDataType_t Btype,
             int ldb, const void *beta, void *C, cudaDataType_t Ctype, int ldc,
             cublasComputeType_t computeType, cublasGemmAlgo_t) {
  return metalify_cublas::gemmEx(h, ta, tb, m, n, k, alpha, A, Atype, lda, 0,
                                 B, Btype, ldb, 0, beta, C, Ctype, ldc, 0, 1,
                                 computeType);
}

inline cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
    int k, const void *alpha, const void *A, cudaDataType_t Atype, int lda,
    long long strideA, const void *B, cudaDataType_t Btype, int ldb,
    long long strideB, const void *beta, void *C, cudaDataType_t Ctype,
    int ldc, long long strideC, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t) {
  return metalify_cublas::gemmEx(h, ta, tb, m, n, k, alpha, A, Atype, lda,
                                 strideA, B, Btype, ldb, strideB, beta, C,
                                 Ctype, ldc, strideC, batchCount, computeType);
}

/// cublasSgemmEx: float scalars and sums over typed inputs and outputs.
inline cublasStatus_t cublasSgemmEx(cublasHandle_t h, cublasOperation_t ta,
                                    cublasOperation_t tb, int m, int n, int k,
                                    const float *alpha, const void *A,
                                    cudaDataType_t Atype, int lda,
                                    const void *B, cudaDataType_t Btype,
                                    int ldb, const float *beta, void *C,
                                    cudaDataType_t Ctype, int ldc) {
  return metalify_cublas::gemmEx(h, ta, tb, m, n, k, alpha, A, Atype, lda, 0,
                                 B, Btype, ldb, 0, beta, C, Ctype, ldc, 0, 1,
                                 CUBLAS_COMPUTE_32F);
}

#endif // METALIFY_CUBLAS_API_H
