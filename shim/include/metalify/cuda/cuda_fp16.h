//===- cuda_fp16.h - The host side of CUDA's half type ----------*- C++ -*-===//
//
// Part of metalify. <cuda_fp16.h> for plain .cpp inputs of `metalify cc`:
// __half, __half2 and their float conversions.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_FP16_H
#define METALIFY_CUDA_FP16_H

#include "metalify/half.h"

#endif
