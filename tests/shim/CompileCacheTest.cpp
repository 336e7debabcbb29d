//===- CompileCacheTest.cpp - The CPU compiler's module caches ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "CompilerTestUtil.h"

#include "cpu/CompileCache.h"
#include "cpu/Compiler.h"
#include "cpu/PreludePch.h"

#include <fstream>
#include <sstream>

using namespace metalify;
using namespace metalify::cpu;
using namespace metalify::cpu::test;

namespace {

using CompileCacheTest = CompilerFixture;

const char *Source = R"msl(
#include <metal_stdlib>
using namespace metal;
kernel void store(device int *p [[buffer(0)]], uint i [[thread_position_in_grid]]) {
  p[i] = int(i) * 3;
}
)msl";

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

void writeFile(const std::string &Path, const std::string &Bytes) {
  std::ofstream(Path, std::ios::binary | std::ios::trunc) << Bytes;
}

CacheEntry sampleEntry() {
  CacheEntry E;
  E.Object = std::string("\x7f" "ELF object bytes\0with a NUL", 27);
  KernelRecord R;
  R.Info.Name = "ns::k";
  R.Info.MaxTotalThreadsPerThreadgroup = 256;
  R.Info.StaticThreadgroupMemory = 4100;
  R.Info.BufferIndices = {0, 3};
  R.Info.ThreadgroupIndices = {1};
  R.SymbolName = "ns__k";
  R.UsesBarriers = true;
  R.StaticThreadgroupAlign = 32;
  E.Kernels = {R};
  return E;
}

TEST(CacheEntryFormat, RoundTrips) {
  std::optional<CacheEntry> Back =
      parseCacheEntry(serializeCacheEntry(sampleEntry()));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Object, sampleEntry().Object);
  ASSERT_EQ(Back->Kernels.size(), 1u);
  const KernelRecord &R = Back->Kernels[0];
  EXPECT_EQ(R.Info.Name, "ns::k");
  EXPECT_EQ(R.Info.MaxTotalThreadsPerThreadgroup, 256u);
  EXPECT_EQ(R.Info.StaticThreadgroupMemory, 4100u);
  EXPECT_EQ(R.Info.BufferIndices, (std::vector<uint32_t>{0, 3}));
  EXPECT_EQ(R.Info.ThreadgroupIndices, (std::vector<uint32_t>{1}));
  EXPECT_EQ(R.SymbolName, "ns__k");
  EXPECT_TRUE(R.UsesBarriers);
  EXPECT_FALSE(R.UsesSimdgroup);
  EXPECT_EQ(R.StaticThreadgroupAlign, 32u);
}

TEST(CacheEntryFormat, DamageIsDetected) {
  std::string Bytes = serializeCacheEntry(sampleEntry());
  for (size_t Length : {size_t(0), size_t(7), size_t(30), Bytes.size() - 1})
    EXPECT_FALSE(parseCacheEntry(Bytes.substr(0, Length))) << Length;
  for (size_t At : {size_t(0), size_t(9), size_t(40), Bytes.size() - 2}) {
    std::string Flipped = Bytes;
    Flipped[At] ^= 0x20;
    EXPECT_FALSE(parseCacheEntry(Flipped)) << At;
  }
  EXPECT_FALSE(parseCacheEntry(Bytes + "trailing"));
}

TEST_F(CompileCacheTest, KeysSeparateSourcesAndOptions) {
  CompileOptions Base;
  std::string Key = cacheKey(Source, Base);
  EXPECT_EQ(Key, cacheKey(Source, Base));
  EXPECT_NE(Key, cacheKey(std::string(Source) + " ", Base));
  CompileOptions Fast = Base, Version = Base, Defined = Base;
  Fast.FastMath = true;
  Version.LanguageVersion = "3.2";
  Defined.Defines = {"N=1"};
  for (const CompileOptions &O : {Fast, Version, Defined})
    EXPECT_NE(Key, cacheKey(Source, O));
}

TEST_F(CompileCacheTest, DirectoryFollowsTheEnvironment) {
  EXPECT_EQ(cacheDirectory(), CacheDir);
  ::unsetenv("METALIFY_CACHE_DIR");
  ::setenv("XDG_CACHE_HOME", "/tmp/xdg-for-test", 1);
  EXPECT_EQ(cacheDirectory(), "/tmp/xdg-for-test/metalify");
  ::unsetenv("XDG_CACHE_HOME");
  ::setenv("HOME", "/tmp/home-for-test", 1);
  EXPECT_EQ(cacheDirectory(), "/tmp/home-for-test/.cache/metalify");
}

TEST_F(CompileCacheTest, SameSourceComesFromMemory) {
  auto A = compile(Source);
  auto B = compile(Source);
  ASSERT_NE(A, nullptr);
  EXPECT_EQ(A.get(), B.get());
}

TEST_F(CompileCacheTest, NewProcessLoadsTheDiskEntry) {
  ASSERT_NE(compile(Source), nullptr);
  std::string Path = cacheEntryPath(cacheKey(Source, CompileOptions()));
  std::optional<CacheEntry> Entry = parseCacheEntry(readFile(Path));
  ASSERT_TRUE(Entry) << Path;
  // Mark the entry so that a load from disk is visible.
  Entry->Kernels[0].Info.MaxTotalThreadsPerThreadgroup = 999;
  writeFile(Path, serializeCacheEntry(*Entry));
  clearModuleMemoryCache();
  auto K = kernel(compile(Source), "store");
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Info.MaxTotalThreadsPerThreadgroup, 999u);
  int Out[4] = {};
  MetalifyDispatch D = makeDispatch(1, 4);
  D.Buffers[0] = Out;
  runGroups(*K, D);
  EXPECT_EQ(Out[3], 9);
}

TEST_F(CompileCacheTest, DamagedEntryIsRebuilt) {
  ASSERT_NE(compile(Source), nullptr);
  std::string Path = cacheEntryPath(cacheKey(Source, CompileOptions()));
  std::string Good = readFile(Path);
  writeFile(Path, Good.substr(0, Good.size() / 2));
  clearModuleMemoryCache();
  auto K = kernel(compile(Source), "store");
  ASSERT_NE(K, nullptr);
  int Out[2] = {};
  MetalifyDispatch D = makeDispatch(1, 2);
  D.Buffers[0] = Out;
  runGroups(*K, D);
  EXPECT_EQ(Out[1], 3);
  // The rebuild replaced the damaged file, and left no temporary behind.
  EXPECT_TRUE(parseCacheEntry(readFile(Path)));
  std::string Listing = CacheDir + "/cpu";
  std::string Command = "ls '" + Listing + "' | grep -c tmp > /dev/null";
  EXPECT_NE(std::system(Command.c_str()), 0) << "temporary file left over";
}

TEST_F(CompileCacheTest, FailedCompilesAreNotCached) {
  const char *Bad = "kernel void k(device float *p [[buffer(0)]]) { p[0] = q; }";
  std::shared_ptr<CpuModule> M;
  EXPECT_FALSE(compileMsl(Bad, CompileOptions(), M).ok());
  std::ifstream In(cacheEntryPath(cacheKey(Bad, CompileOptions())));
  EXPECT_FALSE(In.good());
}

TEST_F(CompileCacheTest, PreludeIsPrecompiledIntoTheCache) {
  CompileOptions Opts;
  Opts.Defines = {"PCH_TEST_FRESH=" + CacheDir.substr(CacheDir.size() - 6)};
  ASSERT_NE(compile(Source, Opts), nullptr);
  std::string Pch = readFile(precompiledPreludePath(Opts));
  EXPECT_EQ(Pch.substr(0, 4), "CPCH");
}

TEST_F(CompileCacheTest, DamagedPrecompiledPreludeIsNotFatal) {
  CompileOptions Opts;
  Opts.Defines = {"PCH_TEST_DAMAGED=" + CacheDir.substr(CacheDir.size() - 6)};
  std::string Path = precompiledPreludePath(Opts);
  ASSERT_EQ(std::system(("mkdir -p '" + CacheDir + "/cpu'").c_str()), 0);
  writeFile(Path, "CPCH but not really a precompiled header");
  auto K = kernel(compile(Source, Opts), "store");
  ASSERT_NE(K, nullptr);
  std::string Messages;
  EXPECT_TRUE(checkMsl(Source, Opts, Messages).ok()) << Messages;
  EXPECT_EQ(Messages, "");
  // The bad file was dropped (and a good one may have replaced it).
  EXPECT_NE(readFile(Path), "CPCH but not really a precompiled header");
}

} // namespace
