//===- CompileCache.cpp - Compiled MSL modules, on disk -------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/CompileCache.h"

#include "cpu/ClangFrontend.h"
#include "cpu/PreludeFiles.h"
#include "cpu/WideKernel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cstdlib>
#include <dlfcn.h>

using namespace metalify;
using namespace metalify::cpu;
namespace endian = llvm::support::endian;

namespace metalify::cpu {
bool fromJSON(const llvm::json::Value &V, KernelRecord &R, llvm::json::Path P);
} // namespace metalify::cpu

namespace {

constexpr llvm::StringLiteral Magic = "MTLFYCPU";
/// Bump when the entry layout or the records change.
constexpr uint32_t FormatVersion = 3;
/// Magic, version, payload size, checksum.
constexpr size_t HeaderSize = 8 + 4 + 8 + 8;

llvm::json::Value toJson(const KernelRecord &R) {
  return llvm::json::Object{
      {"name", R.Info.Name},
      {"symbol", R.SymbolName},
      {"max_threads", R.Info.MaxTotalThreadsPerThreadgroup},
      {"static_tg", static_cast<int64_t>(R.Info.StaticThreadgroupMemory)},
      {"static_tg_align", R.StaticThreadgroupAlign},
      {"buffers", llvm::json::Array(R.Info.BufferIndices)},
      {"threadgroups", llvm::json::Array(R.Info.ThreadgroupIndices)},
      {"barriers", R.UsesBarriers},
      {"simdgroup", R.UsesSimdgroup},
      {"frame_size", static_cast<int64_t>(R.FrameSize)},
      {"fiber_reason", R.FiberReason},
      {"wide_lanes", R.WideLanes},
      {"wide_reason", R.WideReason}};
}

/// Identifies this build of libmetalify (its file's size and modification
/// time), so that entries written by an older build of the same version,
/// whose generated code may differ, are never reused.
std::string compilerBuildId() {
  static const std::string Id = [] {
    Dl_info Info;
    llvm::sys::fs::file_status Status;
    if (!dladdr(reinterpret_cast<void *>(&compilerBuildId), &Info) ||
        !Info.dli_fname || llvm::sys::fs::status(Info.dli_fname, Status))
      return std::string("unknown");
    return std::to_string(Status.getSize()) + ":" +
           std::to_string(Status.getLastModificationTime()
                              .time_since_epoch()
                              .count());
  }();
  return Id;
}

} // namespace

/// Read by llvm::json::fromJSON for vectors of records (found by ADL).
bool metalify::cpu::fromJSON(const llvm::json::Value &V, KernelRecord &R,
                             llvm::json::Path P) {
  llvm::json::ObjectMapper O(V, P);
  int64_t MaxThreads = 0, StaticTg = 0, StaticAlign = 0, FrameSize = 0,
          WideLanes = 0;
  std::vector<int64_t> Buffers, Groups;
  bool Ok = O && O.map("name", R.Info.Name) && O.map("symbol", R.SymbolName) &&
            O.map("max_threads", MaxThreads) && O.map("static_tg", StaticTg) &&
            O.map("static_tg_align", StaticAlign) &&
            O.map("buffers", Buffers) && O.map("threadgroups", Groups) &&
            O.map("barriers", R.UsesBarriers) &&
            O.map("simdgroup", R.UsesSimdgroup) &&
            O.map("frame_size", FrameSize) &&
            O.map("fiber_reason", R.FiberReason) &&
            O.map("wide_lanes", WideLanes) &&
            O.map("wide_reason", R.WideReason);
  R.FrameSize = static_cast<uint64_t>(FrameSize);
  R.WideLanes = static_cast<unsigned>(WideLanes);
  R.Info.MaxTotalThreadsPerThreadgroup = static_cast<uint32_t>(MaxThreads);
  R.Info.StaticThreadgroupMemory = static_cast<uint64_t>(StaticTg);
  R.StaticThreadgroupAlign = static_cast<unsigned>(StaticAlign);
  R.Info.BufferIndices.assign(Buffers.begin(), Buffers.end());
  R.Info.ThreadgroupIndices.assign(Groups.begin(), Groups.end());
  return Ok;
}

std::string metalify::cpu::cacheKey(std::string_view Source,
                                    const CompileOptions &Opts) {
  llvm::SHA256 Hash;
  auto Add = [&](llvm::StringRef S) {
    Hash.update(S);
    Hash.update(llvm::StringRef("\0", 1));
  };
  Add(METALIFY_VERSION);
  Add(compilerBuildId());
  Add(LLVM_VERSION_STRING);
  Add(std::to_string(FormatVersion));
  Add(preludeFiles().Digest);
  const HostTarget &H = hostTarget();
  Add(H.Triple);
  Add(H.Cpu);
  for (const std::string &F : H.Features)
    Add(F);
  Add(Opts.LanguageVersion);
  Add(Opts.FastMath ? "fast" : "safe");
  Add(wideKernelsEnabled() ? "wide" : "narrow");
  Add(Opts.SourceName);
  for (const std::string &D : Opts.Defines)
    Add(D);
  Add(llvm::StringRef(Source.data(), Source.size()));
  return llvm::toHex(Hash.final(), /*LowerCase=*/true);
}

std::string metalify::cpu::cacheDirectory() {
  if (const char *Dir = std::getenv("METALIFY_CACHE_DIR"); Dir && *Dir)
    return Dir;
  llvm::SmallString<256> Path;
  if (const char *Xdg = std::getenv("XDG_CACHE_HOME"); Xdg && *Xdg) {
    Path = Xdg;
  } else if (llvm::sys::path::home_directory(Path)) {
    llvm::sys::path::append(Path, ".cache");
  } else {
    return "";
  }
  llvm::sys::path::append(Path, "metalify");
  return std::string(Path);
}

std::string metalify::cpu::cacheEntryPath(const std::string &Key) {
  llvm::SmallString<256> Path(cacheDirectory());
  llvm::sys::path::append(Path, "cpu", Key + ".mco");
  return std::string(Path);
}

std::string metalify::cpu::serializeCacheEntry(const CacheEntry &Entry) {
  llvm::json::Array Kernels;
  for (const KernelRecord &R : Entry.Kernels)
    Kernels.push_back(toJson(R));
  std::string Json;
  llvm::raw_string_ostream(Json) << llvm::json::Value(std::move(Kernels));
  std::string Payload(8, '\0');
  endian::write64le(Payload.data(), Json.size());
  Payload += Json;
  Payload += Entry.Object;
  std::string Bytes(HeaderSize, '\0');
  std::copy(Magic.begin(), Magic.end(), Bytes.begin());
  endian::write32le(&Bytes[8], FormatVersion);
  endian::write64le(&Bytes[12], Payload.size());
  endian::write64le(&Bytes[20], llvm::xxh3_64bits(llvm::StringRef(Payload)));
  return Bytes + Payload;
}

std::optional<CacheEntry>
metalify::cpu::parseCacheEntry(std::string_view Bytes) {
  if (Bytes.size() < HeaderSize + 8 || Bytes.substr(0, 8) != Magic.str() ||
      endian::read32le(&Bytes[8]) != FormatVersion)
    return std::nullopt;
  std::string_view Payload = Bytes.substr(HeaderSize);
  if (endian::read64le(&Bytes[12]) != Payload.size() ||
      endian::read64le(&Bytes[20]) !=
          llvm::xxh3_64bits(llvm::StringRef(Payload.data(), Payload.size())))
    return std::nullopt;
  uint64_t JsonSize = endian::read64le(Payload.data());
  if (JsonSize > Payload.size() - 8)
    return std::nullopt;
  auto Json = llvm::json::parse(
      llvm::StringRef(Payload.data() + 8, JsonSize));
  if (!Json) {
    llvm::consumeError(Json.takeError());
    return std::nullopt;
  }
  CacheEntry Entry;
  llvm::json::Path::Root Root;
  if (!llvm::json::fromJSON(*Json, Entry.Kernels, Root))
    return std::nullopt;
  Entry.Object.assign(Payload.substr(8 + JsonSize));
  return Entry;
}

std::optional<CacheEntry>
metalify::cpu::loadCacheEntry(const std::string &Key) {
  if (cacheDirectory().empty())
    return std::nullopt;
  auto Buffer = llvm::MemoryBuffer::getFile(cacheEntryPath(Key),
                                            /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  llvm::StringRef Bytes = (*Buffer)->getBuffer();
  return parseCacheEntry(std::string_view(Bytes.data(), Bytes.size()));
}

void metalify::cpu::storeCacheEntry(const std::string &Key,
                                    const CacheEntry &Entry) {
  if (cacheDirectory().empty())
    return;
  std::string Path = cacheEntryPath(Key);
  if (llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return;
  int FD = -1;
  llvm::SmallString<256> Temp;
  if (llvm::sys::fs::createUniqueFile(Path + ".%%%%%%%%.tmp", FD, Temp))
    return;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << serializeCacheEntry(Entry);
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return;
    }
  }
  if (llvm::sys::fs::rename(Temp, Path))
    llvm::sys::fs::remove(Temp);
}
