//===- ModuleLowering.h - From Clang's IR to a JIT-ready object -*- C++ -*-===//
//
// Part of metalify. Takes the IR of the user's MSL plus its entry points and
//   1. moves every kernel's `threadgroup` variables into the per-threadgroup
//      block MetalifyDispatch::ThreadgroupStatic (an extra kernel argument
//      the entry points pass), filling StaticThreadgroupMemory;
//   2. runs LLVM's O2 pipeline for the host CPU (vectorizers on);
//   3. finds which kernels reach a barrier or SIMD-group hook;
//   4. emits an object file.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_MODULELOWERING_H
#define METALIFY_SHIM_CPU_MODULELOWERING_H

#include "cpu/JitModule.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace metalify::cpu {

/// Lowers \p M in place and writes the object file to \p Object. \p Records
/// name the kernels (SymbolName) and receive what was found.
Status lowerModule(llvm::Module &M, std::vector<KernelRecord> &Records,
                   std::string &Object);

} // namespace metalify::cpu

#endif
