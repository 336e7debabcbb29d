//===- PreludeFiles.h - The Metal standard library the JIT sees -*- C++ -*-===//
//
// Part of metalify. The prelude (shim/cpu/prelude/) is compiled into
// libmetalify; the CPU compiler serves it to Clang from memory. A developer
// can lay a directory over it with $METALIFY_CPU_PRELUDE_DIR (files there win),
// to iterate on the prelude without rebuilding.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_PRELUDEFILES_H
#define METALIFY_SHIM_CPU_PRELUDEFILES_H

#include <map>
#include <mutex>
#include <string>

namespace metalify::cpu {

/// The prelude: relative path -> contents.
struct PreludeFiles {
  std::map<std::string, std::string> Files;
  /// A digest of every path and byte, for cache keys.
  std::string Digest;
};

/// The prelude: the embedded files overlaid with the directory
/// $METALIFY_CPU_PRELUDE_DIR names now (each directory is read once per
/// process).
const PreludeFiles &preludeFiles();

} // namespace metalify::cpu

#endif
