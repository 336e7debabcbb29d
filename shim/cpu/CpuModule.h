//===- CpuModule.h - Compiled MSL on the CPU -------------------*- C++ -*-===//
//
// Part of metalify. The CPU compiler (Compiler.cpp: Clang -> LLVM IR ->
// LLJIT) produces a CpuModule; the executor runs its kernels. See
// prelude/metalify_cpu_abi.h for the entry points and hooks.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_CPUMODULE_H
#define METALIFY_SHIM_CPU_CPUMODULE_H

#include "common/Backend.h"
#include "cpu/prelude/metalify_cpu_abi.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace metalify::cpu {

using ThreadEntry = void (*)(const MetalifyDispatch *, const MetalifyThread *);
using GroupEntry = void (*)(const MetalifyDispatch *, const unsigned *);
using ResumeEntry = unsigned (*)(const MetalifyDispatch *,
                                 const MetalifyThread *, MetalifyFrame *,
                                 unsigned);
using RegionLoops = void (*)(const MetalifyDispatch *, const MetalifyThread *,
                             unsigned char *, unsigned, unsigned, unsigned *,
                             unsigned *);

/// One compiled kernel: its facts and its two entry points.
struct CpuKernel : KernelFunction {
  KernelInfo Info;
  ThreadEntry Thread = nullptr;
  /// Null when the kernel needs per-thread execution (barriers, SIMD-group
  /// functions).
  GroupEntry Group = nullptr;
  /// Runs one thread to its next synchronisation point; null when the
  /// kernel has none or could not be made resumable (then it runs on fibers).
  ResumeEntry Resume = nullptr;
  /// Resumes every thread of a threadgroup at the same stop; set with
  /// Resume.
  RegionLoops Regions = nullptr;
  /// Bytes of one thread's frame for Resume.
  uint64_t FrameSize = 0;
  /// Why a kernel that synchronizes has no Resume entry.
  std::string FiberReason;
  /// Threads the Group entry runs at once as vector lanes, or 0; and why
  /// not, when the compiler tried.
  unsigned WideLanes = 0;
  std::string WideReason;
  bool UsesBarriers = false;
  bool UsesSimdgroup = false;
  /// Alignment of the ThreadgroupStatic block.
  unsigned StaticThreadgroupAlign = 16;

  const KernelInfo &info() const override { return Info; }
};

/// A JIT-compiled MSL library. Owns the JIT; kernels stay valid while the
/// module lives.
class CpuModule {
public:
  virtual ~CpuModule() = default;
  virtual std::shared_ptr<CpuKernel> kernel(std::string_view Name) const = 0;
  virtual std::vector<std::string> kernelNames() const = 0;
};

/// Compiles MSL source for the CPU: Metal's strictness, the module cache,
/// the entry points above. Errors are cudaErrorInvalidSource with located
/// clang-style messages naming Opts.SourceName.
Status compileMsl(std::string_view Source, const CompileOptions &Opts,
                  std::shared_ptr<CpuModule> &Out);

/// Front end only (parse + strictness, no code generation), for
/// `metalify check-msl`. Diagnostics are appended to \p Messages.
Status checkMsl(std::string_view Source, const CompileOptions &Opts,
                std::string &Messages);

} // namespace metalify::cpu

#endif
