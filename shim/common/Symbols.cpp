//===- Symbols.cpp - Storage of __constant__ and __device__ globals -------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Symbols.h"

#include "metalify/cuda_types.h"

#include <cstring>
#include <fmt/format.h>

namespace metalify {

Status SymbolStore::storage(const SymbolRef &Sym, void *&Out) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto Key = std::make_pair(std::string(Sym.module()), std::string(Sym.name()));
  auto It = Storage.find(Key);
  if (It != Storage.end()) {
    Out = It->second;
    return Status::success();
  }
  Allocation A;
  Status S = TheBackend.allocate(Sym.size() ? Sym.size() : 1, A);
  if (!S.ok())
    return Status::error(cudaErrorMemoryAllocation,
                         fmt::format("[shim] no memory for symbol '{}': {}",
                                     Sym.name(), S.Message));
  if (Sym.initial())
    std::memcpy(A.Base, Sym.initial(), Sym.size());
  else
    std::memset(A.Base, 0, A.Size);
  Table.insert(AllocationRecord{A, MemoryKind::Device});
  Storage.emplace(Key, A.Base);
  Out = A.Base;
  return Status::success();
}

void SymbolStore::clear() {
  std::lock_guard<std::mutex> Lock(Mutex);
  Storage.clear();
}

} // namespace metalify
