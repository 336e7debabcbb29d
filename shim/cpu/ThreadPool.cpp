//===- ThreadPool.cpp - One worker per core, created once -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/ThreadPool.h"

#include <cstdlib>

namespace metalify::cpu {

ThreadPool::ThreadPool(unsigned NumWorkers) {
  if (NumWorkers == 0)
    NumWorkers = 1;
  Workers.reserve(NumWorkers);
  for (unsigned I = 0; I < NumWorkers; ++I)
    Workers.emplace_back([this, I] { workerLoop(I); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
  }
  WorkReady.notify_all();
  for (auto &Worker : Workers)
    Worker.join();
}

void ThreadPool::start(std::function<void(unsigned)> NewJob) {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Job = std::move(NewJob);
    Running = size();
    ++Generation;
  }
  WorkReady.notify_all();
}

bool ThreadPool::wait(std::chrono::milliseconds Timeout) {
  std::unique_lock<std::mutex> Lock(Mutex);
  return WorkDone.wait_for(Lock, Timeout, [this] { return Running == 0; });
}

void ThreadPool::workerLoop(unsigned Index) {
  uint64_t Seen = 0;
  for (;;) {
    std::function<void(unsigned)> *Current;
    {
      std::unique_lock<std::mutex> Lock(Mutex);
      WorkReady.wait(Lock, [&] { return Stopping || Generation != Seen; });
      if (Stopping)
        return;
      Seen = Generation;
      Current = &Job;
    }
    (*Current)(Index);
    std::lock_guard<std::mutex> Lock(Mutex);
    if (--Running == 0)
      WorkDone.notify_all();
  }
}

unsigned ThreadPool::defaultSize() {
  if (const char *Env = std::getenv("METALIFY_CPU_THREADS")) {
    long N = std::strtol(Env, nullptr, 10);
    if (N > 0 && N <= 1024)
      return unsigned(N);
  }
  unsigned N = std::thread::hardware_concurrency();
  return N ? N : 1;
}

} // namespace metalify::cpu
