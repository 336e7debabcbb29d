//===- cub/block/block_load.cuh - Block-wide loads ---------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_BLOCK_LOAD_CUH
#define METALIFY_CUB_BLOCK_LOAD_CUH

#include <cub/util_type.cuh>

namespace cub {

/// Loads items[i] = block_itr[linear_tid * N + i] (blocked arrangement).
template <typename InputT, int N, typename InputIteratorT>
__device__ __forceinline__ void LoadDirectBlocked(int linear_tid,
                                                  InputIteratorT block_itr,
                                                  InputT (&items)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    items[i] = block_itr[linear_tid * N + i];
}

/// Blocked load of the first \p valid_items items; others are left alone.
template <typename InputT, int N, typename InputIteratorT>
__device__ __forceinline__ void
LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[N],
                  int valid_items) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    if (linear_tid * N + i < valid_items)
      items[i] = block_itr[linear_tid * N + i];
}

/// Blocked load of the first \p valid_items items; others get \p oob_default.
template <typename InputT, typename DefaultT, int N, typename InputIteratorT>
__device__ __forceinline__ void
LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[N],
                  int valid_items, DefaultT oob_default) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    items[i] = (linear_tid * N + i < valid_items)
                   ? (InputT)block_itr[linear_tid * N + i]
                   : (InputT)oob_default;
}

/// Loads items[i] = block_itr[linear_tid + i * BLOCK_THREADS] (striped).
template <int BLOCK_THREADS, typename InputT, int N, typename InputIteratorT>
__device__ __forceinline__ void LoadDirectStriped(int linear_tid,
                                                  InputIteratorT block_itr,
                                                  InputT (&items)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
}

/// Striped load of the first \p valid_items items; others are left alone.
template <int BLOCK_THREADS, typename InputT, int N, typename InputIteratorT>
__device__ __forceinline__ void
LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[N],
                  int valid_items) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    if (linear_tid + i * BLOCK_THREADS < valid_items)
      items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
}

/// Algorithms accepted by BlockLoad. BLOCK_LOAD_STRIPED gives a striped
/// arrangement; all others load the blocked arrangement directly.
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};

/// Loads a tile of BLOCK_THREADS * ITEMS_PER_THREAD items into registers.
///
/// Deviations: every algorithm but BLOCK_LOAD_STRIPED is a direct blocked
/// load (same result as CUB, no shared-memory transpose); TempStorage is a
/// placeholder.
template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
public:
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

  /// Shared memory needed by BlockLoad (unused by this implementation).
  struct TempStorage {
    int unused;
  };

  /// Collective constructor (no shared memory needed).
  __device__ __forceinline__ BlockLoad() {}
  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ BlockLoad(TempStorage &temp_storage) {
    (void)temp_storage;
  }

  /// Loads a full tile.
  template <typename InputIteratorT>
  __device__ __forceinline__ void Load(InputIteratorT block_itr,
                                       InputT (&items)[ITEMS_PER_THREAD]) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(Tid(), block_itr, items);
    else
      LoadDirectBlocked(Tid(), block_itr, items);
  }

  /// Loads the first \p valid_items items of a tile.
  template <typename InputIteratorT>
  __device__ __forceinline__ void Load(InputIteratorT block_itr,
                                       InputT (&items)[ITEMS_PER_THREAD],
                                       int valid_items) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(Tid(), block_itr, items, valid_items);
    else
      LoadDirectBlocked(Tid(), block_itr, items, valid_items);
  }

  /// Loads the first \p valid_items items; the others get \p oob_default.
  template <typename InputIteratorT, typename DefaultT>
  __device__ __forceinline__ void Load(InputIteratorT block_itr,
                                       InputT (&items)[ITEMS_PER_THREAD],
                                       int valid_items, DefaultT oob_default) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED) {
#pragma unroll
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
        int idx = Tid() + i * BLOCK_THREADS;
        items[i] = idx < valid_items ? (InputT)block_itr[idx]
                                     : (InputT)oob_default;
      }
    } else {
      LoadDirectBlocked(Tid(), block_itr, items, valid_items, oob_default);
    }
  }

private:
  __device__ __forceinline__ int Tid() const {
    return (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X +
                 threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
  }
};

} // namespace cub

#endif // METALIFY_CUB_BLOCK_LOAD_CUH
