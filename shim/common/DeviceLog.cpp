//===- DeviceLog.cpp - Device printf and assert output --------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceLog.h"

#include "common/DeviceLogFormat.h"
#include "metalify/cuda_types.h"

#include <cstring>
#include <fmt/format.h>
#include <limits>

namespace metalify {

DeviceLog::~DeviceLog() { clear(); }

Status DeviceLog::acquire(size_t Capacity, Allocation &Out) {
  // Offsets in the ring are 32-bit words on the device.
  if (Capacity > std::numeric_limits<uint32_t>::max() - 16)
    Capacity = std::numeric_limits<uint32_t>::max() - 16;
  size_t Bytes = sizeof(DeviceLogHeader) + Capacity / 4 * 4;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    for (size_t I = 0; I < Spare.size(); ++I) {
      if (Spare[I].Size != Bytes)
        continue;
      Out = Spare[I];
      Spare.erase(Spare.begin() + I);
      break;
    }
  }
  if (!Out.Base) {
    if (Status S = TheBackend.allocate(Bytes, Out); !S.ok())
      return Status::error(
          cudaErrorMemoryAllocation,
          fmt::format("[shim] cannot allocate the {}-byte device printf log "
                      "(cudaLimitPrintfFifoSize): {}",
                      Bytes, S.Message));
  }
  DeviceLogHeader H{0, uint32_t(Bytes - sizeof(DeviceLogHeader)), 0, 0};
  std::memcpy(Out.Base, &H, sizeof(H));
  return Status::success();
}

DeviceFault DeviceLog::finish(const Allocation &Ring) {
  DeviceLogText T = decodeDeviceLog(Ring.Base, Ring.Size);
  std::lock_guard<std::mutex> Lock(Mutex);
  if (!T.Out.empty() || !T.Err.empty())
    Pending.push_back({std::move(T.Out), std::move(T.Err)});
  // A few spare rings cover the usual launch-sync-launch loop.
  if (Spare.size() < 4)
    Spare.push_back(Ring);
  else
    TheBackend.release(Ring);
  return T.Fault;
}

void DeviceLog::flush(std::FILE *Out, std::FILE *Err) {
  std::deque<Text> Ready;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Ready.swap(Pending);
  }
  for (const Text &T : Ready) {
    if (!T.Out.empty())
      std::fwrite(T.Out.data(), 1, T.Out.size(), Out);
    if (!T.Err.empty()) {
      std::fflush(Out);
      std::fwrite(T.Err.data(), 1, T.Err.size(), Err);
    }
  }
}

void DeviceLog::clear() {
  std::lock_guard<std::mutex> Lock(Mutex);
  Pending.clear();
  for (const Allocation &A : Spare)
    TheBackend.release(A);
  Spare.clear();
}

} // namespace metalify
