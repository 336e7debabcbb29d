//===- cuda_profiler_api.h - Forwards to the runtime ----------*- C++ -*-===//
//
// Part of metalify. For plain .cpp inputs that include
// <cuda_profiler_api.h> directly (see cuda_runtime.h here).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CUDA_CUDA_PROFILER_API_H
#define METALIFY_CUDA_CUDA_PROFILER_API_H

#include "metalify/runtime.h"

#endif
