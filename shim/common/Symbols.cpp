//===- Symbols.cpp - Storage of __constant__ and __device__ globals -------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Symbols.h"

#include "metalify/launch.h"

#include <cstring>
#include <fmt/format.h>

namespace metalify {
namespace {

std::mutex RegistryMutex;

std::map<const void *, SymbolInfo> &registry() {
  static std::map<const void *, SymbolInfo> Symbols;
  return Symbols;
}

} // namespace

void SymbolRegistry::add(const SymbolInfo &Info) {
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  registry()[Info.Handle] = Info;
}

std::optional<SymbolInfo> SymbolRegistry::find(const void *Handle) {
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  auto It = registry().find(Handle);
  if (It == registry().end())
    return std::nullopt;
  return It->second;
}

Status SymbolStore::storage(const void *Handle, void *&Out, SymbolInfo *Info) {
  std::optional<SymbolInfo> Sym = SymbolRegistry::find(Handle);
  if (!Sym)
    return Status::error(cudaErrorInvalidSymbol, "");
  if (Info)
    *Info = *Sym;
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Storage.find(Handle);
  if (It != Storage.end()) {
    Out = It->second;
    return Status::success();
  }
  Allocation A;
  Status S = TheBackend.allocate(Sym->Size ? Sym->Size : 1, A);
  if (!S.ok())
    return Status::error(cudaErrorMemoryAllocation,
                         fmt::format("[shim] no memory for symbol '{}': {}",
                                     Sym->Name, S.Message));
  std::memcpy(A.Base, Handle, Sym->Size);
  Table.insert(AllocationRecord{A, MemoryKind::Device});
  Storage.emplace(Handle, A.Base);
  Out = A.Base;
  return Status::success();
}

void SymbolStore::clear() {
  std::lock_guard<std::mutex> Lock(Mutex);
  Storage.clear();
}

} // namespace metalify

void metalify::registerSymbol(const void *Handle, const char *Module,
                              const char *Name, size_t Size) {
  SymbolRegistry::add(
      SymbolInfo{Handle, Module ? Module : "", Name ? Name : "", Size});
}
