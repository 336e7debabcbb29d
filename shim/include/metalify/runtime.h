//===- runtime.h - What translated host code includes ----------*- C++ -*-===//
//
// Part of metalify. Replaces cuda_runtime.h, cuda.h and friends in
// translated host code: the CUDA runtime API under its CUDA names plus the
// typed launch of translated kernels.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_RUNTIME_H
#define METALIFY_RUNTIME_H

#include "metalify/cuda_types.h"
#include "metalify/launch.h"

#endif
