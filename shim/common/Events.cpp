//===- Events.cpp - CUDA events as points in a stream ---------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Events.h"

namespace metalify {

void Event::record(StreamTable &Streams, const std::shared_ptr<Stream> &S) {
  auto NewMark = std::make_shared<EventMark>();
  // The lock orders concurrent records of one event; the marker itself only
  // touches its own EventMark.
  std::lock_guard<std::mutex> Lock(Mutex);
  uint64_t Seq = Streams.submit(S, [NewMark] {
    std::lock_guard<std::mutex> MarkLock(NewMark->Mutex);
    NewMark->Time = std::chrono::steady_clock::now();
  });
  Point = Stream::Dependency{S, Seq};
  Mark = NewMark;
}

Stream::Dependency Event::point() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Point;
}

bool Event::complete() const {
  Stream::Dependency P = point();
  return !P.On || P.On->reached(P.Seq);
}

void Event::synchronize() const {
  Stream::Dependency P = point();
  if (P.On)
    P.On->wait(P.Seq);
}

std::optional<std::chrono::steady_clock::time_point> Event::time() const {
  std::shared_ptr<EventMark> M;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    M = Mark;
  }
  if (!M)
    return std::nullopt;
  std::lock_guard<std::mutex> MarkLock(M->Mutex);
  return M->Time;
}

bool Event::recorded() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Point.On != nullptr;
}

EventTable::~EventTable() { clear(); }

cudaEvent_t EventTable::create(unsigned Flags) {
  auto *Handle = new CUevent_st{std::make_shared<Event>(Flags)};
  std::lock_guard<std::mutex> Lock(Mutex);
  Live.insert(Handle);
  return Handle;
}

bool EventTable::destroy(cudaEvent_t Handle) {
  std::lock_guard<std::mutex> Lock(Mutex);
  if (!Live.erase(Handle))
    return false;
  delete Handle;
  return true;
}

std::shared_ptr<Event> EventTable::resolve(cudaEvent_t Handle) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  return Live.count(Handle) ? Handle->Impl : nullptr;
}

void EventTable::clear() {
  std::lock_guard<std::mutex> Lock(Mutex);
  for (cudaEvent_t Handle : Live)
    delete Handle;
  Live.clear();
}

} // namespace metalify
