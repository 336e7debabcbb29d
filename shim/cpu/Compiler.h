//===- Compiler.h - The CPU compiler's process-wide state ------*- C++ -*-===//
//
// Part of metalify. compileMsl and checkMsl are declared in CpuModule.h; this
// header holds what only tests and benchmarks need.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_COMPILER_H
#define METALIFY_SHIM_CPU_COMPILER_H

namespace metalify::cpu {

/// Forgets the modules this process compiled or loaded (modules still held
/// stay valid), so that the next compileMsl goes to the disk cache.
void clearModuleMemoryCache();

} // namespace metalify::cpu

#endif
