//===- Allocations.cpp - Which allocation a pointer lies in ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Allocations.h"

namespace metalify {

static uintptr_t address(const void *P) {
  return reinterpret_cast<uintptr_t>(P);
}

void AllocationTable::insert(const AllocationRecord &R) {
  std::lock_guard<std::mutex> Lock(Mutex);
  ByBase[address(R.Backing.Base)] = R;
  Total += R.Backing.Size;
}

std::optional<AllocationRecord> AllocationTable::remove(const void *Base) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = ByBase.find(address(Base));
  if (It == ByBase.end())
    return std::nullopt;
  AllocationRecord R = It->second;
  Total -= R.Backing.Size;
  ByBase.erase(It);
  return R;
}

std::optional<ResolvedPointer> AllocationTable::find(const void *P) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  uintptr_t A = address(P);
  auto It = ByBase.upper_bound(A);
  if (It == ByBase.begin())
    return std::nullopt;
  --It;
  size_t Offset = A - It->first;
  if (Offset > It->second.Backing.Size)
    return std::nullopt;
  return ResolvedPointer{It->second, Offset};
}

bool AllocationTable::containsRange(const void *P, size_t Size) const {
  std::optional<ResolvedPointer> R = find(P);
  return R && Size <= R->remaining();
}

uint64_t AllocationTable::totalBytes() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Total;
}

std::vector<AllocationRecord> AllocationTable::takeAll() {
  std::lock_guard<std::mutex> Lock(Mutex);
  std::vector<AllocationRecord> All;
  for (auto &Entry : ByBase)
    All.push_back(Entry.second);
  ByBase.clear();
  Total = 0;
  return All;
}

} // namespace metalify
