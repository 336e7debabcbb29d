//===- cub/block/block_store.cuh - Block-wide stores -------------*- CUDA -*-===//
//
// Part of metalify's own subset of CUB, written from CUB's documented API.
//
//===----------------------------------------------------------------------===//

#ifndef METALIFY_CUB_BLOCK_STORE_CUH
#define METALIFY_CUB_BLOCK_STORE_CUH

#include <cub/util_type.cuh>

namespace cub {

/// Stores block_itr[linear_tid * N + i] = items[i] (blocked arrangement).
template <typename T, int N, typename OutputIteratorT>
__device__ __forceinline__ void StoreDirectBlocked(int linear_tid,
                                                   OutputIteratorT block_itr,
                                                   T (&items)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    block_itr[linear_tid * N + i] = items[i];
}

/// Blocked store of the first \p valid_items items.
template <typename T, int N, typename OutputIteratorT>
__device__ __forceinline__ void
StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[N],
                   int valid_items) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    if (linear_tid * N + i < valid_items)
      block_itr[linear_tid * N + i] = items[i];
}

/// Stores block_itr[linear_tid + i * BLOCK_THREADS] = items[i] (striped).
template <int BLOCK_THREADS, typename T, int N, typename OutputIteratorT>
__device__ __forceinline__ void StoreDirectStriped(int linear_tid,
                                                   OutputIteratorT block_itr,
                                                   T (&items)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
}

/// Striped store of the first \p valid_items items.
template <int BLOCK_THREADS, typename T, int N, typename OutputIteratorT>
__device__ __forceinline__ void
StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[N],
                   int valid_items) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    if (linear_tid + i * BLOCK_THREADS < valid_items)
      block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
}

/// Algorithms accepted by BlockStore. BLOCK_STORE_STRIPED takes a striped
/// arrangement; all others store the blocked arrangement directly.
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

/// Stores a tile of BLOCK_THREADS * ITEMS_PER_THREAD items from registers.
///
/// Deviations: every algorithm but BLOCK_STORE_STRIPED is a direct blocked
/// store (same result as CUB); TempStorage is a placeholder.
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
public:
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

  /// Shared memory needed by BlockStore (unused by this implementation).
  struct TempStorage {
    int unused;
  };

  /// Collective constructor (no shared memory needed).
  __device__ __forceinline__ BlockStore() {}
  /// Collective constructor using \p temp_storage.
  __device__ __forceinline__ BlockStore(TempStorage &temp_storage) {
    (void)temp_storage;
  }

  /// Stores a full tile.
  template <typename OutputIteratorT>
  __device__ __forceinline__ void Store(OutputIteratorT block_itr,
                                        T (&items)[ITEMS_PER_THREAD]) {
    if (ALGORITHM == BLOCK_STORE_STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(Tid(), block_itr, items);
    else
      StoreDirectBlocked(Tid(), block_itr, items);
  }

  /// Stores the first \p valid_items items of a tile.
  template <typename OutputIteratorT>
  __device__ __forceinline__ void Store(OutputIteratorT block_itr,
                                        T (&items)[ITEMS_PER_THREAD],
                                        int valid_items) {
    if (ALGORITHM == BLOCK_STORE_STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(Tid(), block_itr, items, valid_items);
    else
      StoreDirectBlocked(Tid(), block_itr, items, valid_items);
  }

private:
  __device__ __forceinline__ int Tid() const {
    return (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X +
                 threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
  }
};

} // namespace cub

#endif // METALIFY_CUB_BLOCK_STORE_CUH
