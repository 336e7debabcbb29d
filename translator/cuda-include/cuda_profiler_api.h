//===- cuda_profiler_api.h - Profiler control ------------------*- C++ -*-===//
//
// Part of metalify. cudaProfilerStart/Stop, which the CUDA samples call
// around the measured part; the shim attaches no profiler.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_CUDA_PROFILER_API_H
#define __METALIFY_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

extern "C" {
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
}

#endif
