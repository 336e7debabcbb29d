//===- cuda_fp8.h - The host side of CUDA's FP8 conversions -----*- C++ -*-===//
//
// Part of metalify. <cuda_fp8.h> for plain .cpp inputs of `metalify cc`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_FP8_H
#define METALIFY_CUDA_FP8_H

#include "metalify/fp8.h"

#endif
