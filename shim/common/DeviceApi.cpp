//===- DeviceApi.cpp - Device queries, synchronisation and errors ---------===//
//
// Part of metalify. One device, number 0, described by the backend.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceProperties.h"
#include "common/Errors.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

using namespace metalify;

namespace {

/// The sticky error, if any, without touching the last error.
cudaError_t stickyError() {
  Status S = Runtime::get().check();
  return S.ok() || S.Code == cudaErrorNoDevice ? cudaSuccess
                                               : cudaError_t(S.Code);
}

Status checkDevice(int Device) {
  if (Status S = Runtime::get().check(); !S.ok())
    return S;
  return Device == 0 ? Status::success() : fail(cudaErrorInvalidDevice);
}

} // namespace

cudaError_t cudaGetDeviceCount(int *Count) {
  if (!Count)
    return finishCall(fail(cudaErrorInvalidValue));
  Status S = Runtime::get().check();
  *Count = S.ok() ? 1 : 0;
  return finishCall(S);
}

cudaError_t cudaSetDevice(int Device) {
  return finishCall(checkDevice(Device));
}

cudaError_t cudaGetDevice(int *Device) {
  if (!Device)
    return finishCall(fail(cudaErrorInvalidValue));
  *Device = 0;
  return cudaSuccess;
}

cudaError_t cudaSetDeviceFlags(unsigned Flags) {
  if (Flags & ~unsigned(0x1f))
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(Runtime::get().check());
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *Prop, int Device) {
  if (!Prop)
    return finishCall(fail(cudaErrorInvalidValue));
  if (Status S = checkDevice(Device); !S.ok())
    return finishCall(S);
  *Prop = deviceProperties(Runtime::get().backend().limits());
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attribute,
                                   int Device) {
  if (!Value)
    return finishCall(fail(cudaErrorInvalidValue));
  if (Status S = checkDevice(Device); !S.ok())
    return finishCall(S);
  if (!deviceAttribute(Runtime::get().backend().limits(), Attribute, *Value))
    return finishCall(fail(cudaErrorInvalidValue));
  return cudaSuccess;
}

cudaError_t cudaDeviceSetLimit(cudaLimit Limit, size_t Value) {
  if (Status S = Runtime::get().check(); !S.ok())
    return finishCall(S);
  if (unsigned(Limit) > unsigned(cudaLimitPersistingL2CacheSize))
    return finishCall(fail(cudaErrorInvalidValue));
  Runtime::get().setLimit(Limit, Value);
  return cudaSuccess;
}

cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit) {
  if (!Value || unsigned(Limit) > unsigned(cudaLimitPersistingL2CacheSize))
    return finishCall(fail(cudaErrorInvalidValue));
  if (Status S = Runtime::get().check(); !S.ok())
    return finishCall(S);
  *Value = Runtime::get().limit(Limit);
  return cudaSuccess;
}

cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache Config) {
  if (unsigned(Config) > unsigned(cudaFuncCachePreferEqual))
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(Runtime::get().check());
}

// No profiler is attached to the shim: CUDA's calls then only report the
// device's state, and so do these.
cudaError_t cudaProfilerStart() { return finishCall(Runtime::get().check()); }

cudaError_t cudaProfilerStop() { return finishCall(Runtime::get().check()); }

cudaError_t cudaDeviceSynchronize() {
  return finishCall(Runtime::get().synchronize());
}

cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset() {
  cudaError_t Result = finishCall(Runtime::get().reset());
  takeLastError();
  return Result;
}

cudaError_t cudaGetLastError() {
  if (cudaError_t Sticky = stickyError())
    return Sticky;
  return takeLastError();
}

cudaError_t cudaPeekAtLastError() {
  if (cudaError_t Sticky = stickyError())
    return Sticky;
  return peekLastError();
}

const char *cudaGetErrorString(cudaError_t Error) {
  const char *S = errorDescription(Error);
  return S ? S : "unrecognized error code";
}

const char *cudaGetErrorName(cudaError_t Error) {
  const char *S = errorName(Error);
  return S ? S : "unrecognized error code";
}

cudaError_t cudaDriverGetVersion(int *Version) {
  if (!Version)
    return finishCall(fail(cudaErrorInvalidValue));
  *Version = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *Version) {
  if (!Version)
    return finishCall(fail(cudaErrorInvalidValue));
  *Version = CUDART_VERSION;
  return cudaSuccess;
}
