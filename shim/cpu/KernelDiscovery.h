//===- KernelDiscovery.h - Kernels and their MSL attributes ----*- C++ -*-===//
//
// Part of metalify. After parsing, finds every kernel (functions carrying
// the prelude's kernel annotation, explicit template instantiations
// included), binds the MSL attributes the pre-pass took out of the text to
// their parameters, checks Metal's kernel rules (buffer indices, parameter
// types, threadgroup memory, max_total_threads_per_threadgroup) and
// describes each kernel for entry-point generation.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_KERNELDISCOVERY_H
#define METALIFY_SHIM_CPU_KERNELDISCOVERY_H

#include "cpu/EntryPoints.h"
#include "cpu/MslAttributes.h"

#include <memory>
#include <vector>

namespace clang {
class ASTConsumer;
class ASTContext;
} // namespace clang

namespace metalify::cpu {

/// Metal's limits the front end enforces.
inline constexpr unsigned MaxBufferIndex = 30;
inline constexpr unsigned MaxThreadgroupMemory = 32 * 1024;
inline constexpr unsigned MaxThreadsPerThreadgroup = 1024;

/// Finds the kernels of the parsed translation unit; errors go to its
/// diagnostics engine.
std::vector<KernelDesc>
discoverKernels(clang::ASTContext &Ctx,
                const std::vector<MslAttribute> &Attributes);

/// The consumer of the analysis parse: strictness checks, then kernel
/// discovery into \p Kernels.
std::unique_ptr<clang::ASTConsumer>
makeAnalysisConsumer(const std::vector<MslAttribute> &Attributes,
                     std::vector<KernelDesc> &Kernels, unsigned MetalVersion);

} // namespace metalify::cpu

#endif
