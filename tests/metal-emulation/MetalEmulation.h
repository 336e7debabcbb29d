//===- MetalEmulation.h - Controls of the emulated Metal --------*- C++ -*-===//
//
// Part of metalify's test infrastructure. With METALIFY_METAL_EMULATION the
// Metal backend runs on Linux over an emulated Objective-C runtime and a
// fake Metal whose compiler and GPU are the CPU backend
// (docs/metal-backend.md). Tests read what the fake saw through these.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_METAL_EMULATION_METALEMULATION_H
#define METALIFY_TESTS_METAL_EMULATION_METALEMULATION_H

#include <cstdint>
#include <string>

namespace metalify {
namespace emu {

/// What the fake Metal has done since the process started.
struct Counters {
  /// Command buffers made, committed, and waited for.
  uint64_t CommandBuffers = 0;
  uint64_t Commits = 0;
  uint64_t Waits = 0;
  /// dispatchThreadgroups calls executed (at commit).
  uint64_t Dispatches = 0;
  /// GPU addresses found in argument bytes and followed.
  uint64_t GpuAddressesResolved = 0;
  /// Misuses the fake's API validation caught (each fails its command
  /// buffer, as Metal's validation layer reports them).
  uint64_t ValidationErrors = 0;
  /// MTLBuffers alive now.
  int64_t LiveBuffers = 0;
  /// The last threadgroup memory lengths set at index 0, in bytes.
  uint64_t LastThreadgroupLength = 0;
};

/// A snapshot of the counters.
Counters counters();
/// Makes the next command buffer committed end in
/// MTLCommandBufferStatusError with \p Why, running nothing.
void failNextCommandBuffer(const std::string &Why);

} // namespace emu
} // namespace metalify

#endif
