//===- cublas/detail/dispatch.h - Checks and launches of cuBLAS -*- CUDA -*-===//
//
// Part of metalify, written from cuBLAS's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the public routines share: argument checks as cuBLAS makes them
/// (with its stdout report for reference-BLAS routines), scalars read per
/// the pointer mode, the typed launches of kernels.cuh, the run-time type
/// dispatch of the Ex routines and cuBLASLt, and handle bookkeeping.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUBLAS_DETAIL_DISPATCH_H
#define METALIFY_CUBLAS_DETAIL_DISPATCH_H

#include <cublas/detail/kernels.cuh>
#include <cublas/detail/types.h>

#include <cstdio>
#include <cstring>
#include <initializer_list>

namespace metalify_cublas {

/// CUBLAS_STATUS_EXECUTION_FAILED when the launch just made failed.
inline cublasStatus_t launched() {
  return cudaGetLastError() == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                                           : CUBLAS_STATUS_EXECUTION_FAILED;
}

/// A scalar argument of type \p T at \p p, in host or device memory; a
/// device read waits for \p stream, as cuBLAS does.
template <typename T>
T readScalar(const void *p, bool onDevice, cudaStream_t stream) {
  if (!onDevice)
    return *(const T *)p;
  T v;
  cudaMemcpyAsync(&v, p, sizeof(T), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  return v;
}

/// A scalar argument, read from host or device memory per the handle.
template <typename T> T scalar(cublasHandle_t h, const T *p) {
  return readScalar<T>(p, h->pointerMode == CUBLAS_POINTER_MODE_DEVICE,
                       h->stream);
}

inline bool transposed(cublasOperation_t op) { return op != CUBLAS_OP_N; }

inline unsigned blocksFor(long long n, unsigned threads) {
  return (unsigned)((n + threads - 1) / threads);
}

/// Launches D = alpha op(A) op(B) + beta C (+ bias, epilogue) for a shape
/// already checked; empty shapes launch nothing.
template <typename TA, typename TB, typename TC, typename TD, typename Acc>
cublasStatus_t launchGemm(cudaStream_t stream, GemmShape s, Acc alpha,
                          const TA *A, const TB *B, Acc beta, const TC *C,
                          TD *D, const TD *bias) {
  if (s.m == 0 || s.n == 0 || s.batch == 0)
    return CUBLAS_STATUS_SUCCESS;
  dim3 block(16, 16);
  dim3 grid(blocksFor(s.m, 16), blocksFor(s.n, 16),
            (unsigned)(s.batch < 65535 ? s.batch : 65535));
  gemm_kernel<TA, TB, TC, TD, Acc>
      <<<grid, block, 0, stream>>>(s, alpha, A, B, beta, C, D, bias);
  return launched();
}

/// Whether a column-major matrix of \p rows rows may have leading
/// dimension \p ld.
inline bool validLd(int ld, int rows) { return ld >= (rows > 1 ? rows : 1); }

inline bool validOp(cublasOperation_t op) {
  return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}

/// One argument check: the argument's position in the reference BLAS
/// routine's list, and whether it failed.
struct ParamCheck {
  int number;
  bool bad;
};

/// CUBLAS_STATUS_INVALID_VALUE at the first failed check, which cuBLAS
/// reports on stdout in the reference BLAS's words when the routine has a
/// BLAS name (\p routine, e.g. "SGEMM"; null for cuBLAS extensions).
inline cublasStatus_t checkParams(const char *routine,
                                  std::initializer_list<ParamCheck> checks) {
  for (const ParamCheck &c : checks) {
    if (!c.bad)
      continue;
    if (routine)
      printf(" ** On entry to %s  parameter number %d had an illegal value\n",
             routine, c.number);
    return CUBLAS_STATUS_INVALID_VALUE;
  }
  return CUBLAS_STATUS_SUCCESS;
}

/// The argument checks of the gemm family, numbered as in the reference
/// BLAS routine \p routine (null: a cuBLAS extension, reported silently).
inline cublasStatus_t checkGemm(const char *routine, cublasOperation_t ta,
                                cublasOperation_t tb, int m, int n, int k,
                                int lda, int ldb, int ldc, int batch) {
  return checkParams(routine, {{1, !validOp(ta)},
                               {2, !validOp(tb)},
                               {3, m < 0},
                               {4, n < 0},
                               {5, k < 0},
                               {8, !validLd(lda, transposed(ta) ? k : m)},
                               {10, !validLd(ldb, transposed(tb) ? n : k)},
                               {13, !validLd(ldc, m)},
                               {18, batch < 0}});
}

/// The shape of a column-major gemm writing C in place.
inline GemmShape columnMajorGemm(cublasOperation_t ta, cublasOperation_t tb,
                                 int m, int n, int k, int lda,
                                 long long strideA, int ldb, long long strideB,
                                 int ldc, long long strideC, int batch) {
  return GemmShape{m,
                   n,
                   k,
                   batch,
                   columnMajor(transposed(ta), lda, strideA),
                   columnMajor(transposed(tb), ldb, strideB),
                   columnMajor(false, ldc, strideC),
                   columnMajor(false, ldc, strideC),
                   EpilogueNone,
                   false};
}

/// The cuBLAS gemm family with typed operands: checks, then one batched
/// launch.
template <typename T, typename Acc, typename TC>
cublasStatus_t gemmStrided(const char *routine, cublasHandle_t h,
                           cublasOperation_t ta, cublasOperation_t tb, int m,
                           int n, int k, Acc alpha, const T *A, int lda,
                           long long strideA, const T *B, int ldb,
                           long long strideB, Acc beta, TC *C, int ldc,
                           long long strideC, int batch) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t bad =
          checkGemm(routine, ta, tb, m, n, k, lda, ldb, ldc, batch))
    return bad;
  GemmShape s = columnMajorGemm(ta, tb, m, n, k, lda, strideA, ldb, strideB,
                                ldc, strideC, batch);
  return launchGemm<T, T, TC, TC, Acc>(h->stream, s, alpha, A, B, beta, C, C,
                                       (const TC *)nullptr);
}

/// A matmul whose element types are known only at run time (the Ex
/// routines, cuBLASLt): its shape, untyped operands and how its scalars
/// are read.
struct UntypedGemm {
  GemmShape shape;
  const void *alpha, *beta;
  bool halfScalars;   ///< alpha and beta are __half (a 16-bit compute type)
  bool deviceScalars; ///< alpha and beta lie in device memory
  const void *A, *B, *C;
  void *D;
  const void *bias;
  cudaStream_t stream;

  template <typename Acc> Acc read(const void *p) const {
    if (halfScalars)
      return (Acc)(float)readScalar<__half>(p, deviceScalars, stream);
    return readScalar<Acc>(p, deviceScalars, stream);
  }

  /// Launches with A and B of type TAB, C and D of TCD, sums in Acc.
  template <typename TAB, typename TCD, typename Acc>
  cublasStatus_t run() const {
    return launchGemm<TAB, TAB, TCD, TCD, Acc>(
        stream, shape, read<Acc>(alpha), (const TAB *)A, (const TAB *)B,
        read<Acc>(beta), (const TCD *)C, (TCD *)D, (const TCD *)bias);
  }
};

/// Runs \p g with the element types its data types name: A and B of type
/// \p ab, C and D of \p cd, sums in double for a 64-bit compute type
/// (\p f64) and in float otherwise; NOT_SUPPORTED for other combinations.
inline cublasStatus_t runUntypedGemm(const UntypedGemm &g, cudaDataType_t ab,
                                     cudaDataType_t cd, bool f64) {
  if (f64)
    return ab == CUDA_R_64F && cd == CUDA_R_64F
               ? g.run<double, double, double>()
               : CUBLAS_STATUS_NOT_SUPPORTED;
  if (ab == CUDA_R_32F && cd == CUDA_R_32F)
    return g.run<float, float, float>();
  if (ab == CUDA_R_16F && cd == CUDA_R_16F)
    return g.run<__half, __half, float>();
  if (ab == CUDA_R_16F && cd == CUDA_R_32F)
    return g.run<__half, float, float>();
  if (ab == CUDA_R_16BF && cd == CUDA_R_16BF)
    return g.run<__nv_bfloat16, __nv_bfloat16, float>();
  if (ab == CUDA_R_16BF && cd == CUDA_R_32F)
    return g.run<__nv_bfloat16, float, float>();
  return CUBLAS_STATUS_NOT_SUPPORTED;
}

/// The Ex routines: checks, then a launch for the data and compute types
/// (A and B of one type; a 16-bit compute type only over 16-bit halves,
/// with half scalars).
inline cublasStatus_t gemmEx(cublasHandle_t h, cublasOperation_t ta,
                             cublasOperation_t tb, int m, int n, int k,
                             const void *alpha, const void *A,
                             cudaDataType_t Atype, int lda, long long strideA,
                             const void *B, cudaDataType_t Btype, int ldb,
                             long long strideB, const void *beta, void *C,
                             cudaDataType_t Ctype, int ldc, long long strideC,
                             int batch, int computeType) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t bad =
          checkGemm(nullptr, ta, tb, m, n, k, lda, ldb, ldc, batch))
    return bad;
  // CUDA 10's cublasGemmEx took a cudaDataType_t as the compute type.
  bool half16 = computeType == CUBLAS_COMPUTE_16F ||
                computeType == CUBLAS_COMPUTE_16F_PEDANTIC ||
                computeType == CUDA_R_16F;
  bool f64 = computeType == CUBLAS_COMPUTE_64F ||
             computeType == CUBLAS_COMPUTE_64F_PEDANTIC ||
             computeType == CUDA_R_64F;
  if (Atype != Btype || (half16 && (Atype != CUDA_R_16F || Ctype != CUDA_R_16F)))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  UntypedGemm g{columnMajorGemm(ta, tb, m, n, k, lda, strideA, ldb, strideB,
                                ldc, strideC, batch),
                alpha,
                beta,
                half16,
                h->pointerMode == CUBLAS_POINTER_MODE_DEVICE,
                A,
                B,
                C,
                C,
                nullptr,
                h->stream};
  return runUntypedGemm(g, Atype, Ctype, f64);
}

template <typename T>
cublasStatus_t gemv(const char *routine, cublasHandle_t h,
                    cublasOperation_t trans, int m, int n, const T *alpha,
                    const T *A, int lda, const T *x, int incx, const T *beta,
                    T *y, int incy) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t bad = checkParams(routine, {{1, !validOp(trans)},
                                                 {2, m < 0},
                                                 {3, n < 0},
                                                 {6, !validLd(lda, m)},
                                                 {8, incx == 0},
                                                 {11, incy == 0}}))
    return bad;
  int rows = transposed(trans) ? n : m, cols = transposed(trans) ? m : n;
  if (m == 0 || n == 0)
    return CUBLAS_STATUS_SUCCESS;
  gemv_kernel<T><<<blocksFor(rows, 256), 256, 0, h->stream>>>(
      rows, cols, scalar(h, alpha), A, columnMajor(transposed(trans), lda), x,
      incx, scalar(h, beta), y, incy);
  return launched();
}

template <typename T>
cublasStatus_t ger(const char *routine, cublasHandle_t h, int m, int n,
                   const T *alpha, const T *x, int incx, const T *y, int incy,
                   T *A, int lda) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t bad = checkParams(routine, {{1, m < 0},
                                                 {2, n < 0},
                                                 {5, incx == 0},
                                                 {7, incy == 0},
                                                 {9, !validLd(lda, m)}}))
    return bad;
  if (m == 0 || n == 0)
    return CUBLAS_STATUS_SUCCESS;
  dim3 block(16, 16), grid(blocksFor(m, 16), blocksFor(n, 16));
  ger_kernel<T><<<grid, block, 0, h->stream>>>(m, n, scalar(h, alpha), x, incx,
                                               y, incy, A, lda);
  return launched();
}

template <typename T>
cublasStatus_t geam(cublasHandle_t h, cublasOperation_t ta,
                    cublasOperation_t tb, int m, int n, const T *alpha,
                    const T *A, int lda, const T *beta, const T *B, int ldb,
                    T *C, int ldc) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || !validLd(ldc, m))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return CUBLAS_STATUS_SUCCESS;
  dim3 block(16, 16), grid(blocksFor(m, 16), blocksFor(n, 16));
  geam_kernel<T><<<grid, block, 0, h->stream>>>(
      m, n, scalar(h, alpha), A, columnMajor(transposed(ta), lda),
      scalar(h, beta), B, columnMajor(transposed(tb), ldb), C, ldc);
  return launched();
}

template <typename T>
cublasStatus_t vector(cublasHandle_t h, VectorOp op, int n, T alpha, T *x,
                      int incx, T *y, int incy) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0)
    return CUBLAS_STATUS_SUCCESS;
  unsigned blocks = blocksFor(n, 256);
  vector_kernel<T><<<blocks < 1024 ? blocks : 1024, 256, 0, h->stream>>>(
      op, n, alpha, x, incx, y, incy);
  return launched();
}

/// Runs a one-block reduction; a host-mode result is copied back (which
/// waits for the stream, as cuBLAS does).
template <typename T>
cublasStatus_t reduce(cublasHandle_t h, ReduceOp op, int n, const T *x,
                      int incx, const T *y, int incy, T *result,
                      int *index) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  bool arg = op == OpIamax || op == OpIamin;
  bool device = h->pointerMode == CUBLAS_POINTER_MODE_DEVICE;
  if (n <= 0 || (op != OpDot && incx <= 0)) {
    T zero = T(0);
    int none = 0;
    void *out = arg ? (void *)index : (void *)result;
    const void *value = arg ? (const void *)&none : (const void *)&zero;
    size_t bytes = arg ? sizeof(int) : sizeof(T);
    if (!device)
      memcpy(out, value, bytes);
    else
      cudaMemcpyAsync(out, value, bytes, cudaMemcpyHostToDevice, h->stream);
    return CUBLAS_STATUS_SUCCESS;
  }
  void *scratch = nullptr;
  if (!device && cudaMalloc(&scratch, sizeof(T) + sizeof(int)) != cudaSuccess)
    return CUBLAS_STATUS_ALLOC_FAILED;
  T *r = device ? result : (T *)scratch;
  int *at = device ? index : (int *)((char *)scratch + sizeof(T));
  reduce_kernel<T><<<1, ReduceThreads, 0, h->stream>>>(op, n, x, incx, y, incy,
                                                       r, at);
  cublasStatus_t status = launched();
  if (!device) {
    if (arg)
      cudaMemcpyAsync(index, at, sizeof(int), cudaMemcpyDeviceToHost,
                      h->stream);
    else
      cudaMemcpyAsync(result, r, sizeof(T), cudaMemcpyDeviceToHost,
                      h->stream);
    cudaStreamSynchronize(h->stream);
    cudaFree(scratch);
  }
  return status;
}

/// Copies a rows x cols column-major matrix between leading dimensions
/// (in elements of \p elemSize bytes).
inline cublasStatus_t copyMatrix(int rows, int cols, int elemSize,
                                 const void *src, int lds, void *dst, int ldd,
                                 cudaMemcpyKind kind, cudaStream_t stream,
                                 bool async) {
  if (rows < 0 || cols < 0 || elemSize <= 0 || lds < rows || ldd < rows ||
      lds <= 0 || ldd <= 0)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (rows == 0 || cols == 0)
    return CUBLAS_STATUS_SUCCESS;
  cudaError_t e = cudaMemcpy2DAsync(dst, (size_t)ldd * elemSize, src,
                                    (size_t)lds * elemSize,
                                    (size_t)rows * elemSize, cols, kind, stream);
  if (e == cudaSuccess && !async)
    e = cudaStreamSynchronize(stream);
  return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                          : CUBLAS_STATUS_MAPPING_ERROR;
}

/// Copies n strided elements of \p elemSize bytes.
inline cublasStatus_t copyVector(int n, int elemSize, const void *src,
                                 int incs, void *dst, int incd,
                                 cudaMemcpyKind kind, cudaStream_t stream,
                                 bool async) {
  if (incs <= 0 || incd <= 0 || elemSize <= 0)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (n <= 0)
    return CUBLAS_STATUS_SUCCESS;
  cudaError_t e = cudaMemcpy2DAsync(dst, (size_t)incd * elemSize, src,
                                    (size_t)incs * elemSize, elemSize, n, kind,
                                    stream);
  if (e == cudaSuccess && !async)
    e = cudaStreamSynchronize(stream);
  return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                          : CUBLAS_STATUS_MAPPING_ERROR;
}

/// Runs \p f on the state behind handle \p h; NOT_INITIALIZED without one.
template <typename Handle, typename F>
cublasStatus_t withHandle(Handle h, F f) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  f(*h);
  return CUBLAS_STATUS_SUCCESS;
}

/// A new library object (handle, descriptor) at \p *out.
template <typename T> cublasStatus_t createObject(T **out) {
  if (!out)
    return CUBLAS_STATUS_INVALID_VALUE;
  *out = new T();
  return CUBLAS_STATUS_SUCCESS;
}

/// Deletes \p object; \p ifNull when there is none.
template <typename T>
cublasStatus_t destroyObject(T *object, cublasStatus_t ifNull) {
  if (!object)
    return ifNull;
  delete object;
  return CUBLAS_STATUS_SUCCESS;
}

} // namespace metalify_cublas

#endif // METALIFY_CUBLAS_DETAIL_DISPATCH_H
