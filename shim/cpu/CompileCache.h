//===- CompileCache.h - Compiled MSL modules, on disk -----------*- C++ -*-===//
//
// Part of metalify. One file per module under the user cache directory
// ($METALIFY_CACHE_DIR, else $XDG_CACHE_HOME/metalify, else
// ~/.cache/metalify), named by a hash of the source, the options, the
// compiler version and build, the prelude and the host CPU. A file holds a header
// (magic, format version, payload size, payload checksum), the kernel
// records (JSON) and the object file. A damaged file is ignored (and
// replaced by the next store); stores write a temporary file and rename it,
// so readers never see half an entry.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_COMPILECACHE_H
#define METALIFY_SHIM_CPU_COMPILECACHE_H

#include "cpu/JitModule.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace metalify::cpu {

/// One cached module.
struct CacheEntry {
  std::string Object;
  std::vector<KernelRecord> Kernels;
};

/// The key of \p Source compiled with \p Opts by this build on this host.
std::string cacheKey(std::string_view Source, const CompileOptions &Opts);

/// The cache directory for this process's environment.
std::string cacheDirectory();

/// The file that holds \p Key's entry.
std::string cacheEntryPath(const std::string &Key);

/// Reads \p Key's entry; nullopt when absent or damaged.
std::optional<CacheEntry> loadCacheEntry(const std::string &Key);

/// Writes \p Key's entry atomically; failures are silent (the cache is an
/// optimisation).
void storeCacheEntry(const std::string &Key, const CacheEntry &Entry);

/// Entry <-> bytes, exposed for tests.
std::string serializeCacheEntry(const CacheEntry &Entry);
std::optional<CacheEntry> parseCacheEntry(std::string_view Bytes);

} // namespace metalify::cpu

#endif
