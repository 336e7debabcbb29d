//===- CompilerTestUtil.h - Helpers for the CPU compiler's tests -*- C++ -*-===//
//
// Part of metalify. The compiler's tests compile against the embedded
// prelude into a private cache directory, and call the generated entry
// points directly.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_SHIM_COMPILERTESTUTIL_H
#define METALIFY_TESTS_SHIM_COMPILERTESTUTIL_H

#include "cpu/Compiler.h"
#include "cpu/CpuModule.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace metalify::cpu::test {

/// The embedded prelude, a fresh cache directory and an empty in-memory
/// module cache for one test.
class CompilerFixture : public ::testing::Test {
protected:
  void SetUp() override {
    ::unsetenv("METALIFY_CPU_PRELUDE_DIR");
    char Template[] = "/tmp/metalify-cpucc-XXXXXX";
    CacheDir = ::mkdtemp(Template);
    ::setenv("METALIFY_CACHE_DIR", CacheDir.c_str(), 1);
    clearModuleMemoryCache();
  }
  void TearDown() override {
    ::unsetenv("METALIFY_CACHE_DIR");
    std::string Command = "rm -rf '" + CacheDir + "'";
    (void)std::system(Command.c_str());
  }

  /// Compiles \p Source; fails the test with the compiler's message.
  std::shared_ptr<CpuModule> compile(const std::string &Source,
                                     CompileOptions Opts = {}) {
    std::shared_ptr<CpuModule> M;
    Status S = compileMsl(Source, Opts, M);
    EXPECT_TRUE(S.ok()) << S.Message;
    return M;
  }

  /// The kernel \p Name of \p M; fails the test when it is missing.
  static std::shared_ptr<CpuKernel> kernel(const std::shared_ptr<CpuModule> &M,
                                           const char *Name) {
    auto K = M ? M->kernel(Name) : nullptr;
    EXPECT_NE(K, nullptr) << "no kernel " << Name;
    return K;
  }

  std::string CacheDir;
};

/// A dispatch of Groups x Threads (1-D unless set otherwise).
inline MetalifyDispatch makeDispatch(unsigned Groups, unsigned Threads) {
  MetalifyDispatch D{};
  D.ThreadsPerThreadgroup[0] = Threads;
  D.ThreadsPerThreadgroup[1] = D.ThreadsPerThreadgroup[2] = 1;
  D.ThreadgroupsPerGrid[0] = Groups;
  D.ThreadgroupsPerGrid[1] = D.ThreadgroupsPerGrid[2] = 1;
  return D;
}

/// Runs every threadgroup of \p D through the plain-loop entry point.
inline void runGroups(const CpuKernel &K, MetalifyDispatch D) {
  ASSERT_NE(K.Group, nullptr);
  for (unsigned Z = 0; Z < D.ThreadgroupsPerGrid[2]; ++Z)
    for (unsigned Y = 0; Y < D.ThreadgroupsPerGrid[1]; ++Y)
      for (unsigned X = 0; X < D.ThreadgroupsPerGrid[0]; ++X) {
        unsigned G[3] = {X, Y, Z};
        D.ThreadgroupPosition[0] = X;
        D.ThreadgroupPosition[1] = Y;
        D.ThreadgroupPosition[2] = Z;
        K.Group(&D, G);
      }
}

} // namespace metalify::cpu::test

#endif
