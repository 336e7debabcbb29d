//===- PreludePch.h - The prelude as a precompiled header -------*- C++ -*-===//
//
// Part of metalify. A cold compile parses the MSL twice (analysis, code
// generation), and most of each parse is the prelude. The prelude and the
// compiler's preamble are precompiled once per prelude, language version,
// math mode and defines, kept in memory and in the compile cache directory
// (cpu/prelude-<key>.pch, written atomically), and loaded by later compiles
// and processes.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_PRELUDEPCH_H
#define METALIFY_SHIM_CPU_PRELUDEPCH_H

#include "common/Backend.h"

#include <memory>
#include <string>
#include <string_view>

namespace metalify::cpu {

/// The precompiled prelude for \p Opts, or null when \p Source does not
/// include <metal_stdlib> or none is available; builds it when \p Build.
std::shared_ptr<const std::string>
precompiledPrelude(std::string_view Source, const CompileOptions &Opts,
                   bool Build);

/// Forgets the PCH for \p Opts, in memory and on disk (it failed where the
/// plain prelude worked).
void discardPrecompiledPrelude(const CompileOptions &Opts);

/// Where the PCH for \p Opts is kept in the cache directory.
std::string precompiledPreludePath(const CompileOptions &Opts);

} // namespace metalify::cpu

#endif
