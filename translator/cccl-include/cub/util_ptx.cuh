//===- cub/util_ptx.cuh - Lane/warp helpers ----------------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_UTIL_PTX_CUH
#define METALIFY_CUB_UTIL_PTX_CUH

#include <cub/util_type.cuh>

namespace cub {

/// Index of the calling thread within its warp (from the linear thread id).
__device__ __forceinline__ unsigned int LaneId() {
  return (threadIdx.x + threadIdx.y * blockDim.x +
          threadIdx.z * blockDim.x * blockDim.y) &
         31u;
}

/// Index of the calling thread's warp within its block.
__device__ __forceinline__ unsigned int WarpId() {
  return (threadIdx.x + threadIdx.y * blockDim.x +
          threadIdx.z * blockDim.x * blockDim.y) >>
         5;
}

} // namespace cub

#endif // METALIFY_CUB_UTIL_PTX_CUH
