//===- Allocations.h - Which allocation a pointer lies in -------*- C++ -*-===//
//
// Part of metalify. Memory is unified (DESIGN.md decision 5): a device
// pointer is the host address of a backend allocation. This table maps any
// pointer inside an allocation to (allocation, offset), which is how kernel
// arguments are bound and copies are checked.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_ALLOCATIONS_H
#define METALIFY_SHIM_COMMON_ALLOCATIONS_H

#include "common/Backend.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace metalify {

/// How an allocation was made; cudaPointerGetAttributes reports it.
enum class MemoryKind { Device, Managed, Host };

/// One live allocation.
struct AllocationRecord {
  Allocation Backing;
  MemoryKind Kind = MemoryKind::Device;
};

/// A pointer resolved against the table.
struct ResolvedPointer {
  AllocationRecord Record;
  /// Bytes from the allocation's base to the pointer.
  size_t Offset = 0;
  /// Bytes valid from the pointer to the end of the allocation.
  size_t remaining() const { return Record.Backing.Size - Offset; }
};

/// The live allocations, keyed by base address. Thread-safe.
class AllocationTable {
public:
  void insert(const AllocationRecord &R);
  /// Removes the allocation based exactly at \p Base; nullopt if none.
  std::optional<AllocationRecord> remove(const void *Base);
  /// The allocation \p P points into (one past the end counts, with zero
  /// bytes remaining), or nullopt.
  std::optional<ResolvedPointer> find(const void *P) const;
  /// True if [P, P + Size) lies inside one allocation.
  bool containsRange(const void *P, size_t Size) const;
  /// Sum of the sizes of all live allocations.
  uint64_t totalBytes() const;
  /// Removes and returns every allocation (cudaDeviceReset).
  std::vector<AllocationRecord> takeAll();

private:
  mutable std::mutex Mutex;
  std::map<uintptr_t, AllocationRecord> ByBase;
  uint64_t Total = 0;
};

} // namespace metalify

#endif
