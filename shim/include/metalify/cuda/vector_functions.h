//===- vector_functions.h - make_float2 and friends -------------*- C++ -*-===//
//
// Part of metalify. <vector_functions.h> for plain .cpp inputs of
// `metalify cc`; the make_* functions live with the types.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_VECTOR_FUNCTIONS_H
#define METALIFY_CUDA_VECTOR_FUNCTIONS_H

#include "metalify/vector_types.h"

#endif
