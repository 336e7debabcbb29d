//===- ThreadPool.h - One worker per core, created once ---------*- C++ -*-===//
//
// Part of metalify. The CPU executor's workers: started once, reused by
// every launch. A job runs on every worker at once; the workers themselves
// pull threadgroup ids from the launch's atomic counter.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_THREADPOOL_H
#define METALIFY_SHIM_CPU_THREADPOOL_H

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <pthread.h>
#include <thread>
#include <vector>

namespace metalify::cpu {

/// A fixed set of worker threads that run one job at a time.
class ThreadPool {
public:
  /// Starts \p NumWorkers threads (at least one).
  explicit ThreadPool(unsigned NumWorkers);
  ~ThreadPool();
  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;

  unsigned size() const { return unsigned(Workers.size()); }

  /// Starts Job(WorkerIndex) on every worker. The previous job must have
  /// finished (wait() returned true).
  void start(std::function<void(unsigned)> Job);
  /// Waits up to \p Timeout for the current job; true when every worker
  /// has finished it.
  bool wait(std::chrono::milliseconds Timeout);
  /// The pthread of worker \p I, for signalling it.
  pthread_t nativeHandle(unsigned I) { return Workers[I].native_handle(); }

  /// One worker per core (std::thread::hardware_concurrency, at least 1);
  /// METALIFY_CPU_THREADS overrides it.
  static unsigned defaultSize();

private:
  void workerLoop(unsigned Index);

  std::vector<std::thread> Workers;
  std::mutex Mutex;
  std::condition_variable WorkReady;
  std::condition_variable WorkDone;
  std::function<void(unsigned)> Job;
  uint64_t Generation = 0;
  unsigned Running = 0;
  bool Stopping = false;
};

} // namespace metalify::cpu

#endif
