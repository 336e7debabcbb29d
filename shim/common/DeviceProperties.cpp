//===- DeviceProperties.cpp - cudaDeviceProp from backend limits ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceProperties.h"

#include <algorithm>
#include <cstring>
#include <thread>
#include <unistd.h>

namespace metalify {

uint64_t physicalMemory() {
  long Pages = sysconf(_SC_PHYS_PAGES);
  long PageSize = sysconf(_SC_PAGE_SIZE);
  if (Pages <= 0 || PageSize <= 0)
    return 0;
  return uint64_t(Pages) * uint64_t(PageSize);
}

static int computeUnits(const DeviceLimits &Limits) {
  if (Limits.ComputeUnits)
    return int(Limits.ComputeUnits);
  return int(std::max(1u, std::thread::hardware_concurrency()));
}

cudaDeviceProp deviceProperties(const DeviceLimits &Limits) {
  cudaDeviceProp P;
  std::memset(&P, 0, sizeof(P));
  std::string Name = Limits.Name.empty() ? "metalify device" : Limits.Name;
  std::strncpy(P.name, Name.c_str(), sizeof(P.name) - 1);
  P.totalGlobalMem = Limits.TotalMemory ? Limits.TotalMemory : physicalMemory();
  P.sharedMemPerBlock = Limits.MaxThreadgroupMemory;
  P.sharedMemPerBlockOptin = Limits.MaxThreadgroupMemory;
  P.sharedMemPerMultiprocessor = Limits.MaxThreadgroupMemory;
  P.regsPerBlock = 65536;
  P.regsPerMultiprocessor = 65536;
  P.warpSize = int(Limits.SimdWidth);
  P.memPitch = 2147483647;
  P.maxThreadsPerBlock = int(Limits.MaxThreadsPerThreadgroup);
  P.maxThreadsDim[0] = 1024;
  P.maxThreadsDim[1] = 1024;
  P.maxThreadsDim[2] = 64;
  P.maxGridSize[0] =
      int(std::min<uint32_t>(Limits.MaxThreadgroupsPerGrid.X, 0x7fffffffu));
  P.maxGridSize[1] =
      int(std::min<uint32_t>(Limits.MaxThreadgroupsPerGrid.Y, 0x7fffffffu));
  P.maxGridSize[2] =
      int(std::min<uint32_t>(Limits.MaxThreadgroupsPerGrid.Z, 0x7fffffffu));
  P.totalConstMem = 65536;
  P.major = ComputeCapabilityMajor;
  P.minor = ComputeCapabilityMinor;
  P.textureAlignment = 512;
  P.texturePitchAlignment = 32;
  P.deviceOverlap = 1;
  P.multiProcessorCount = computeUnits(Limits);
  P.integrated = 1;
  P.canMapHostMemory = 1;
  P.concurrentKernels = 1;
  P.asyncEngineCount = 1;
  P.unifiedAddressing = 1;
  P.maxThreadsPerMultiProcessor = int(Limits.MaxThreadsPerThreadgroup);
  P.maxBlocksPerMultiProcessor = 1;
  P.streamPrioritiesSupported = 1;
  P.managedMemory = 1;
  P.concurrentManagedAccess = 1;
  P.pageableMemoryAccess = 0;
  return P;
}

bool deviceAttribute(const DeviceLimits &Limits, cudaDeviceAttr Attr,
                     int &Value) {
  cudaDeviceProp P = deviceProperties(Limits);
  switch (Attr) {
  // clang-format off
  case cudaDevAttrMaxThreadsPerBlock: Value = P.maxThreadsPerBlock; return true;
  case cudaDevAttrMaxBlockDimX: Value = P.maxThreadsDim[0]; return true;
  case cudaDevAttrMaxBlockDimY: Value = P.maxThreadsDim[1]; return true;
  case cudaDevAttrMaxBlockDimZ: Value = P.maxThreadsDim[2]; return true;
  case cudaDevAttrMaxGridDimX: Value = P.maxGridSize[0]; return true;
  case cudaDevAttrMaxGridDimY: Value = P.maxGridSize[1]; return true;
  case cudaDevAttrMaxGridDimZ: Value = P.maxGridSize[2]; return true;
  case cudaDevAttrMaxSharedMemoryPerBlock: Value = int(P.sharedMemPerBlock); return true;
  case cudaDevAttrTotalConstantMemory: Value = int(P.totalConstMem); return true;
  case cudaDevAttrWarpSize: Value = P.warpSize; return true;
  case cudaDevAttrMaxPitch: Value = int(P.memPitch); return true;
  case cudaDevAttrMaxRegistersPerBlock: Value = P.regsPerBlock; return true;
  case cudaDevAttrClockRate: Value = P.clockRate; return true;
  case cudaDevAttrTextureAlignment: Value = int(P.textureAlignment); return true;
  case cudaDevAttrGpuOverlap: Value = P.deviceOverlap; return true;
  case cudaDevAttrMultiProcessorCount: Value = P.multiProcessorCount; return true;
  case cudaDevAttrKernelExecTimeout: Value = P.kernelExecTimeoutEnabled; return true;
  case cudaDevAttrIntegrated: Value = P.integrated; return true;
  case cudaDevAttrCanMapHostMemory: Value = P.canMapHostMemory; return true;
  case cudaDevAttrComputeMode: Value = P.computeMode; return true;
  case cudaDevAttrConcurrentKernels: Value = P.concurrentKernels; return true;
  case cudaDevAttrEccEnabled: Value = P.ECCEnabled; return true;
  case cudaDevAttrPciBusId: Value = P.pciBusID; return true;
  case cudaDevAttrPciDeviceId: Value = P.pciDeviceID; return true;
  case cudaDevAttrMemoryClockRate: Value = P.memoryClockRate; return true;
  case cudaDevAttrGlobalMemoryBusWidth: Value = P.memoryBusWidth; return true;
  case cudaDevAttrL2CacheSize: Value = P.l2CacheSize; return true;
  case cudaDevAttrMaxThreadsPerMultiProcessor: Value = P.maxThreadsPerMultiProcessor; return true;
  case cudaDevAttrAsyncEngineCount: Value = P.asyncEngineCount; return true;
  case cudaDevAttrUnifiedAddressing: Value = P.unifiedAddressing; return true;
  case cudaDevAttrComputeCapabilityMajor: Value = P.major; return true;
  case cudaDevAttrComputeCapabilityMinor: Value = P.minor; return true;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: Value = int(P.sharedMemPerMultiprocessor); return true;
  case cudaDevAttrMaxRegistersPerMultiprocessor: Value = P.regsPerMultiprocessor; return true;
  case cudaDevAttrManagedMemory: Value = P.managedMemory; return true;
  case cudaDevAttrIsMultiGpuBoard: Value = P.isMultiGpuBoard; return true;
  case cudaDevAttrConcurrentManagedAccess: Value = P.concurrentManagedAccess; return true;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: Value = int(P.sharedMemPerBlockOptin); return true;
  case cudaDevAttrMaxBlocksPerMultiprocessor: Value = P.maxBlocksPerMultiProcessor; return true;
    // clang-format on
  }
  return false;
}

} // namespace metalify
