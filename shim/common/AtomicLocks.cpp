//===- AtomicLocks.cpp - The lock table of emulated 64-bit atomics --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/AtomicLocks.h"

#include "metalify/cuda_types.h"

#include <cstring>
#include <fmt/format.h>

namespace metalify {

AtomicLocks::~AtomicLocks() { clear(); }

Status AtomicLocks::table(Allocation &Out) {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (!Table.Base) {
    size_t Bytes = AtomicLockWords * sizeof(uint32_t);
    if (Status S = TheBackend.allocate(Bytes, Table); !S.ok())
      return Status::error(
          cudaErrorMemoryAllocation,
          fmt::format("[shim] cannot allocate the {}-byte lock table of the "
                      "64-bit atomics: {}",
                      Bytes, S.Message));
    std::memset(Table.Base, 0, Bytes);
  }
  Out = Table;
  return Status::success();
}

void AtomicLocks::clear() {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (!Table.Base)
    return;
  TheBackend.release(Table);
  Table = Allocation();
}

} // namespace metalify
