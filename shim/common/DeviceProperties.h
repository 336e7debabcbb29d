//===- DeviceProperties.h - cudaDeviceProp from backend limits --*- C++ -*-===//
//
// Part of metalify. One device, described from the backend's real limits
// (1024 threads per threadgroup, 32 KB of threadgroup memory, SIMD width 32,
// the machine's memory) and fixed choices documented in docs/runtime.md
// (compute capability 8.0, unified addressing).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_DEVICEPROPERTIES_H
#define METALIFY_SHIM_COMMON_DEVICEPROPERTIES_H

#include "common/Backend.h"
#include "metalify/cuda_types.h"

namespace metalify {

/// The compute capability the shim reports (and __CUDA_ARCH__ 800 matches).
constexpr int ComputeCapabilityMajor = 8;
constexpr int ComputeCapabilityMinor = 0;

/// The machine's physical memory in bytes, or 0 if unknown.
uint64_t physicalMemory();

/// Describes the device of \p Limits.
cudaDeviceProp deviceProperties(const DeviceLimits &Limits);

/// The value of \p Attr; false for an attribute the shim does not know.
bool deviceAttribute(const DeviceLimits &Limits, cudaDeviceAttr Attr,
                     int &Value);

} // namespace metalify

#endif
