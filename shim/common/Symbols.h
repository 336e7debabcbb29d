//===- Symbols.h - Storage of __constant__ and __device__ globals -*- C++ -*-===//
//
// Part of metalify. Each metalify::Symbol gets one backend allocation on
// first use, filled with its initial bytes. The allocation is in the
// allocation table like any other, so cudaGetSymbolAddress returns a usable
// device pointer and launches bind it to the kernel's reserved buffer.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_SYMBOLS_H
#define METALIFY_SHIM_COMMON_SYMBOLS_H

#include "common/Allocations.h"
#include "common/Backend.h"
#include "metalify/launch.h"

#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace metalify {

/// Device storage of symbols, keyed by (module, name) so every handle of one
/// global shares it.
class SymbolStore {
public:
  SymbolStore(Backend &B, AllocationTable &Table) : TheBackend(B), Table(Table) {}

  /// The device address of \p Sym, allocating it on first use.
  Status storage(const SymbolRef &Sym, void *&Out);
  /// Forgets every symbol (their allocations are released with the table's).
  void clear();

private:
  Backend &TheBackend;
  AllocationTable &Table;
  std::mutex Mutex;
  std::map<std::pair<std::string, std::string>, void *> Storage;
};

} // namespace metalify

#endif
