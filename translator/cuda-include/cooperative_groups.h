//===- cooperative_groups.h - CUDA cooperative groups ----------*- C++ -*-===//
//
// Part of metalify. Thread blocks, tiles of a block (thread_block_tile<N>)
// and their collectives, grids and coalesced groups; declarations only.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_COOPERATIVE_GROUPS_H
#define __METALIFY_COOPERATIVE_GROUPS_H
#include "crt/macro_shield_push.h"

#include "crt/host_defines.h"
#include "vector_types.h"

namespace cooperative_groups {

/// Any group of threads.
class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
};

/// All threads of the block.
class thread_block : public thread_group {
public:
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_threads() const;
};

/// All threads of the grid (cooperative launch).
class grid_group : public thread_group {
public:
  __device__ bool is_valid() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned long long block_rank() const;
};

/// The threads of a warp that are active together.
class coalesced_group : public thread_group {
public:
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  template <class T> __device__ T shfl(T var, int srcRank) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
};

/// A static partition of a block into tiles of Size threads (a power of two
/// up to 32 for the collectives).
template <unsigned int Size, class ParentT = void>
class thread_block_tile : public thread_group {
public:
  __device__ thread_block_tile() = default;
  template <class OtherParentT>
  __device__ thread_block_tile(const thread_block_tile<Size, OtherParentT> &);
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  template <class T> __device__ T shfl(T var, int srcRank) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int laneMask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T value) const;
  template <class T> __device__ unsigned int match_all(T value, int &pred) const;
};

__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();

/// The threads of \p parent whose \p label equals this thread's.
__device__ coalesced_group labeled_partition(const coalesced_group &parent,
                                             unsigned int label);
template <unsigned int Size, class ParentT>
__device__ coalesced_group
labeled_partition(const thread_block_tile<Size, ParentT> &parent,
                  unsigned int label);
/// The threads of \p parent whose \p pred equals this thread's.
__device__ coalesced_group binary_partition(const coalesced_group &parent,
                                            bool pred);
template <unsigned int Size, class ParentT>
__device__ coalesced_group
binary_partition(const thread_block_tile<Size, ParentT> &parent, bool pred);

template <unsigned int Size, class ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);
__device__ thread_group tiled_partition(const thread_group &parent,
                                        unsigned int tileSize);

template <class GroupT> __device__ void sync(const GroupT &group);

/// Binary operations for reduce().
template <class T> struct plus {
  __device__ T operator()(const T &a, const T &b) const;
};
template <class T> struct less {
  __device__ T operator()(const T &a, const T &b) const;
};
template <class T> struct greater {
  __device__ T operator()(const T &a, const T &b) const;
};
template <class T> struct bit_and {
  __device__ T operator()(const T &a, const T &b) const;
};
template <class T> struct bit_or {
  __device__ T operator()(const T &a, const T &b) const;
};
template <class T> struct bit_xor {
  __device__ T operator()(const T &a, const T &b) const;
};

/// Reduces Value over the threads of Group with Op.
template <class GroupT, class T, class OpT>
__device__ T reduce(const GroupT &group, T value, OpT op);
/// Inclusive and exclusive scans over the threads of Group.
template <class GroupT, class T, class OpT>
__device__ T inclusive_scan(const GroupT &group, T value, OpT op);
template <class GroupT, class T>
__device__ T inclusive_scan(const GroupT &group, T value);
template <class GroupT, class T, class OpT>
__device__ T exclusive_scan(const GroupT &group, T value, OpT op);
template <class GroupT, class T>
__device__ T exclusive_scan(const GroupT &group, T value);

} // namespace cooperative_groups

#include "crt/macro_shield_pop.h"
#endif
