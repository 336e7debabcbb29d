// Our cuBLAS headers are self-contained: a file that includes only
// <cublas_v2.h> and <cublasLt.h> (as llm.c's common.h does) translates, and
// the host compiler accepts the translation with the headers merged in.
// RUN: rm -rf %t.dir && %metalify translate %s -o %t.dir
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.dir/CublasHeaders.cpp
// RUN: FileCheck %s --input-file %t.dir/CublasHeaders.cpp
#include <cublas_v2.h>
#include <cublasLt.h>

// CHECK: cublasStatus_t setUp(cublasHandle_t *h, cublasLtHandle_t *lt)
cublasStatus_t setUp(cublasHandle_t *h, cublasLtHandle_t *lt) {
  cublasLtMatmulDesc_t desc;
  cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  uint32_t epilogue = CUBLASLT_EPILOGUE_GELU_BIAS;
  cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
                                 sizeof epilogue);
  cublasLtMatmulDescDestroy(desc);
  if (cublasStatus_t s = cublasCreate(h))
    return s;
  return cublasLtCreate(lt);
}

int main() { return 0; }
