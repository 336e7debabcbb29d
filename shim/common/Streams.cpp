//===- Streams.cpp - CUDA streams as ordered work queues ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Streams.h"

#include <algorithm>

namespace metalify {

Stream::Stream(unsigned Flags, int Priority)
    : Flags(Flags), Priority(Priority), Worker([this] { run(); }) {}

Stream::~Stream() {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
  }
  Changed.notify_all();
  Worker.join();
}

uint64_t Stream::enqueue(Work W, std::vector<Dependency> Deps,
                         bool Deferrable) {
  uint64_t Seq;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Queue.push_back(Item{std::move(W), std::move(Deps), Deferrable});
    Seq = ++Submitted;
  }
  Changed.notify_all();
  return Seq;
}

void Stream::wait(uint64_t Seq) {
  std::unique_lock<std::mutex> Lock(Mutex);
  if (Completed < Seq)
    requestFlush(Seq);
  Changed.wait(Lock, [&] { return Completed >= Seq; });
}

bool Stream::reached(uint64_t Seq) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (Completed >= Seq)
    return true;
  // Whoever asks (cudaStreamQuery, cudaEventQuery) will ask again: have the
  // deferred work run meanwhile.
  requestFlush(Seq);
  return false;
}

void Stream::requestFlush(uint64_t Seq) const {
  FlushUpTo = std::max(FlushUpTo, Seq);
  Changed.notify_all();
}

bool Stream::flushWanted() const {
  // Only once the awaited item itself ran: the launches up to it stay in
  // one batch.
  return Deferred && Completed < FlushUpTo && Completed + Deferred >= FlushUpTo;
}

uint64_t Stream::lastSubmitted() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Submitted;
}

void Stream::setFlushHook(FlushHook Hook) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Flush = std::move(Hook);
}

void Stream::flushDeferred(std::unique_lock<std::mutex> &Lock) {
  if (!Deferred)
    return;
  FlushHook Hook = Flush;
  uint64_t Covered = Deferred;
  Lock.unlock();
  Hook();
  Lock.lock();
  Deferred -= Covered;
  Completed += Covered;
  Changed.notify_all();
}

void Stream::run() {
  std::unique_lock<std::mutex> Lock(Mutex);
  while (true) {
    Changed.wait(Lock, [&] {
      return Stopping || !Queue.empty() || flushWanted();
    });
    if (Queue.empty()) {
      // Someone waits for deferred work, or the stream stops: run it.
      flushDeferred(Lock);
      if (Stopping && Queue.empty())
        return;
      continue;
    }
    Item Next = std::move(Queue.front());
    Queue.pop_front();
    // Anything but a launch may touch memory from the host or let another
    // stream go on: the deferred launches before it must be done first.
    if (!Next.Deferrable)
      flushDeferred(Lock);
    Lock.unlock();
    for (const Dependency &D : Next.Deps) {
      // Never block with deferred work another stream may be waiting for.
      if (!D.On->reached(D.Seq)) {
        Lock.lock();
        flushDeferred(Lock);
        Lock.unlock();
      }
      D.On->wait(D.Seq);
    }
    Next.W();
    bool Defer = Next.Deferrable;
    // Dependencies may hold the last reference to another stream; release
    // them here, outside this stream's lock.
    Next = Item{};
    Lock.lock();
    if (Defer && Flush)
      ++Deferred;
    else
      ++Completed;
    if (flushWanted())
      flushDeferred(Lock);
    Changed.notify_all();
  }
}

StreamTable::StreamTable()
    : Legacy(std::make_shared<Stream>(cudaStreamDefault, 0)) {}

void StreamTable::adopt(Stream &S) const {
  if (Flush)
    S.setFlushHook(Flush);
}

void StreamTable::setFlushHook(Stream::FlushHook Hook) {
  std::vector<std::shared_ptr<Stream>> All = allStreams();
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Flush = std::move(Hook);
  }
  for (const std::shared_ptr<Stream> &S : All)
    adopt(*S);
}

StreamTable::~StreamTable() { clear(); }

cudaStream_t StreamTable::create(unsigned Flags, int Priority) {
  auto *Handle = new CUstream_st{std::make_shared<Stream>(Flags, Priority)};
  std::lock_guard<std::mutex> Lock(Mutex);
  adopt(*Handle->Impl);
  Created[Handle] = Handle->Impl;
  return Handle;
}

bool StreamTable::destroy(cudaStream_t Handle) {
  std::shared_ptr<Stream> S;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Created.find(Handle);
    if (It == Created.end())
      return false;
    S = It->second;
    Created.erase(It);
  }
  S->drain();
  delete Handle;
  return true;
}

std::shared_ptr<Stream> StreamTable::resolve(cudaStream_t Handle) {
  if (Handle == nullptr || Handle == cudaStreamLegacy)
    return Legacy;
  std::lock_guard<std::mutex> Lock(Mutex);
  if (Handle == cudaStreamPerThread) {
    std::shared_ptr<Stream> &S = PerThread[std::this_thread::get_id()];
    if (!S) {
      S = std::make_shared<Stream>(cudaStreamDefault, 0);
      adopt(*S);
    }
    return S;
  }
  auto It = Created.find(Handle);
  return It == Created.end() ? nullptr : It->second;
}

uint64_t StreamTable::submit(const std::shared_ptr<Stream> &S, Stream::Work W,
                             std::vector<Stream::Dependency> Extra,
                             bool Deferrable) {
  if (S == Legacy) {
    for (const std::shared_ptr<Stream> &Other : allStreams())
      if (Other != Legacy && Other->blocking())
        Extra.push_back({Other, Other->lastSubmitted()});
  } else if (S->blocking()) {
    Extra.push_back({Legacy, Legacy->lastSubmitted()});
  }
  return S->enqueue(std::move(W), std::move(Extra), Deferrable);
}

void StreamTable::synchronizeAll() {
  for (const std::shared_ptr<Stream> &S : allStreams())
    S->drain();
}

void StreamTable::clear() {
  std::map<cudaStream_t, std::shared_ptr<Stream>> Old;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Old.swap(Created);
  }
  for (auto &Entry : Old) {
    Entry.second->drain();
    delete Entry.first;
  }
  Legacy->drain();
}

std::vector<std::shared_ptr<Stream>> StreamTable::allStreams() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  std::vector<std::shared_ptr<Stream>> All{Legacy};
  for (auto &Entry : Created)
    All.push_back(Entry.second);
  for (auto &Entry : PerThread)
    All.push_back(Entry.second);
  return All;
}

} // namespace metalify
