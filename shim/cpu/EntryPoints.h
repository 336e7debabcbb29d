//===- EntryPoints.h - Kernels found in MSL and their trampolines -*- C++ -*-===//
//
// Part of metalify. The front end (KernelDiscovery) describes each kernel as
// a KernelDesc; this file turns the descriptions into the C++ text of the
// entry points of prelude/metalify_cpu_abi.h, appended to the source for code
// generation. No Clang headers here.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_ENTRYPOINTS_H
#define METALIFY_SHIM_CPU_ENTRYPOINTS_H

#include <string>
#include <string_view>
#include <vector>

namespace metalify::cpu {

/// How the executor fills one kernel parameter.
struct KernelParam {
  enum KindTy { Buffer, Threadgroup, BuiltIn };
  KindTy Kind = Buffer;
  /// [[buffer(i)]] / [[threadgroup(i)]] index.
  unsigned Index = 0;
  /// For built-ins: the attribute, e.g. "thread_position_in_grid".
  std::string Attribute;
  /// For built-ins: 1 (scalar), 2 or 3 components.
  unsigned Width = 1;
  /// For vector built-ins: the element type, e.g. "unsigned int"; empty
  /// when the type is a class the prelude defines.
  std::string ElementType;
};

/// One kernel as the compiler found it.
struct KernelDesc {
  /// The name the host looks up ([[host_name]] or the function's name).
  std::string HostName;
  /// Suffix of its entry points' symbols: HostName with `::` as `__`.
  std::string SymbolName;
  /// How generated code names the function, e.g. "::ns::scale<float>".
  std::string CallName;
  std::vector<KernelParam> Params;
  unsigned MaxTotalThreadsPerThreadgroup = 0;
};

/// Components (1..3) a built-in attribute provides, or 0 if \p Name is not a
/// kernel built-in.
unsigned builtInWidth(std::string_view Name);

/// The C++ appended to the user's source for code generation: helpers and,
/// per kernel, __metalify_thread_<HostName> and __metalify_group_<HostName>.
std::string generateEntryPoints(const std::vector<KernelDesc> &Kernels);

/// Definitions every compile sees before the user's source (a forced
/// include): the spelling of `kernel` and of kernel-scope `threadgroup`.
std::string_view compilerPreamble();

/// Name of the marker call the entry points make with the threadgroup's
/// static block; replaced by an extra kernel argument in IR.
inline constexpr std::string_view ThreadgroupMarkerName =
    "__metalify_tg_marker";

/// The section of kernel-scope `threadgroup` variables in the IR, before the
/// compiler moves them into MetalifyDispatch::ThreadgroupStatic.
inline constexpr std::string_view ThreadgroupSection = ".metalify_tg";

/// The annotation the prelude's `kernel` macro puts on kernels.
inline constexpr std::string_view KernelAnnotation = "metalify_kernel";

} // namespace metalify::cpu

#endif
