//===- cub/util_allocator.cuh - Device memory allocator ----------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_UTIL_ALLOCATOR_CUH
#define METALIFY_CUB_UTIL_ALLOCATOR_CUH

#include <cub/util_debug.cuh>

namespace cub {

/// The interface of CUB's CachingDeviceAllocator.
///
/// Deviation: nothing is cached; every DeviceAllocate is a cudaMalloc and
/// every DeviceFree a cudaFree (the \p device and \p stream arguments are
/// ignored).
struct CachingDeviceAllocator {
  /// Accepts CUB's constructor arguments and ignores them.
  explicit CachingDeviceAllocator(bool skip_cleanup = false,
                                  bool debug = false) {
    (void)skip_cleanup;
    (void)debug;
  }

  /// Accepts CUB's bin-configuration constructor and ignores it.
  CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1,
                         unsigned int max_bin = 0,
                         size_t max_cached_bytes = 0,
                         bool skip_cleanup = false, bool debug = false) {
    (void)bin_growth;
    (void)min_bin;
    (void)max_bin;
    (void)max_cached_bytes;
    (void)skip_cleanup;
    (void)debug;
  }

  /// Allocates \p bytes of device memory into *d_ptr.
  cudaError_t DeviceAllocate(void **d_ptr, size_t bytes,
                             cudaStream_t active_stream = 0) {
    (void)active_stream;
    return cudaMalloc(d_ptr, bytes);
  }

  /// Allocates \p bytes of device memory into *d_ptr (device ignored).
  cudaError_t DeviceAllocate(int device, void **d_ptr, size_t bytes,
                             cudaStream_t active_stream = 0) {
    (void)device;
    return DeviceAllocate(d_ptr, bytes, active_stream);
  }

  /// Frees memory from DeviceAllocate.
  cudaError_t DeviceFree(void *d_ptr) { return cudaFree(d_ptr); }

  /// Frees memory from DeviceAllocate (device ignored).
  cudaError_t DeviceFree(int device, void *d_ptr) {
    (void)device;
    return cudaFree(d_ptr);
  }

  /// Nothing is cached: always succeeds.
  cudaError_t FreeAllCached() { return cudaSuccess; }
};

} // namespace cub

#endif // METALIFY_CUB_UTIL_ALLOCATOR_CUH
