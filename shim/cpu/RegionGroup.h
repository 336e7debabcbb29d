//===- RegionGroup.h - One threadgroup's threads as resumable calls -*- C++ -*-===//
//
// Part of metalify. Runs the threads of a threadgroup through a kernel's
// resumable entry (ResumableKernel.h): each call runs one thread from where
// it stopped to its next synchronisation point, in index order, and
// GroupSync releases the waiting threads when a round is complete, exactly
// as for fibers, but without a stack per thread or a context switch. Each
// thread's values that live across synchronisation points stay in its
// frame, one block per worker reused for every threadgroup.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_REGIONGROUP_H
#define METALIFY_SHIM_CPU_REGIONGROUP_H

#include "common/Backend.h"
#include "cpu/CpuModule.h"
#include "cpu/GroupSync.h"

#include <cstdlib>
#include <memory>
#include <vector>

namespace metalify::cpu {

class Worker;

/// The resumable-kernel scheduler of one worker.
class RegionGroup {
public:
  explicit RegionGroup(Worker &Owner) : Sync(Owner) {}

  /// Sizes the tables and frames for threadgroups of \p Threads and frames
  /// of \p FrameSize bytes; false when the frames cannot be allocated.
  bool prepare(Size3 Threads, uint64_t FrameSize);
  /// Runs every thread of one threadgroup to completion. Failures leave
  /// through Worker::fail.
  void run(const MetalifyDispatch *D, const CpuKernel &K);

  /// The thread running now, for error messages.
  const MetalifyThread &currentThread() const {
    return Sync.builtins(Current);
  }

private:
  MetalifyFrame &frame(unsigned I) {
    return *reinterpret_cast<MetalifyFrame *>(Frames.get() + I * FrameSize);
  }
  /// Runs thread \p I to its next stop and records where it stopped.
  void step(const MetalifyDispatch *D, ResumeEntry Entry, unsigned I);
  /// Tells GroupSync that thread \p I stopped at \p Stop (0: returned).
  void record(unsigned I, unsigned Stop);
  /// Hands the lanes waiting at the exchange \p Stop the values their
  /// SIMD-group's waiting lanes published.
  void exchangeUniformly(unsigned Stop);
  /// The one stop every thread that has not returned waits at; 0 when all
  /// returned, ~0u when they wait at different stops.
  unsigned commonStop() const;
  /// Lets every live thread, all waiting at \p Stop, go on.
  void releaseUniformly(unsigned Stop);
  /// The fast path while every live thread stops at the same
  /// synchronisation point, starting with the threads waiting at \p At:
  /// no bookkeeping beyond ResumeAt. Returns 0 when every thread returned,
  /// else ~0u with ResumeAt holding where each stopped.
  unsigned runUniformRounds(const MetalifyDispatch *D, RegionLoops Loops,
                            unsigned At);
  /// GroupSync's rounds, from the stops in ResumeAt, until every live
  /// thread waits at one stop again (returned) or all returned (0).
  unsigned runGeneralRounds(const MetalifyDispatch *D, ResumeEntry Resume);

  GroupSync Sync;
  std::unique_ptr<unsigned char, decltype(&std::free)> Frames{nullptr,
                                                              &std::free};
  size_t FramesBytes = 0;
  uint64_t FrameSize = 0;
  /// The synchronisation point each thread resumes at (0: the start).
  std::vector<unsigned> ResumeAt;
  /// The uniform path's exchange slots: 16 bytes per thread, 512 per
  /// SIMD-group.
  std::vector<unsigned char> Exchanged;
  unsigned Current = 0;
};

} // namespace metalify::cpu

#endif
