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

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <library_types.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>

#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 0
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VERSION                                                         \
  (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

/// Outcome of a cuBLAS call (NVIDIA's values).
typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

/// op(A): A, its transpose, or its conjugate transpose.
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;

typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0,
  CUBLAS_FILL_MODE_UPPER = 1,
  CUBLAS_FILL_MODE_FULL = 2
} cublasFillMode_t;

typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;

typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;

/// Where scalars (alpha, beta, results) live: host or device memory.
typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0,
  CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;

typedef enum {
  CUBLAS_ATOMICS_NOT_ALLOWED = 0,
  CUBLAS_ATOMICS_ALLOWED = 1
} cublasAtomicsMode_t;

/// Math modes; all compute in the full precision of the compute type here.
typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;

typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

/// Algorithm hints of the Ex routines; all select the same kernel here.
typedef enum {
  CUBLAS_GEMM_DFALT = -1,
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0 = 0,
  CUBLAS_GEMM_ALGO1 = 1,
  CUBLAS_GEMM_ALGO2 = 2,
  CUBLAS_GEMM_ALGO3 = 3,
  CUBLAS_GEMM_ALGO4 = 4,
  CUBLAS_GEMM_ALGO5 = 5,
  CUBLAS_GEMM_ALGO6 = 6,
  CUBLAS_GEMM_ALGO7 = 7,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100
} cublasGemmAlgo_t;

/// The state behind a cublasHandle_t.
struct cublasContext {
  cudaStream_t stream = 0;
  cublasPointerMode_t pointerMode = CUBLAS_POINTER_MODE_HOST;
  cublasAtomicsMode_t atomicsMode = CUBLAS_ATOMICS_NOT_ALLOWED;
  cublasMath_t mathMode = CUBLAS_DEFAULT_MATH;
  void *workspace = nullptr;
  size_t workspaceBytes = 0;
};
typedef struct cublasContext *cublasHandle_t;

namespace metalify_cublas {

/// Where element (i, j) of a possibly transposed, batched matrix lies:
/// base + i * row + j * col + b * batch, in elements.
struct Strides {
  long long row, col, batch;
};

/// The strides of op(M) for a column-major M with leading dimension \p ld.
inline Strides columnMajor(bool transposed, int ld, long long batch = 0) {
  return transposed ? Strides{ld, 1, batch} : Strides{1, ld, batch};
}

/// A fused operation applied to each result (cuBLASLt epilogues).
enum Epilogue { EpilogueNone, EpilogueRelu, EpilogueGelu };

/// D = alpha * op(A) op(B) + beta * C, then bias[i] and the epilogue;
/// m x n results, inner dimension k, batch matrices.
struct GemmShape {
  int m, n, k, batch;
  Strides a, b, c, d;
  int epilogue;
  bool hasBias;
};

template <typename Acc> __device__ inline Acc applyEpilogue(Acc x, int e) {
  if (e == EpilogueRelu)
    return x > Acc(0) ? x : Acc(0);
  if (e == EpilogueGelu) {
    // cuBLASLt's GELU is the tanh approximation.
    float f = (float)x;
    float inner = 0.7978845608f * (f + 0.044715f * f * f * f);
    return Acc(0.5f * f * (1.0f + tanhf(inner)));
  }
  return x;
}

/// One thread per element of D (x: rows, y: columns, z: batches).
template <typename TA, typename TB, typename TC, typename TD, typename Acc>
__global__ void gemm_kernel(GemmShape s, Acc alpha, const TA *A, const TB *B,
                            Acc beta, const TC *C, TD *D, const TD *bias) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= s.m || j >= s.n)
    return;
  for (int b = blockIdx.z; b < s.batch; b += gridDim.z) {
    const TA *a = A + b * s.a.batch + i * s.a.row;
    const TB *bm = B + b * s.b.batch + j * s.b.col;
    Acc sum = Acc(0);
    for (int l = 0; l < s.k; ++l)
      sum += (Acc)a[l * s.a.col] * (Acc)bm[l * s.b.row];
    Acc r = alpha * sum;
    if (beta != Acc(0))
      r += beta * (Acc)C[b * s.c.batch + i * s.c.row + j * s.c.col];
    if (s.hasBias)
      r += (Acc)bias[i];
    D[b * s.d.batch + i * s.d.row + j * s.d.col] =
        (TD)applyEpilogue(r, s.epilogue);
  }
}

/// C = alpha * op(A) + beta * op(B), one thread per element.
template <typename T>
__global__ void geam_kernel(int m, int n, T alpha, const T *A, Strides a,
                            T beta, const T *B, Strides b, T *C, int ldc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= m || j >= n)
    return;
  T r = T(0);
  if (alpha != T(0))
    r += alpha * A[i * a.row + j * a.col];
  if (beta != T(0))
    r += beta * B[i * b.row + j * b.col];
  C[i + (long long)j * ldc] = r;
}

/// y = alpha * op(A) x + beta * y, one thread per element of y.
template <typename T>
__global__ void gemv_kernel(int rows, int cols, T alpha, const T *A,
                            Strides a, const T *x, long long incx, T beta,
                            T *y, long long incy) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows)
    return;
  long long x0 = incx < 0 ? (1 - cols) * incx : 0;
  long long y0 = incy < 0 ? (1 - rows) * incy : 0;
  T sum = T(0);
  for (int j = 0; j < cols; ++j)
    sum += A[i * a.row + j * a.col] * x[x0 + j * incx];
  T r = alpha * sum;
  if (beta != T(0))
    r += beta * y[y0 + i * incy];
  y[y0 + i * incy] = r;
}

/// A += alpha * x y^T, one thread per element of A.
template <typename T>
__global__ void ger_kernel(int m, int n, T alpha, const T *x, long long incx,
                           const T *y, long long incy, T *A, int lda) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= m || j >= n)
    return;
  long long x0 = incx < 0 ? (1 - m) * incx : 0;
  long long y0 = incy < 0 ? (1 - n) * incy : 0;
  A[i + (long long)j * lda] += alpha * x[x0 + i * incx] * y[y0 + j * incy];
}

/// Element operations of level 1.
enum VectorOp { OpAxpy, OpScal, OpCopy, OpSwap };

/// Level-1 element-wise operations over n elements with BLAS increments
/// (a negative increment walks the vector from its end).
template <typename T>
__global__ void vector_kernel(int op, int n, T alpha, T *x, long long incx,
                              T *y, long long incy) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    long long xi = (incx < 0 ? (1 - n) * incx : 0) + i * incx;
    long long yi = (incy < 0 ? (1 - n) * incy : 0) + i * incy;
    if (op == OpAxpy) {
      y[yi] += alpha * x[xi];
    } else if (op == OpScal) {
      x[xi] = alpha * x[xi];
    } else if (op == OpCopy) {
      y[yi] = x[xi];
    } else {
      T t = x[xi];
      x[xi] = y[yi];
      y[yi] = t;
    }
  }
}

/// Reductions of level 1.
enum ReduceOp { OpDot, OpNrm2, OpAsum, OpIamax, OpIamin };

constexpr int ReduceThreads = 256;

/// One block reduces n elements (dot, nrm2, asum) into *result, or finds
/// the 1-based index of the first largest/smallest |x| into *index.
template <typename T>
__global__ void reduce_kernel(int op, int n, const T *x, long long incx,
                              const T *y, long long incy, T *result,
                              int *index) {
  __shared__ T value[ReduceThreads];
  __shared__ int where[ReduceThreads];
  int t = threadIdx.x;
  bool arg = op == OpIamax || op == OpIamin;
  T acc = T(0);
  int best = -1;
  for (int i = t; i < n; i += ReduceThreads) {
    // BLAS: reductions ignore the sign of the increment; dot does not.
    long long xi = op == OpDot && incx < 0 ? (1 - n) * incx + i * incx
                                           : i * (incx < 0 ? -incx : incx);
    T v = x[xi];
    if (op == OpDot) {
      long long yi = (incy < 0 ? (1 - n) * incy : 0) + i * incy;
      acc += v * y[yi];
    } else if (op == OpNrm2) {
      acc += v * v;
    } else {
      T a = v < T(0) ? -v : v;
      if (!arg)
        acc += a;
      else if (best < 0 || (op == OpIamax ? a > acc : a < acc)) {
        acc = a;
        best = i;
      }
    }
  }
  value[t] = acc;
  where[t] = best;
  __syncthreads();
  for (int half = ReduceThreads / 2; half > 0; half /= 2) {
    if (t < half) {
      T other = value[t + half];
      int otherAt = where[t + half];
      if (!arg) {
        value[t] += other;
      } else if (otherAt >= 0) {
        bool better = where[t] < 0 ||
                      (op == OpIamax ? other > value[t] : other < value[t]) ||
                      (other == value[t] && otherAt < where[t]);
        if (better) {
          value[t] = other;
          where[t] = otherAt;
        }
      }
    }
    __syncthreads();
  }
  if (t != 0)
    return;
  if (arg)
    *index = where[0] + 1;
  else
    *result = op == OpNrm2 ? sqrt(value[0]) : value[0];
}

/// CUBLAS_STATUS_EXECUTION_FAILED when the launch just made failed.
inline cublasStatus_t launched() {
  return cudaGetLastError() == cudaSuccess ? CUBLAS_STATUS_SUCCESS
                                           : CUBLAS_STATUS_EXECUTION_FAILED;
}

/// A scalar argument, read from host or device memory per the handle.
template <typename T> T scalar(cublasHandle_t h, const T *p) {
  if (h->pointerMode == CUBLAS_POINTER_MODE_HOST)
    return *p;
  T v;
  cudaMemcpyAsync(&v, p, sizeof(T), cudaMemcpyDeviceToHost, h->stream);
  cudaStreamSynchronize(h->stream);
  return v;
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

/// The cuBLAS gemm family: checks, then one batched launch.
template <typename T, typename Acc, typename TC>
cublasStatus_t gemmStrided(const char *routine, cublasHandle_t h,
                           cublasOperation_t ta, cublasOperation_t tb, int m,
                           int n, int k, Acc alpha, const T *A, int lda,
                           long long strideA, const T *B, int ldb,
                           long long strideB, Acc beta, TC *C, int ldc,
                           long long strideC, int batch) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasStatus_t bad = checkParams(
          routine, {{1, !validOp(ta)},
                    {2, !validOp(tb)},
                    {3, m < 0},
                    {4, n < 0},
                    {5, k < 0},
                    {8, !validLd(lda, transposed(ta) ? k : m)},
                    {10, !validLd(ldb, transposed(tb) ? n : k)},
                    {13, !validLd(ldc, m)},
                    {18, batch < 0}}))
    return bad;
  if (m == 0 || n == 0 || batch == 0)
    return CUBLAS_STATUS_SUCCESS;
  GemmShape s{m,
              n,
              k,
              batch,
              columnMajor(transposed(ta), lda, strideA),
              columnMajor(transposed(tb), ldb, strideB),
              columnMajor(false, ldc, strideC),
              columnMajor(false, ldc, strideC),
              EpilogueNone,
              false};
  return launchGemm<T, T, TC, TC, Acc>(h->stream, s, alpha, A, B, beta, C, C,
                                       (const TC *)nullptr);
}

/// The Ex routines' element types: A and B share one, C may be wider.
template <typename T, typename TC, typename Acc>
cublasStatus_t gemmExTyped(cublasHandle_t h, cublasOperation_t ta,
                           cublasOperation_t tb, int m, int n, int k,
                           const void *alpha, const void *A, int lda,
                           long long strideA, const void *B, int ldb,
                           long long strideB, const void *beta, void *C,
                           int ldc, long long strideC, int batch,
                           bool halfScalars) {
  Acc a, b;
  if (halfScalars) {
    a = (Acc)(float)scalar(h, (const __half *)alpha);
    b = (Acc)(float)scalar(h, (const __half *)beta);
  } else {
    a = scalar(h, (const Acc *)alpha);
    b = scalar(h, (const Acc *)beta);
  }
  return gemmStrided<T, Acc, TC>(nullptr, h, ta, tb, m, n, k, a,
                                 (const T *)A, lda,
                                 strideA, (const T *)B, ldb, strideB, b,
                                 (TC *)C, ldc, strideC, batch);
}

/// Dispatches an Ex gemm on its data and compute types.
inline cublasStatus_t gemmEx(cublasHandle_t h, cublasOperation_t ta,
                             cublasOperation_t tb, int m, int n, int k,
                             const void *alpha, const void *A,
                             cudaDataType_t Atype, int lda, long long strideA,
                             const void *B, cudaDataType_t Btype, int ldb,
                             long long strideB, const void *beta, void *C,
                             cudaDataType_t Ctype, int ldc, long long strideC,
                             int batch, int computeType) {
  if (Atype != Btype)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool half16 = computeType == CUBLAS_COMPUTE_16F ||
                computeType == CUBLAS_COMPUTE_16F_PEDANTIC ||
                computeType == CUDA_R_16F;
  bool f64 = computeType == CUBLAS_COMPUTE_64F ||
             computeType == CUBLAS_COMPUTE_64F_PEDANTIC ||
             computeType == CUDA_R_64F;
  if (Atype == CUDA_R_64F && Ctype == CUDA_R_64F && f64)
    return gemmExTyped<double, double, double>(h, ta, tb, m, n, k, alpha, A,
                                               lda, strideA, B, ldb, strideB,
                                               beta, C, ldc, strideC, batch,
                                               false);
  if (f64)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  if (Atype == CUDA_R_32F && Ctype == CUDA_R_32F)
    return gemmExTyped<float, float, float>(h, ta, tb, m, n, k, alpha, A, lda,
                                            strideA, B, ldb, strideB, beta, C,
                                            ldc, strideC, batch, false);
  if (Atype == CUDA_R_16F && Ctype == CUDA_R_16F)
    return gemmExTyped<__half, __half, float>(h, ta, tb, m, n, k, alpha, A,
                                              lda, strideA, B, ldb, strideB,
                                              beta, C, ldc, strideC, batch,
                                              half16);
  if (Atype == CUDA_R_16F && Ctype == CUDA_R_32F && !half16)
    return gemmExTyped<__half, float, float>(h, ta, tb, m, n, k, alpha, A,
                                             lda, strideA, B, ldb, strideB,
                                             beta, C, ldc, strideC, batch,
                                             false);
  if (Atype == CUDA_R_16BF && Ctype == CUDA_R_16BF && !half16)
    return gemmExTyped<__nv_bfloat16, __nv_bfloat16, float>(
        h, ta, tb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C,
        ldc, strideC, batch, false);
  if (Atype == CUDA_R_16BF && Ctype == CUDA_R_32F && !half16)
    return gemmExTyped<__nv_bfloat16, float, float>(
        h, ta, tb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C,
        ldc, strideC, batch, false);
  return CUBLAS_STATUS_NOT_SUPPORTED;
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

} // namespace metalify_cublas

//===----------------------------------------------------------------------===//
// Handles and modes
//===----------------------------------------------------------------------===//

inline cublasStatus_t cublasCreate_v2(cublasHandle_t *handle) {
  if (!handle)
    return CUBLAS_STATUS_INVALID_VALUE;
  *handle = new cublasContext();
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  delete handle;
  return CUBLAS_STATUS_SUCCESS;
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
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  h->stream = s;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetStream_v2(cublasHandle_t h, cudaStream_t *s) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  *s = h->stream;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t h,
                                              cublasPointerMode_t mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  h->pointerMode = mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t h,
                                              cublasPointerMode_t *mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  *mode = h->pointerMode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t h,
                                           cublasAtomicsMode_t mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  h->atomicsMode = mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t h,
                                           cublasAtomicsMode_t *mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  *mode = h->atomicsMode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  h->mathMode = mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetMathMode(cublasHandle_t h, cublasMath_t *mode) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  *mode = h->mathMode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t h, void *workspace,
                                            size_t bytes) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  h->workspace = workspace;
  h->workspaceBytes = bytes;
  return CUBLAS_STATUS_SUCCESS;
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
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
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
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
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
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  return metalify_cublas::gemmEx(h, ta, tb, m, n, k, alpha, A, Atype, lda, 0,
                                 B, Btype, ldb, 0, beta, C, Ctype, ldc, 0, 1,
                                 CUBLAS_COMPUTE_32F);
}

#endif // METALIFY_CUBLAS_API_H
