//===- CompileArgsTest.cpp - The Clang command line of a CUDA file --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/CompileArgs.h"
#include "Driver/CudaHeaders.h"

#include "llvm/Support/VirtualFileSystem.h"
#include "gtest/gtest.h"

#include <algorithm>

using namespace metalify;

namespace {

bool contains(const std::vector<std::string> &Args, llvm::StringRef Arg) {
  return std::find(Args.begin(), Args.end(), Arg) != Args.end();
}

TEST(CompileArgs, DatabaseFlagsKeepOnlyWhatShapesParsing) {
  std::vector<std::string> Command = {
      "nvcc", "-c",          "-arch=sm_80", "-Iinc",   "-I",  "/abs/inc",
      "-DN=4", "-D",         "M",           "-UOLD",   "-O2", "-std=c++20",
      "-isystem", "sys",     "-o",          "a.o",     "a.cu"};
  std::vector<std::string> Flags = filterDatabaseFlags(Command, "/proj");
  std::vector<std::string> Expected = {
      "-I", "/proj/inc", "-I", "/abs/inc", "-DN=4", "-DM", "-UOLD",
      "-std=c++20", "-isystem", "/proj/sys"};
  EXPECT_EQ(Flags, Expected);
}

TEST(CompileArgs, UserFlagsComeAfterDatabaseFlags) {
  TranslateOptions Opts;
  Opts.IncludeDirs = {"inc"};
  Opts.Defines = {"A=1", "-UB"};
  Opts.Std = "c++20";
  std::vector<std::string> Args =
      buildClangArgs("k.cu", Opts, {"-std=c++14", "-DDB"}, "/res");
  EXPECT_EQ(Args.front(), "clang++");
  EXPECT_EQ(Args.back(), "k.cu");
  EXPECT_TRUE(contains(Args, "--cuda-host-only"));
  EXPECT_TRUE(contains(Args, "-nocudainc"));
  EXPECT_TRUE(contains(Args, "-Iinc"));
  EXPECT_TRUE(contains(Args, "-DA=1"));
  EXPECT_TRUE(contains(Args, "-UB"));
  // The last -std wins in Clang: the user's must follow the database's.
  auto Db = std::find(Args.begin(), Args.end(), "-std=c++14");
  auto User = std::find(Args.begin(), Args.end(), "-std=c++20");
  ASSERT_NE(Db, Args.end());
  ASSERT_NE(User, Args.end());
  EXPECT_LT(Db, User);
}

TEST(CompileArgs, NoDatabaseMeansNoFlags) {
  TranslateOptions Opts;
  llvm::Expected<std::vector<std::string>> Flags =
      loadDatabaseFlags("k.cu", Opts);
  ASSERT_TRUE(static_cast<bool>(Flags));
  EXPECT_TRUE(Flags->empty());
}

TEST(CompileArgs, MissingDatabaseIsAnError) {
  TranslateOptions Opts;
  Opts.CompilationDatabaseDir = "/nonexistent/metalify/db";
  llvm::Expected<std::vector<std::string>> Flags =
      loadDatabaseFlags("k.cu", Opts);
  ASSERT_FALSE(static_cast<bool>(Flags));
  EXPECT_EQ(llvm::toString(Flags.takeError()),
            "no compile_commands.json there");
}

TEST(CudaHeaders, OverlayServesEmbeddedHeaders) {
  auto FS = createCudaHeaderOverlay(llvm::vfs::getRealFileSystem());
  for (const char *Name : {"cuda_runtime.h", "cuda_fp16.h",
                           "cooperative_groups.h", "crt/host_defines.h"}) {
    std::string Path = (cudaIncludeDir() + "/" + Name).str();
    auto Buffer = FS->getBufferForFile(Path);
    ASSERT_TRUE(static_cast<bool>(Buffer)) << Path;
    EXPECT_NE((*Buffer)->getBuffer().find("Part of metalify"),
              llvm::StringRef::npos)
        << Path;
  }
  EXPECT_FALSE(static_cast<bool>(
      FS->getBufferForFile((cudaIncludeDir() + "/curand_kernel.h").str())));
}

} // namespace
