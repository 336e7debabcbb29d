//===- Errors.cpp - CUDA error names, strings and the last error ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Errors.h"

#include <cstdio>

namespace metalify {
namespace {

/// One row of CUDA's error table.
struct ErrorEntry {
  int Code;
  const char *Name;
  const char *Description;
};

// CUDA's own names and descriptions, so printed messages read the same.
constexpr ErrorEntry ErrorTable[] = {
    {0, "cudaSuccess", "no error"},
    {1, "cudaErrorInvalidValue", "invalid argument"},
    {2, "cudaErrorMemoryAllocation", "out of memory"},
    {3, "cudaErrorInitializationError", "initialization error"},
    {4, "cudaErrorCudartUnloading", "driver shutting down"},
    {9, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
    {12, "cudaErrorInvalidPitchValue", "invalid pitch argument"},
    {13, "cudaErrorInvalidSymbol", "invalid device symbol"},
    {16, "cudaErrorInvalidHostPointer", "invalid host pointer"},
    {17, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
    {21, "cudaErrorInvalidMemcpyDirection",
     "invalid copy direction for memcpy"},
    {35, "cudaErrorInsufficientDriver",
     "CUDA driver version is insufficient for CUDA runtime version"},
    {52, "cudaErrorMissingConfiguration",
     "__global__ function call is not "
     "configured"},
    {98, "cudaErrorInvalidDeviceFunction", "invalid device function"},
    {100, "cudaErrorNoDevice", "no CUDA-capable device is detected"},
    {101, "cudaErrorInvalidDevice", "invalid device ordinal"},
    {200, "cudaErrorInvalidKernelImage", "device kernel image is invalid"},
    {209, "cudaErrorNoKernelImageForDevice",
     "no kernel image is available for execution on the device"},
    {218, "cudaErrorInvalidPtx", "a PTX JIT compilation failed"},
    {300, "cudaErrorInvalidSource", "device kernel image is invalid"},
    {301, "cudaErrorFileNotFound", "file not found"},
    {400, "cudaErrorInvalidResourceHandle", "invalid resource handle"},
    {401, "cudaErrorIllegalState",
     "the operation cannot be performed in the "
     "present state"},
    {500, "cudaErrorSymbolNotFound", "named symbol not found"},
    {600, "cudaErrorNotReady", "device not ready"},
    {700, "cudaErrorIllegalAddress",
     "an illegal memory access was encountered"},
    {701, "cudaErrorLaunchOutOfResources",
     "too many resources requested for launch"},
    {702, "cudaErrorLaunchTimeout", "the launch timed out and was terminated"},
    {710, "cudaErrorAssert", "device-side assert triggered"},
    {714, "cudaErrorHardwareStackError", "hardware stack error"},
    {715, "cudaErrorIllegalInstruction",
     "an illegal instruction was encountered"},
    {716, "cudaErrorMisalignedAddress", "misaligned address"},
    {719, "cudaErrorLaunchFailure", "unspecified launch failure"},
    {720, "cudaErrorCooperativeLaunchTooLarge",
     "too many blocks in cooperative launch"},
    {800, "cudaErrorNotPermitted", "operation not permitted"},
    {801, "cudaErrorNotSupported", "operation not supported"},
    {999, "cudaErrorUnknown", "unknown error"},
};

const ErrorEntry *findEntry(int Code) {
  for (const ErrorEntry &E : ErrorTable)
    if (E.Code == Code)
      return &E;
  return nullptr;
}

thread_local cudaError_t LastError = cudaSuccess;

} // namespace

const char *errorName(int Code) {
  const ErrorEntry *E = findEntry(Code);
  return E ? E->Name : nullptr;
}

const char *errorDescription(int Code) {
  const ErrorEntry *E = findEntry(Code);
  return E ? E->Description : nullptr;
}

bool isStickyError(int Code) {
  switch (Code) {
  case cudaErrorIllegalAddress:
  case cudaErrorLaunchTimeout:
  case cudaErrorAssert:
  case cudaErrorHardwareStackError:
  case cudaErrorIllegalInstruction:
  case cudaErrorMisalignedAddress:
  case cudaErrorLaunchFailure:
    return true;
  default:
    return false;
  }
}

cudaError_t peekLastError() { return LastError; }

cudaError_t takeLastError() {
  cudaError_t E = LastError;
  LastError = cudaSuccess;
  return E;
}

void recordLastError(cudaError_t Code) {
  if (Code != cudaSuccess)
    LastError = Code;
}

cudaError_t finishCall(const Status &S) {
  if (S.ok())
    return cudaSuccess;
  if (!S.Message.empty())
    std::fprintf(stderr, "%s\n", S.Message.c_str());
  auto Code = static_cast<cudaError_t>(S.Code);
  recordLastError(Code);
  return Code;
}

Status fail(cudaError_t Code, std::string Message) {
  return Status::error(Code, std::move(Message));
}

} // namespace metalify
