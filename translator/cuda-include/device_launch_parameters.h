//===- device_launch_parameters.h - Built-in variables ---------*- C++ -*-===//
//
// Part of metalify. threadIdx, blockIdx, blockDim, gridDim and warpSize come
// from Clang's own __clang_cuda_builtin_vars.h (resource dir), so their uses
// appear in the AST as Clang's CUDA built-ins.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_DEVICE_LAUNCH_PARAMETERS_H
#define __METALIFY_DEVICE_LAUNCH_PARAMETERS_H

#include "vector_types.h"
#include "__clang_cuda_builtin_vars.h"

#endif
