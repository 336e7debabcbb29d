//===- JitModule.h - A compiled MSL library in an LLJIT --------*- C++ -*-===//
//
// Part of metalify. Loads an object file produced by the CPU compiler (fresh
// or from the compile cache) into its own ORC LLJIT and resolves every
// kernel's entry points.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_JITMODULE_H
#define METALIFY_SHIM_CPU_JITMODULE_H

#include "cpu/CpuModule.h"

#include <memory>
#include <string>
#include <vector>

namespace metalify::cpu {

/// What the compiler knows about one kernel of an object file; cached with
/// it.
struct KernelRecord {
  /// Info.Name is the host name.
  KernelInfo Info;
  /// Suffix of __metalify_thread_* / __metalify_group_*.
  std::string SymbolName;
  bool UsesBarriers = false;
  bool UsesSimdgroup = false;
  unsigned StaticThreadgroupAlign = 16;
  /// Bytes per thread of __metalify_resume_*'s frame; 0 when the kernel has
  /// no resumable entry (and, if it synchronizes, FiberReason says why).
  uint64_t FrameSize = 0;
  std::string FiberReason;
  /// Threads the group entry runs at once as vector lanes (WideKernel.h);
  /// 0 when it loops over them one by one, and then WideReason may say why.
  unsigned WideLanes = 0;
  std::string WideReason;
};

/// Links \p Object into a new JIT and resolves the kernels of \p Records.
/// Fails with a message when a symbol cannot be resolved.
Status loadJitModule(std::string Object, const std::vector<KernelRecord> &Records,
                     std::shared_ptr<CpuModule> &Out);

} // namespace metalify::cpu

#endif
