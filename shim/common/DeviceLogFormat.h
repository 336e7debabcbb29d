//===- DeviceLogFormat.h - Decoding the device printf/assert log -*- C++
//-*-===//
//
// Part of metalify. Kernels that call printf or assert write records into a
// ring the shim binds at a reserved buffer index (docs/ABI.md, "The device
// log"); the MSL side is the metalify_printf helper of
// rules/mapping/device-misc.yaml. This file is the host side of that byte
// layout: it decodes a ring after its launch finished and formats the records
// as CUDA does (printf conversions by the host C library, assert messages in
// CUDA's wording). No backend and no runtime state: unit-testable alone.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_DEVICELOGFORMAT_H
#define METALIFY_SHIM_COMMON_DEVICELOGFORMAT_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace metalify {

/// The ring's buffer index in every kernel that prints (docs/ABI.md).
constexpr unsigned DeviceLogBufferIndex = 30;
/// The threadgroup index of __syncthreads_count's 16 bytes of scratch.
constexpr unsigned BlockVoteThreadgroupIndex = 30;

/// How a kernel asked its launch to fail, in the ring header's Fault word.
/// The device helpers raise it with an atomic max, so a trap outranks an
/// assert.
enum class DeviceFault : uint32_t {
  None = 0,
  Assert = 1, ///< a failed assert: cudaErrorAssert
  Trap = 2,   ///< __trap(): cudaErrorLaunchFailure
};

/// The ring's header, 16 bytes, followed by `Capacity` bytes of records.
struct DeviceLogHeader {
  uint32_t Head;     ///< Bytes reserved so far (may exceed Capacity).
  uint32_t Capacity; ///< Bytes of record space after the header.
  uint32_t Dropped;  ///< Records that did not fit.
  uint32_t Fault; ///< A DeviceFault: the worst stop a thread asked for.
};
static_assert(sizeof(DeviceLogHeader) == 16, "the MSL helper assumes 16");

/// Record kinds (second word of a record).
enum class DeviceLogRecord : uint32_t { Printf = 0, Assert = 1 };

/// Value tags inside a record; each tag word is followed by its payload.
enum class DeviceLogTag : uint32_t {
  Int = 1,    ///< one word, signed
  UInt = 2,   ///< one word
  Long = 3,   ///< two words (low, high), signed
  ULong = 4,  ///< two words (low, high)
  Float = 5,  ///< one word, IEEE single
  String = 6, ///< a byte count, then the bytes padded to whole words
};

/// One decoded value.
struct DeviceLogValue {
  DeviceLogTag Tag = DeviceLogTag::Int;
  int64_t Signed = 0;    ///< Int and Long (and the others, converted).
  uint64_t Unsigned = 0; ///< UInt and ULong (and the others, converted).
  double Real = 0;       ///< Float (and the integers, converted).
  std::string Text;      ///< String.
};

/// What one ring holds, formatted.
struct DeviceLogText {
  std::string Out;       ///< printf output, in record order (stdout).
  std::string Err;       ///< assert messages and shim notes (stderr).
  DeviceFault Fault = DeviceFault::None; ///< How the launch must fail.
};

/// Formats one printf call: \p Format with \p Args, conversion by conversion
/// through the C library, as CUDA's host-side formatting does. Arguments are
/// converted to the type each conversion expects; a missing argument prints
/// nothing for its conversion.
std::string formatDevicePrintf(std::string_view Format,
                               const std::vector<DeviceLogValue> &Args);

/// Decodes and formats the ring at \p Ring (header included) of
/// \p RingBytes bytes. A malformed record stops decoding with a note in Err.
DeviceLogText decodeDeviceLog(const void *Ring, size_t RingBytes);

} // namespace metalify

#endif
