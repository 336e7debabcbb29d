//===- DeviceLog.h - Device printf and assert output ------------*- C++ -*-===//
//
// Part of metalify. A launch of a kernel that calls printf or assert gets a
// fresh ring of cudaLimitPrintfFifoSize bytes at the reserved buffer index
// (docs/ABI.md, "The device log"). When the dispatch has run, its ring is
// decoded on the stream; the text waits here until the host reaches one of
// CUDA's flush points (a launch, a device, stream or event synchronisation,
// a blocking copy, cudaDeviceReset), where it is printed in the order the
// launches finished: stdout for printf, stderr for assert messages.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_DEVICELOG_H
#define METALIFY_SHIM_COMMON_DEVICELOG_H

#include "common/Backend.h"
#include "common/DeviceLogFormat.h"

#include <cstdio>
#include <deque>
#include <mutex>
#include <string>
#include <vector>

namespace metalify {

/// The rings of the launches that print, and their text until it is flushed.
class DeviceLog {
public:
  explicit DeviceLog(Backend &B) : TheBackend(B) {}
  ~DeviceLog();
  DeviceLog(const DeviceLog &) = delete;
  DeviceLog &operator=(const DeviceLog &) = delete;

  /// A ring with \p Capacity bytes of record space for one launch, its
  /// header initialised; cudaErrorMemoryAllocation when it cannot be made.
  Status acquire(size_t Capacity, Allocation &Out);
  /// Decodes the ring of a finished launch, queues its text and recycles
  /// the ring. Returns how a thread asked the launch to fail, if it did.
  DeviceFault finish(const Allocation &Ring);
  /// Writes the queued text of every finished launch, oldest first, to
  /// \p Out (printf) and \p Err (assert messages, shim notes).
  void flush(std::FILE *Out = stdout, std::FILE *Err = stderr);
  /// Drops queued text and frees the spare rings (cudaDeviceReset).
  void clear();

private:
  struct Text {
    std::string Out, Err;
  };
  Backend &TheBackend;
  std::mutex Mutex;
  std::deque<Text> Pending;
  std::vector<Allocation> Spare;
};

} // namespace metalify

#endif
