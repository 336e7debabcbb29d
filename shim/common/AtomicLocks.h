//===- AtomicLocks.h - The lock table of emulated 64-bit atomics -*- C++ -*-===//
//
// Part of metalify. Metal has no 64-bit compare-and-swap, so atomicCAS,
// atomicExch, atomicMin/Max on 64-bit words and atomicAdd on double take a
// 32-bit lock word per address (the metalify_atomic_lock64 helper of
// rules/mapping/atomics.yaml). This is the host side: the table the shim
// binds at a reserved buffer index (docs/ABI.md, "64-bit atomics").
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_ATOMICLOCKS_H
#define METALIFY_SHIM_COMMON_ATOMICLOCKS_H

#include "common/Backend.h"

#include <cstddef>
#include <mutex>

namespace metalify {

/// The lock table's buffer index in every kernel that declares it.
constexpr unsigned AtomicLockBufferIndex = 29;
/// Words in the table: 2^metalify_atomic_lock_bits of the MSL helper.
constexpr size_t AtomicLockWords = size_t(1) << 14;

/// One zeroed lock table per runtime. Every launch shares it, so a lock also
/// excludes updates of the same address by kernels of other streams.
class AtomicLocks {
public:
  explicit AtomicLocks(Backend &B) : TheBackend(B) {}
  ~AtomicLocks();
  AtomicLocks(const AtomicLocks &) = delete;
  AtomicLocks &operator=(const AtomicLocks &) = delete;

  /// The table, allocated and zeroed on first use; cudaErrorMemoryAllocation
  /// when it cannot be made.
  Status table(Allocation &Out);
  /// Frees the table (cudaDeviceReset): a kernel that faulted may have left
  /// a word held, and the next use starts from a zeroed one.
  void clear();

private:
  Backend &TheBackend;
  std::mutex Mutex;
  Allocation Table;
};

} // namespace metalify

#endif
