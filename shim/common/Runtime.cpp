//===- Runtime.cpp - The process's CUDA runtime state ---------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Runtime.h"

#include "common/Errors.h"

#include <cstdio>
#include <cstdlib>

namespace metalify {
namespace {

std::mutex InstanceMutex;
// Never destroyed: stream workers may still run while static destructors
// do at exit, and CUDA programs routinely exit without cleaning up.
Runtime *Instance = nullptr;

/// At exit, lets queued work finish before static destructors run under
/// it, as CUDA's context teardown does.
void finishQueuedWork() {
  std::lock_guard<std::mutex> Lock(InstanceMutex);
  if (Instance)
    Instance->streams().synchronizeAll();
}

void registerExitHandler() {
  static bool Registered = (std::atexit(finishQueuedWork), true);
  (void)Registered;
}

Runtime *createRuntime() {
  registerExitHandler();
  Status Error;
  std::unique_ptr<Backend> B = selectBackend(Error);
  return new Runtime(std::move(B), Error);
}

std::string kernelKey(const KernelRef &K) {
  return std::string(K.module()) + "/" + K.name();
}

} // namespace

Runtime &Runtime::get() {
  std::lock_guard<std::mutex> Lock(InstanceMutex);
  if (!Instance)
    Instance = createRuntime();
  return *Instance;
}

void Runtime::resetForTesting(std::unique_ptr<Backend> B) {
  std::lock_guard<std::mutex> Lock(InstanceMutex);
  delete Instance;
  Instance = B ? new Runtime(std::move(B), Status::success()) : nullptr;
  registerExitHandler();
}

Runtime::Runtime(std::unique_ptr<Backend> B, Status InitError)
    : TheBackend(std::move(B)), InitError(std::move(InitError)) {
  if (!TheBackend && this->InitError.ok())
    this->InitError = Status::error(cudaErrorNoDevice, "[shim] no backend");
  if (!TheBackend)
    return;
  // A backend that batches dispatches (Metal) runs them at each stream's
  // sync points; a fault found there is sticky, as CUDA's launch failures.
  if (TheBackend->defersDispatch())
    Streams.setFlushHook([this] { reportAsync(TheBackend->flush()); });
  Modules = std::make_unique<ModuleCache>(*TheBackend);
  Symbols = std::make_unique<SymbolStore>(*TheBackend, Allocations);
  Log = std::make_unique<DeviceLog>(*TheBackend);
  Locks = std::make_unique<AtomicLocks>(*TheBackend);
}

Runtime::~Runtime() {
  // Queued work refers to this runtime: finish it first.
  Streams.synchronizeAll();
  Streams.clear();
  Events.clear();
  if (TheBackend)
    for (const AllocationRecord &R : Allocations.takeAll())
      TheBackend->release(R.Backing);
}

Status Runtime::check() {
  if (!InitError.ok()) {
    std::lock_guard<std::mutex> Lock(Mutex);
    // The reason is printed once; later calls just fail with the code.
    if (InitErrorShown)
      return Status::error(InitError.Code, "");
    InitErrorShown = true;
    return InitError;
  }
  if (int Code = Sticky.load())
    return Status::error(Code, "");
  return Status::success();
}

void Runtime::reportAsync(const Status &S) {
  if (S.ok())
    return;
  if (!S.Message.empty())
    std::fprintf(stderr, "%s\n", S.Message.c_str());
  int Expected = 0;
  if (isStickyError(S.Code))
    Sticky.compare_exchange_strong(Expected, S.Code);
  else
    Pending.compare_exchange_strong(Expected, S.Code);
}

Status Runtime::execute(const std::shared_ptr<Stream> &S, Stream::Work W,
                        bool Wait, std::vector<Stream::Dependency> Extra,
                        bool Deferrable) {
  uint64_t Seq =
      Streams.submit(S, std::move(W), std::move(Extra), Deferrable);
  if (!Wait)
    return Status::success();
  S->wait(Seq);
  flushDeviceLog();
  if (Status C = check(); !C.ok())
    return C;
  return Status::error(takePendingError(), "");
}

Status Runtime::synchronize() {
  Streams.synchronizeAll();
  flushDeviceLog();
  if (Status S = check(); !S.ok())
    return S;
  return Status::error(takePendingError(), "");
}

Status Runtime::synchronize(Stream &S) {
  // An empty item on the legacy stream also waits for the blocking streams.
  if (&S == Streams.legacy().get())
    S.wait(Streams.submit(Streams.legacy(), [] {}));
  S.drain();
  flushDeviceLog();
  if (Status C = check(); !C.ok())
    return C;
  return Status::error(takePendingError(), "");
}

void Runtime::flushDeviceLog() {
  if (Log)
    Log->flush();
}

cudaError_t Runtime::takePendingError() {
  return static_cast<cudaError_t>(Pending.exchange(0));
}

Status Runtime::reset() {
  if (!TheBackend)
    return check();
  Streams.clear();
  Streams.synchronizeAll();
  // Context destruction is one of CUDA's printf flush points.
  Log->flush();
  Log->clear();
  Locks->clear();
  Events.clear();
  Symbols->clear();
  for (const AllocationRecord &R : Allocations.takeAll())
    TheBackend->release(R.Backing);
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    DynamicShared.clear();
    Limits.clear();
  }
  Sticky = 0;
  Pending = 0;
  return Status::success();
}

void Runtime::setLimit(cudaLimit L, size_t Value) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Limits[L] = Value;
}

size_t Runtime::limit(cudaLimit L) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Limits.find(L);
  if (It != Limits.end())
    return It->second;
  switch (L) { // CUDA's defaults
  case cudaLimitStackSize:
    return 1024;
  case cudaLimitPrintfFifoSize:
    return 1 << 20;
  case cudaLimitMallocHeapSize:
    return 8 << 20;
  case cudaLimitDevRuntimeSyncDepth:
    return 2;
  case cudaLimitDevRuntimePendingLaunchCount:
    return 2048;
  case cudaLimitMaxL2FetchGranularity:
    return 64;
  case cudaLimitPersistingL2CacheSize:
    return 0;
  }
  return 0;
}

void Runtime::setMaxDynamicShared(const KernelRef &K, size_t Bytes) {
  std::lock_guard<std::mutex> Lock(Mutex);
  DynamicShared[kernelKey(K)] = Bytes;
}

size_t Runtime::maxDynamicShared(const KernelRef &K) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = DynamicShared.find(kernelKey(K));
  return It == DynamicShared.end() ? 0 : It->second;
}

} // namespace metalify
