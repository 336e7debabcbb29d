//===- cub/config.cuh - Configuration of metalify's CUB subset -*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Common configuration for the metalify CUB subset. Defines METALIFY_CCCL so
/// that programs and tests can check that these headers (and not NVIDIA's
/// CCCL) were picked up.
///
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_CONFIG_CUH
#define METALIFY_CUB_CONFIG_CUH

#include <cuda_runtime.h>

// Standard headers that NVIDIA's CUB makes available to its includers.
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

/// Marks the metalify implementation of CUB/Thrust.
#ifndef METALIFY_CCCL
#define METALIFY_CCCL 1
#endif

/// Version of the CUB API these headers follow (2.x style API).
#ifndef CUB_VERSION
#define CUB_VERSION 200000
#endif

#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END }
#define CUB_NS_PREFIX
#define CUB_NS_POSTFIX
#define CUB_RUNTIME_FUNCTION __host__
#define CUB_PTX_ARCH 0
#define CUB_PTX_WARP_THREADS 32
#define CUB_PTX_LOG_WARP_THREADS 5


#endif // METALIFY_CUB_CONFIG_CUH
