// Helpers the kernels share. In a comment, #include <cuda.h> stays as is.
#pragma once
#include <cuda_runtime.h>
#  include   "cuda_fp16.h"   // half types
#ifdef USE_BF16
#include <cuda_bf16.h>
#endif
#include <vector>
#include "local.h"
static const char *IncludeText = "#include <cuda.h>";

__host__ __device__ inline float twice(float x) { return LOCAL_SCALE * x; }
