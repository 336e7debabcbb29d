//===- Errors.h - CUDA error names, strings and the last error --*- C++ -*-===//
//
// Part of metalify. The error tables behind cudaGetErrorName /
// cudaGetErrorString, the per-thread last error of cudaGetLastError, and
// finishCall(), which every API function returns through.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_ERRORS_H
#define METALIFY_SHIM_COMMON_ERRORS_H

#include "common/Backend.h"
#include "metalify/cuda_types.h"

namespace metalify {

/// CUDA's name for \p Code ("cudaErrorInvalidValue"), or null if unknown.
const char *errorName(int Code);
/// CUDA's description of \p Code ("invalid argument"), or null if unknown.
const char *errorDescription(int Code);
/// True for errors after which CUDA refuses every further call until
/// cudaDeviceReset (faults inside a kernel).
bool isStickyError(int Code);

/// The calling thread's last error (cudaPeekAtLastError).
cudaError_t peekLastError();
/// Returns and clears the calling thread's last error (cudaGetLastError).
cudaError_t takeLastError();
/// Records \p Code as the calling thread's last error unless it is success.
void recordLastError(cudaError_t Code);

/// Ends an API call: a failure is recorded as the last error and its
/// message, if any, printed once to stderr. Returns the CUDA code.
cudaError_t finishCall(const Status &S);
/// Shorthand for an error status with a message.
Status fail(cudaError_t Code, std::string Message = {});

} // namespace metalify

#endif
