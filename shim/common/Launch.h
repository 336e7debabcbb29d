//===- Launch.h - Checking a launch and binding its arguments ---*- C++ -*-===//
//
// Part of metalify. The synchronous half of a launch: the configuration
// checks CUDA does before a kernel starts (so a bad launch fails with CUDA's
// code instead of Metal's silent skip) and the binding of the ABI's buffers
// (docs/ABI.md): pointers as (allocation, offset), the by-value struct,
// device globals, the dynamic threadgroup memory.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_LAUNCH_H
#define METALIFY_SHIM_COMMON_LAUNCH_H

#include "common/Backend.h"
#include "metalify/launch.h"

namespace metalify {

class AllocationTable;
class SymbolStore;

/// Checks grid, block and dynamic shared memory against the device limits.
/// CUDA 13 on an H200 answers cudaErrorInvalidValue for an empty or
/// oversized block (`<<<1, 0>>>`, `<<<2, 2048>>>`); the other cases follow.
Status checkLaunchConfig(const DeviceLimits &Limits, const KernelRef &K,
                         dim3 Grid, dim3 Block, size_t SharedMem);

/// Checks the launch against what the compiled kernel allows: its
/// [[max_total_threads_per_threadgroup]] and its static threadgroup memory
/// plus \p SharedMem.
Status checkKernelLimits(const DeviceLimits &Limits, const KernelInfo &Info,
                         const KernelRef &K, dim3 Block, size_t SharedMem);

/// The buffers that \p K's own arguments take: its pointers, its by-value
/// struct, the device globals it reaches.
size_t argumentBuffers(const KernelRef &K, const PackedArgs &Args);

/// True when \p Info declares the shim's reserved buffer \p Index (the
/// device log, the atomics' lock table) rather than an argument there: a
/// kernel with \p ArgumentBuffers buffers of its own never reaches it.
bool usesReservedBuffer(const KernelInfo &Info, unsigned Index,
                        size_t ArgumentBuffers);

/// Fills \p Out with the buffers of one launch of \p K. A non-null pointer
/// outside every allocation is an error naming the kernel and the argument;
/// a null pointer is bound as an empty buffer (CUDA lets kernels take
/// nullptr for a parameter they do not use).
Status bindArguments(const KernelRef &K, const PackedArgs &Args,
                     size_t SharedMem, const KernelInfo &Info,
                     AllocationTable &Table, SymbolStore &Symbols,
                     DispatchArgs &Out);

} // namespace metalify

#endif
