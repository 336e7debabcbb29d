//===- Symbols.h - Storage of __constant__ and __device__ globals -*- C++
//-*-===//
//
// Part of metalify. A translated global is a metalify::Symbol: a host
// object of the global's size whose constructor registers its address
// (like CUDA's host shadow variables). On first use the shim gives it one
// backend allocation, filled with the handle's bytes (the initial value).
// The allocation is in the allocation table like any other, so
// cudaGetSymbolAddress returns a usable device pointer and launches bind it
// to the kernel's reserved buffer.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_SYMBOLS_H
#define METALIFY_SHIM_COMMON_SYMBOLS_H

#include "common/Allocations.h"
#include "common/Backend.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace metalify {

/// What registerSymbol recorded about a handle.
struct SymbolInfo {
  const void *Handle = nullptr;
  std::string Module, Name;
  size_t Size = 0;
};

/// The registered handles of the process (filled by static initialisers).
class SymbolRegistry {
public:
  static void add(const SymbolInfo &Info);
  /// The symbol whose handle is \p Handle, or nullopt.
  static std::optional<SymbolInfo> find(const void *Handle);
};

/// Device storage of symbols, one allocation per handle.
class SymbolStore {
public:
  SymbolStore(Backend &B, AllocationTable &Table)
      : TheBackend(B), Table(Table) {}

  /// The device address of the symbol with handle \p Handle, allocating it
  /// on first use; cudaErrorInvalidSymbol for an unregistered handle.
  Status storage(const void *Handle, void *&Out, SymbolInfo *Info = nullptr);
  /// Forgets every symbol (their allocations go with the table's).
  void clear();

private:
  Backend &TheBackend;
  AllocationTable &Table;
  std::mutex Mutex;
  std::map<const void *, void *> Storage;
};

} // namespace metalify

#endif
