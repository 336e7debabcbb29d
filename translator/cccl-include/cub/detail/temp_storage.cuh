//===- cub/detail/temp_storage.cuh - Two-call temp protocol ------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_DETAIL_TEMP_STORAGE_CUH
#define METALIFY_CUB_DETAIL_TEMP_STORAGE_CUH

#include <cub/util_type.cuh>

namespace cub {
namespace detail {

/// Implements the size query of CUB's two-call protocol: when \p d_temp is
/// null, stores \p needed (at least 1) in \p bytes and returns true (the
/// caller then returns without doing work); otherwise returns false.
inline bool QueryTempStorage(void *d_temp, size_t &bytes, size_t needed) {
  if (d_temp != nullptr)
    return false;
  bytes = needed > 0 ? needed : 1;
  return true;
}

} // namespace detail
} // namespace cub

#endif // METALIFY_CUB_DETAIL_TEMP_STORAGE_CUH
