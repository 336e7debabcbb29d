//===- cublas/detail/kernels.cuh - The kernels behind cuBLAS ---*- CUDA -*-===//
//
// Part of metalify, written from cuBLAS's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `__global__` templates every routine launches: one thread per output
/// element for the matrix products and element-wise routines, one block per
/// reduction. Matrices are read through strides (`Strides`), so transposes,
/// row- and column-major layouts and strided batches share one kernel.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUBLAS_DETAIL_KERNELS_CUH
#define METALIFY_CUBLAS_DETAIL_KERNELS_CUH

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

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

} // namespace metalify_cublas

#endif // METALIFY_CUBLAS_DETAIL_KERNELS_CUH
