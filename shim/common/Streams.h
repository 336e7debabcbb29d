//===- Streams.h - CUDA streams as ordered work queues ----------*- C++ -*-===//
//
// Part of metalify. A Stream runs its work items in submission order on its
// own worker thread, so launches are asynchronous to the host and ordered
// within their stream. Items may wait for points in other streams first
// (cudaStreamWaitEvent, and the legacy default stream's implicit
// synchronisation with blocking streams, which StreamTable adds).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_STREAMS_H
#define METALIFY_SHIM_COMMON_STREAMS_H

#include "metalify/cuda_types.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

struct CUgraph_st;

namespace metalify {

/// An in-order work queue with a worker thread.
class Stream {
public:
  using Work = std::function<void()>;
  /// Runs the work a backend deferred on the calling (worker) thread; see
  /// Backend::flush.
  using FlushHook = std::function<void()>;
  /// "Wait until \p On has completed its item number \p Seq".
  struct Dependency {
    std::shared_ptr<Stream> On;
    uint64_t Seq = 0;
  };

  Stream(unsigned Flags, int Priority);
  /// Finishes the queued work, then stops the worker.
  ~Stream();
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;

  /// Queues \p W to run after every earlier item and after \p Deps;
  /// returns its sequence number (1, 2, ...). A \p Deferrable item (a
  /// kernel launch) may leave work in the backend: with a flush hook set it
  /// completes only when the stream flushes, which it does before any other
  /// item, before blocking on another stream, and when someone waits for or
  /// asks about a deferred item (wait, reached).
  uint64_t enqueue(Work W, std::vector<Dependency> Deps = {},
                   bool Deferrable = false);
  /// Sets the hook that completes deferred items (null: items complete as
  /// soon as they ran, the CPU backend's case).
  void setFlushHook(FlushHook Hook);
  /// Blocks until item \p Seq has completed (flushing deferred work).
  void wait(uint64_t Seq);
  /// Blocks until everything queued so far has completed.
  void drain() { wait(lastSubmitted()); }
  bool reached(uint64_t Seq) const;
  uint64_t lastSubmitted() const;

  unsigned flags() const { return Flags; }
  int priority() const { return Priority; }
  /// Blocking streams synchronise with the legacy default stream.
  bool blocking() const { return !(Flags & cudaStreamNonBlocking); }

  /// The graph this stream records into between cudaStreamBeginCapture and
  /// cudaStreamEndCapture; null when it is not capturing.
  std::shared_ptr<CUgraph_st> capture() const {
    std::lock_guard<std::mutex> Lock(Mutex);
    return Capture;
  }
  void setCapture(std::shared_ptr<CUgraph_st> G) {
    std::lock_guard<std::mutex> Lock(Mutex);
    Capture = std::move(G);
  }

private:
  struct Item {
    Work W;
    std::vector<Dependency> Deps;
    bool Deferrable = false;
  };
  void run();
  /// Runs the flush hook, then completes the items it covered. Called with
  /// \p Lock held; releases it while the hook runs.
  void flushDeferred(std::unique_lock<std::mutex> &Lock);
  /// Asks the worker to flush until item \p Seq is complete. Mutex held.
  void requestFlush(uint64_t Seq) const;
  /// True when an awaited item is among the deferred ones. Mutex held.
  bool flushWanted() const;

  const unsigned Flags;
  const int Priority;
  mutable std::mutex Mutex;
  mutable std::condition_variable Changed;
  std::deque<Item> Queue;
  uint64_t Submitted = 0;
  uint64_t Completed = 0;
  /// Items that ran but whose backend work awaits the flush hook.
  uint64_t Deferred = 0;
  /// The highest item someone waits for or asked about.
  mutable uint64_t FlushUpTo = 0;
  FlushHook Flush;
  bool Stopping = false;
  std::shared_ptr<CUgraph_st> Capture;
  std::thread Worker;
};

/// The streams of the process: the legacy default stream, per-thread
/// default streams and the user's streams behind their cudaStream_t handles.
class StreamTable {
public:
  StreamTable();
  ~StreamTable();

  cudaStream_t create(unsigned Flags, int Priority);
  /// Waits for the stream's work, then forgets the handle; false if the
  /// handle is unknown.
  bool destroy(cudaStream_t Handle);
  /// The stream behind a handle (0, cudaStreamLegacy, cudaStreamPerThread or
  /// a created one); null for an unknown handle.
  std::shared_ptr<Stream> resolve(cudaStream_t Handle);
  std::shared_ptr<Stream> legacy() const { return Legacy; }

  /// Queues \p W on \p S, after \p Extra and the legacy stream's implicit
  /// ordering: legacy work waits for every blocking stream, and work on a
  /// blocking stream waits for the legacy stream.
  uint64_t submit(const std::shared_ptr<Stream> &S, Stream::Work W,
                  std::vector<Stream::Dependency> Extra = {},
                  bool Deferrable = false);
  /// Sets the flush hook of every stream, present and future.
  void setFlushHook(Stream::FlushHook Hook);
  /// Blocks until every stream has completed its queued work.
  void synchronizeAll();
  /// Forgets every created stream after finishing its work.
  void clear();

private:
  std::vector<std::shared_ptr<Stream>> allStreams() const;

  /// Gives \p S the flush hook; called for every new stream.
  void adopt(Stream &S) const;

  mutable std::mutex Mutex;
  Stream::FlushHook Flush;
  std::shared_ptr<Stream> Legacy;
  std::map<cudaStream_t, std::shared_ptr<Stream>> Created;
  std::map<std::thread::id, std::shared_ptr<Stream>> PerThread;
};

} // namespace metalify

/// What a cudaStream_t points at.
struct CUstream_st {
  std::shared_ptr<metalify::Stream> Impl;
};

#endif
