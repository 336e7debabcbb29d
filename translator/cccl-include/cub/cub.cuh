//===- cub/cub.cuh - Everything in metalify's CUB subset ---------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_CUB_CUH
#define METALIFY_CUB_CUB_CUH

#include <cub/config.cuh>
#include <cub/util_allocator.cuh>
#include <cub/util_debug.cuh>
#include <cub/util_macro.cuh>
#include <cub/util_ptx.cuh>
#include <cub/util_type.cuh>

#include <cub/thread/thread_operators.cuh>

#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

#include <cub/iterator/constant_input_iterator.cuh>
// NVIDIA's CUB exposes Thrust's fancy iterators to its includers.
#include <thrust/detail/core.h>

#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_run_length_encode.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cub/device/device_select.cuh>

namespace cub {
namespace detail {
} // namespace detail
} // namespace cub

#endif // METALIFY_CUB_CUB_CUH
