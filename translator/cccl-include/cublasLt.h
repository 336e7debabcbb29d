//===- cublasLt.h - metalify's cuBLASLt subset ----------------*- CUDA -*-===//
//
// Part of metalify, written from cuBLASLt's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// cuBLASLt's matmul: D = alpha * op(A) op(B) + beta * C with an optional
/// bias and ReLU/GELU epilogue, over column- or row-major layouts, strided
/// batches, and the element types of cublasGemmEx. It runs the kernel of
/// cublas_api.h. The heuristic query always offers that one algorithm and
/// needs no workspace.
///
/// Not provided (CUBLAS_STATUS_NOT_SUPPORTED): the auxiliary-output and
/// gradient epilogues, tiled orders (COL32 and the like), FP8 scaling,
/// per-row alpha vectors, and matrix transforms.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUBLASLT_H
#define METALIFY_CUBLASLT_H

#include <cublas_api.h>

#include <cstdint>
#include <cstring>

/// The state behind a cublasLtHandle_t (cuBLASLt keeps none we need).
struct cublasLtContext {
  int unused = 0;
};
typedef struct cublasLtContext *cublasLtHandle_t;

typedef enum {
  CUBLASLT_POINTER_MODE_HOST = 0,
  CUBLASLT_POINTER_MODE_DEVICE = 1,
  CUBLASLT_POINTER_MODE_DEVICE_VECTOR = 2,
  CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_ZERO = 3,
  CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4
} cublasLtPointerMode_t;

typedef enum {
  CUBLASLT_EPILOGUE_DEFAULT = 1,
  CUBLASLT_EPILOGUE_RELU = 2,
  CUBLASLT_EPILOGUE_RELU_AUX = 130,
  CUBLASLT_EPILOGUE_BIAS = 4,
  CUBLASLT_EPILOGUE_RELU_BIAS = 6,
  CUBLASLT_EPILOGUE_RELU_AUX_BIAS = 134,
  CUBLASLT_EPILOGUE_DRELU = 136,
  CUBLASLT_EPILOGUE_DRELU_BGRAD = 152,
  CUBLASLT_EPILOGUE_GELU = 32,
  CUBLASLT_EPILOGUE_GELU_AUX = 160,
  CUBLASLT_EPILOGUE_GELU_BIAS = 36,
  CUBLASLT_EPILOGUE_GELU_AUX_BIAS = 164,
  CUBLASLT_EPILOGUE_DGELU = 192,
  CUBLASLT_EPILOGUE_DGELU_BGRAD = 208,
  CUBLASLT_EPILOGUE_BGRADA = 256,
  CUBLASLT_EPILOGUE_BGRADB = 512
} cublasLtEpilogue_t;

typedef enum {
  CUBLASLT_ORDER_COL = 0,
  CUBLASLT_ORDER_ROW = 1,
  CUBLASLT_ORDER_COL32 = 2,
  CUBLASLT_ORDER_COL4_4R2_8C = 3,
  CUBLASLT_ORDER_COL32_2R_4R4 = 4
} cublasLtOrder_t;

typedef enum {
  CUBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0,
  CUBLASLT_MATMUL_DESC_SCALE_TYPE = 1,
  CUBLASLT_MATMUL_DESC_POINTER_MODE = 2,
  CUBLASLT_MATMUL_DESC_TRANSA = 3,
  CUBLASLT_MATMUL_DESC_TRANSB = 4,
  CUBLASLT_MATMUL_DESC_TRANSC = 5,
  CUBLASLT_MATMUL_DESC_FILL_MODE = 6,
  CUBLASLT_MATMUL_DESC_EPILOGUE = 7,
  CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8,
  CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
  CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE = 14,
  CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET = 15,
  CUBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17,
  CUBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18,
  CUBLASLT_MATMUL_DESC_C_SCALE_POINTER = 19,
  CUBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20,
  CUBLASLT_MATMUL_DESC_AMAX_D_POINTER = 21,
  CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22,
  CUBLASLT_MATMUL_DESC_FAST_ACCUM = 25,
  CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} cublasLtMatmulDescAttributes_t;

typedef enum {
  CUBLASLT_MATRIX_LAYOUT_TYPE = 0,
  CUBLASLT_MATRIX_LAYOUT_ORDER = 1,
  CUBLASLT_MATRIX_LAYOUT_ROWS = 2,
  CUBLASLT_MATRIX_LAYOUT_COLS = 3,
  CUBLASLT_MATRIX_LAYOUT_LD = 4,
  CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
  CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6,
  CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET = 7
} cublasLtMatrixLayoutAttribute_t;

typedef enum {
  CUBLASLT_MATMUL_PREF_SEARCH_MODE = 0,
  CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1,
  CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK = 3,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES = 5,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES = 6,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES = 7,
  CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES = 8,
  CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT = 9,
  CUBLASLT_MATMUL_PREF_IMPL_MASK = 12
} cublasLtMatmulPreferenceAttributes_t;

/// How D = op(A) op(B) is computed and what follows it.
struct cublasLtMatmulDescOpaque_t {
  cublasComputeType_t computeType;
  cudaDataType_t scaleType;
  int32_t pointerMode = CUBLASLT_POINTER_MODE_HOST;
  int32_t transA = CUBLAS_OP_N, transB = CUBLAS_OP_N, transC = CUBLAS_OP_N;
  int32_t fillMode = CUBLAS_FILL_MODE_FULL;
  uint32_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  const void *bias = nullptr;
  int64_t biasBatchStride = 0;
  int32_t biasType = -1;
  int8_t fastAccum = 0;
  /// Set by an attribute this subset does not implement.
  bool unsupported = false;
};
typedef cublasLtMatmulDescOpaque_t *cublasLtMatmulDesc_t;

/// A matrix's element type, order, shape, leading dimension and batch.
struct cublasLtMatrixLayoutOpaque_t {
  cudaDataType_t type;
  int32_t order = CUBLASLT_ORDER_COL;
  uint64_t rows = 0, cols = 0;
  int64_t ld = 0;
  int32_t batchCount = 1;
  int64_t batchStride = 0;
};
typedef cublasLtMatrixLayoutOpaque_t *cublasLtMatrixLayout_t;

struct cublasLtMatmulPreferenceOpaque_t {
  uint64_t maxWorkspaceBytes = 0;
};
typedef cublasLtMatmulPreferenceOpaque_t *cublasLtMatmulPreference_t;

/// An algorithm as the heuristic returns it; there is only one here.
typedef struct {
  uint64_t data[8];
} cublasLtMatmulAlgo_t;

typedef struct {
  cublasLtMatmulAlgo_t algo;
  size_t workspaceSize;
  cublasStatus_t state;
  float wavesCount;
  int reserved[4];
} cublasLtMatmulHeuristicResult_t;

namespace metalify_cublas {

/// Copies an attribute value of \p size bytes into \p field when the sizes
/// agree.
template <typename F>
cublasStatus_t setField(F &field, const void *buf, size_t size) {
  if (!buf || size != sizeof(F))
    return CUBLAS_STATUS_INVALID_VALUE;
  memcpy(&field, buf, size);
  return CUBLAS_STATUS_SUCCESS;
}

/// Copies \p field out, reporting its size as cuBLASLt does.
template <typename F>
cublasStatus_t getField(const F &field, void *buf, size_t size,
                        size_t *written) {
  if (written)
    *written = sizeof(F);
  if (!buf && size == 0)
    return CUBLAS_STATUS_SUCCESS;
  if (!buf || size < sizeof(F))
    return CUBLAS_STATUS_INVALID_VALUE;
  memcpy(buf, &field, sizeof(F));
  return CUBLAS_STATUS_SUCCESS;
}

/// Strides of op(M) for a layout (element (i, j) of M at i * row + j * col).
inline Strides layoutStrides(const cublasLtMatrixLayoutOpaque_t &l,
                             bool transposed) {
  Strides s = l.order == CUBLASLT_ORDER_ROW ? Strides{l.ld, 1, l.batchStride}
                                            : Strides{1, l.ld, l.batchStride};
  if (transposed) {
    long long t = s.row;
    s.row = s.col;
    s.col = t;
  }
  return s;
}

/// The bias and activation parts of an epilogue, or false when the
/// epilogue is one this subset does not implement.
inline bool splitEpilogue(uint32_t e, int &activation, bool &bias) {
  bias = e == CUBLASLT_EPILOGUE_BIAS || e == CUBLASLT_EPILOGUE_RELU_BIAS ||
         e == CUBLASLT_EPILOGUE_GELU_BIAS;
  if (e == CUBLASLT_EPILOGUE_DEFAULT || e == CUBLASLT_EPILOGUE_BIAS)
    activation = EpilogueNone;
  else if (e == CUBLASLT_EPILOGUE_RELU || e == CUBLASLT_EPILOGUE_RELU_BIAS)
    activation = EpilogueRelu;
  else if (e == CUBLASLT_EPILOGUE_GELU || e == CUBLASLT_EPILOGUE_GELU_BIAS)
    activation = EpilogueGelu;
  else
    return false;
  return true;
}

/// Checks the layouts against each other and dispatches on element types.
inline cublasStatus_t
ltMatmul(const cublasLtMatmulDescOpaque_t &d, const void *alpha,
         const void *A, const cublasLtMatrixLayoutOpaque_t &a, const void *B,
         const cublasLtMatrixLayoutOpaque_t &b, const void *beta,
         const void *C, const cublasLtMatrixLayoutOpaque_t &c, void *D,
         const cublasLtMatrixLayoutOpaque_t &dl, cudaStream_t stream) {
  int activation = EpilogueNone;
  bool bias = false;
  if (d.unsupported || !splitEpilogue(d.epilogue, activation, bias) ||
      d.pointerMode > CUBLASLT_POINTER_MODE_DEVICE ||
      d.transC != CUBLAS_OP_N)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  for (const cublasLtMatrixLayoutOpaque_t *l : {&a, &b, &c, &dl})
    if (l->order != CUBLASLT_ORDER_COL && l->order != CUBLASLT_ORDER_ROW)
      return CUBLAS_STATUS_NOT_SUPPORTED;
  bool ta = d.transA != CUBLAS_OP_N, tb = d.transB != CUBLAS_OP_N;
  uint64_t m = ta ? a.cols : a.rows, k = ta ? a.rows : a.cols;
  uint64_t kb = tb ? b.cols : b.rows, n = tb ? b.rows : b.cols;
  if (k != kb || dl.rows != m || dl.cols != n || c.rows != m ||
      c.cols != n || a.type != b.type || c.type != dl.type)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (bias && !d.bias)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (bias && d.biasType >= 0 && d.biasType != (int32_t)dl.type)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  GemmShape s{(int)m,
              (int)n,
              (int)k,
              dl.batchCount,
              layoutStrides(a, ta),
              layoutStrides(b, tb),
              layoutStrides(c, false),
              layoutStrides(dl, false),
              activation,
              bias};
  bool f64 = d.computeType == CUBLAS_COMPUTE_64F ||
             d.computeType == CUBLAS_COMPUTE_64F_PEDANTIC;
  UntypedGemm g{s,
                alpha,
                beta,
                d.scaleType == CUDA_R_16F,
                d.pointerMode == CUBLASLT_POINTER_MODE_DEVICE,
                A,
                B,
                C,
                D,
                d.bias,
                stream};
  return runUntypedGemm(g, a.type, dl.type, f64);
}

/// Calls \p f with the descriptor field that \p attr names; false when
/// this subset keeps no such field.
template <typename F>
bool visitDescField(cublasLtMatmulDescOpaque_t &d,
                    cublasLtMatmulDescAttributes_t attr, F &&f) {
  switch (attr) {
  case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE:
    f(d.computeType);
    return true;
  case CUBLASLT_MATMUL_DESC_SCALE_TYPE:
    f(d.scaleType);
    return true;
  case CUBLASLT_MATMUL_DESC_POINTER_MODE:
    f(d.pointerMode);
    return true;
  case CUBLASLT_MATMUL_DESC_TRANSA:
    f(d.transA);
    return true;
  case CUBLASLT_MATMUL_DESC_TRANSB:
    f(d.transB);
    return true;
  case CUBLASLT_MATMUL_DESC_TRANSC:
    f(d.transC);
    return true;
  case CUBLASLT_MATMUL_DESC_FILL_MODE:
    f(d.fillMode);
    return true;
  case CUBLASLT_MATMUL_DESC_EPILOGUE:
    f(d.epilogue);
    return true;
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER:
    f(d.bias);
    return true;
  case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE:
    f(d.biasBatchStride);
    return true;
  case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE:
    f(d.biasType);
    return true;
  case CUBLASLT_MATMUL_DESC_FAST_ACCUM:
    f(d.fastAccum);
    return true;
  default:
    return false;
  }
}

} // namespace metalify_cublas

inline cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle) {
  return metalify_cublas::createObject(handle);
}
inline cublasStatus_t cublasLtDestroy(cublasLtHandle_t handle) {
  return metalify_cublas::destroyObject(handle,
                                        CUBLAS_STATUS_NOT_INITIALIZED);
}
inline size_t cublasLtGetVersion() { return CUBLAS_VERSION; }
inline size_t cublasLtGetCudartVersion() { return CUDART_VERSION; }

inline cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *desc,
                                               cublasComputeType_t compute,
                                               cudaDataType_t scaleType) {
  cublasStatus_t status = metalify_cublas::createObject(desc);
  if (status == CUBLAS_STATUS_SUCCESS) {
    (*desc)->computeType = compute;
    (*desc)->scaleType = scaleType;
  }
  return status;
}
inline cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t desc) {
  return metalify_cublas::destroyObject(desc, CUBLAS_STATUS_SUCCESS);
}
inline cublasStatus_t
cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d,
                               cublasLtMatmulDescAttributes_t attr,
                               const void *buf, size_t size) {
  if (!d)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  cublasStatus_t status = CUBLAS_STATUS_SUCCESS;
  if (metalify_cublas::visitDescField(*d, attr, [&](auto &field) {
        status = metalify_cublas::setField(field, buf, size);
      }))
    return status;
  // Only steers how the work is spread over the GPU.
  if (attr == CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET)
    return CUBLAS_STATUS_SUCCESS;
  // Auxiliary outputs and FP8 scales would change the results; a matmul
  // with them is refused rather than run without them.
  d->unsupported = true;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t
cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t d,
                               cublasLtMatmulDescAttributes_t attr, void *buf,
                               size_t size, size_t *written) {
  if (!d)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  cublasStatus_t status = CUBLAS_STATUS_NOT_SUPPORTED;
  metalify_cublas::visitDescField(*d, attr, [&](auto &field) {
    status = metalify_cublas::getField(field, buf, size, written);
  });
  return status;
}

inline cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l,
                                                 cudaDataType_t type,
                                                 uint64_t rows, uint64_t cols,
                                                 int64_t ld) {
  cublasStatus_t status = metalify_cublas::createObject(l);
  if (status == CUBLAS_STATUS_SUCCESS) {
    (*l)->type = type;
    (*l)->rows = rows;
    (*l)->cols = cols;
    (*l)->ld = ld;
  }
  return status;
}
inline cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l) {
  return metalify_cublas::destroyObject(l, CUBLAS_STATUS_SUCCESS);
}
inline cublasStatus_t
cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t l,
                                 cublasLtMatrixLayoutAttribute_t attr,
                                 const void *buf, size_t size) {
  using metalify_cublas::setField;
  if (!l)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  switch (attr) {
  case CUBLASLT_MATRIX_LAYOUT_TYPE:
    return setField(l->type, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_ORDER:
    return setField(l->order, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_ROWS:
    return setField(l->rows, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_COLS:
    return setField(l->cols, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_LD:
    return setField(l->ld, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT:
    return setField(l->batchCount, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET:
    return setField(l->batchStride, buf, size);
  default:
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
}

inline cublasStatus_t
cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p) {
  return metalify_cublas::createObject(p);
}
inline cublasStatus_t
cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p) {
  return metalify_cublas::destroyObject(p, CUBLAS_STATUS_SUCCESS);
}
inline cublasStatus_t
cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                     cublasLtMatmulPreferenceAttributes_t attr,
                                     const void *buf, size_t size) {
  if (!p)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (attr == CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
    return metalify_cublas::setField(p->maxWorkspaceBytes, buf, size);
  // Search modes, alignments and the like only steer the choice among
  // algorithms, and there is one.
  return buf ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
}

/// Offers the one algorithm (no workspace) when the problem is one
/// cublasLtMatmul runs, and no algorithm otherwise.
inline cublasStatus_t cublasLtMatmulAlgoGetHeuristic(
    cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
    cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
    cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D,
    cublasLtMatmulPreference_t, int requested,
    cublasLtMatmulHeuristicResult_t results[], int *returned) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!desc || !A || !B || !C || !D || requested <= 0 || !returned)
    return CUBLAS_STATUS_INVALID_VALUE;
  int activation = 0;
  bool bias = false;
  *returned = 0;
  if (desc->unsupported ||
      !metalify_cublas::splitEpilogue(desc->epilogue, activation, bias))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  memset(&results[0], 0, sizeof(results[0]));
  results[0].state = CUBLAS_STATUS_SUCCESS;
  results[0].wavesCount = 1.0f;
  *returned = 1;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t
cublasLtMatmul(cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
               const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc,
               const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta,
               const void *C, cublasLtMatrixLayout_t Cdesc, void *D,
               cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *,
               void *, size_t, cudaStream_t stream) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!desc || !Adesc || !Bdesc || !Cdesc || !Ddesc || !alpha || !beta)
    return CUBLAS_STATUS_INVALID_VALUE;
  return metalify_cublas::ltMatmul(*desc, alpha, A, *Adesc, B, *Bdesc, beta, C,
                                   *Cdesc, D, *Ddesc, stream);
}

#endif // METALIFY_CUBLASLT_H
