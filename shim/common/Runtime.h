//===- Runtime.h - The process's CUDA runtime state -------------*- C++ -*-===//
//
// Part of metalify. One Runtime per process, created on the first API call
// over the backend selectBackend() picks: the allocation table, streams,
// events, compiled modules, symbol storage, per-kernel attributes and the
// sticky error. The cuda* functions in the *Api.cpp files are thin wrappers
// over it.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_RUNTIME_H
#define METALIFY_SHIM_COMMON_RUNTIME_H

#include "common/Allocations.h"
#include "common/Backend.h"
#include "common/AtomicLocks.h"
#include "common/DeviceLog.h"
#include "common/Events.h"
#include "common/Modules.h"
#include "common/Streams.h"
#include "common/Symbols.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace metalify {

/// The runtime state of the process.
class Runtime {
public:
  /// The process's runtime, created on first use.
  static Runtime &get();
  /// Replaces the process's runtime with a fresh one over \p B (tests); null
  /// restores backend selection on next use.
  static void resetForTesting(std::unique_ptr<Backend> B);

  /// A runtime over \p B; when B is null, \p InitError says why and every
  /// call fails with it.
  Runtime(std::unique_ptr<Backend> B, Status InitError);
  ~Runtime();

  /// Success, the initialisation error, or the sticky error. Every API call
  /// that touches the device starts here.
  Status check();
  Backend &backend() { return *TheBackend; }
  AllocationTable &allocations() { return Allocations; }
  StreamTable &streams() { return Streams; }
  EventTable &events() { return Events; }
  ModuleCache &modules() { return *Modules; }
  SymbolStore &symbols() { return *Symbols; }
  DeviceLog &deviceLog() { return *Log; }
  /// The lock table of the emulated 64-bit atomics.
  AtomicLocks &atomicLocks() { return *Locks; }
  /// Prints the device printf/assert output of finished launches: called
  /// at CUDA's flush points (launch, synchronisation, blocking copy, reset).
  void flushDeviceLog();

  /// Records a failure that happened asynchronously on a stream: a fault is
  /// sticky, anything else is reported once by the next synchronising call.
  void reportAsync(const Status &S);
  /// Queues \p W on \p S (with the legacy stream's ordering); when \p Wait,
  /// blocks until it ran and returns the first pending or sticky error.
  /// A \p Deferrable item (a launch) may leave its work in the backend
  /// until the stream's next sync point (Stream::enqueue).
  Status execute(const std::shared_ptr<Stream> &S, Stream::Work W, bool Wait,
                 std::vector<Stream::Dependency> Extra = {},
                 bool Deferrable = false);
  /// Waits for every stream; returns the first pending or sticky error.
  Status synchronize();
  /// Waits for \p S; returns the first pending or sticky error.
  Status synchronize(Stream &S);
  /// Returns and clears the pending asynchronous error (cudaGetLastError).
  cudaError_t takePendingError();
  /// Releases every allocation, stream and event and clears the sticky error.
  Status reset();

  /// cudaDeviceSetLimit values; CUDA's defaults until set.
  void setLimit(cudaLimit L, size_t Value);
  size_t limit(cudaLimit L);

  /// Per-kernel cudaFuncSetAttribute(MaxDynamicSharedMemorySize) values.
  void setMaxDynamicShared(const KernelRef &K, size_t Bytes);
  /// The value set for \p K, or 0 when never set.
  size_t maxDynamicShared(const KernelRef &K);

private:
  std::unique_ptr<Backend> TheBackend;
  Status InitError;
  bool InitErrorShown = false;
  AllocationTable Allocations;
  StreamTable Streams;
  EventTable Events;
  std::unique_ptr<ModuleCache> Modules;
  std::unique_ptr<SymbolStore> Symbols;
  std::unique_ptr<DeviceLog> Log;
  std::unique_ptr<AtomicLocks> Locks;
  std::atomic<int> Sticky{0};
  std::atomic<int> Pending{0};
  std::mutex Mutex;
  std::map<std::string, size_t> DynamicShared;
  std::map<cudaLimit, size_t> Limits;
};

/// The backend for this process: METALIFY_BACKEND=cpu|metal, else Metal on
/// macOS and the CPU backend elsewhere. Null with \p Error set on failure.
std::unique_ptr<Backend> selectBackend(Status &Error);

} // namespace metalify

#endif
