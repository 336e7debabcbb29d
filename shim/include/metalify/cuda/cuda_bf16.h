//===- cuda_bf16.h - The host side of CUDA's bfloat16 type ------*- C++ -*-===//
//
// Part of metalify. <cuda_bf16.h> for plain .cpp inputs of `metalify cc`:
// __nv_bfloat16, __nv_bfloat162, their conversions and arithmetic.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_BF16_H
#define METALIFY_CUDA_BF16_H

#include "metalify/bfloat16.h"

#endif
