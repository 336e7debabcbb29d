//===- Events.h - CUDA events as points in a stream -------------*- C++ -*-===//
//
// Part of metalify. Recording an event queues a marker on the stream; the
// marker notes the time when it runs. An event is complete when its stream
// has passed the marker, and other streams can wait for that point.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_EVENTS_H
#define METALIFY_SHIM_COMMON_EVENTS_H

#include "common/Streams.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

namespace metalify {

/// The time a recorded marker ran, filled in by the stream's worker.
struct EventMark {
  std::mutex Mutex;
  std::optional<std::chrono::steady_clock::time_point> Time;
};

/// What one cudaEvent_t holds: its flags and its latest record.
class Event {
public:
  explicit Event(unsigned Flags) : Flags(Flags) {}
  unsigned flags() const { return Flags; }
  bool timed() const { return !(Flags & cudaEventDisableTiming); }

  /// Queues a marker on \p S through \p Streams; replaces any earlier record.
  void record(StreamTable &Streams, const std::shared_ptr<Stream> &S);
  /// The stream point of the latest record; On is null if never recorded.
  Stream::Dependency point() const;
  /// True if never recorded or the recorded point has been reached.
  bool complete() const;
  /// Blocks until complete().
  void synchronize() const;
  /// The time of the latest record once it has run.
  std::optional<std::chrono::steady_clock::time_point> time() const;
  bool recorded() const;

private:
  const unsigned Flags;
  mutable std::mutex Mutex;
  Stream::Dependency Point;
  std::shared_ptr<EventMark> Mark;
};

/// The live events, so stale or foreign handles are rejected, not used.
class EventTable {
public:
  ~EventTable();
  cudaEvent_t create(unsigned Flags);
  /// False if the handle is unknown.
  bool destroy(cudaEvent_t Handle);
  /// The event behind a handle, or null.
  std::shared_ptr<Event> resolve(cudaEvent_t Handle) const;
  void clear();

private:
  mutable std::mutex Mutex;
  std::set<cudaEvent_t> Live;
};

} // namespace metalify

/// What a cudaEvent_t points at.
struct CUevent_st {
  std::shared_ptr<metalify::Event> Impl;
};

#endif
