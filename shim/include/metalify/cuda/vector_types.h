//===- vector_types.h - Forwards to metalify's vector types -----*- C++ -*-===//
//
// Part of metalify. <vector_types.h> for plain .cpp inputs of `metalify cc`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_VECTOR_TYPES_H
#define METALIFY_CUDA_VECTOR_TYPES_H

#include "metalify/cuda_types.h"
#include "metalify/vector_types.h"

#endif
