//===- BackendSelectionTest.cpp - METALIFY_BACKEND and module lookup ------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include "common/Modules.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace metalify;

namespace {

/// Sets an environment variable for one test, restoring it afterwards.
class ScopedEnv {
public:
  ScopedEnv(const char *Name, const char *Value) : Name(Name) {
    if (const char *Old = std::getenv(Name))
      Saved = Old;
    setenv(Name, Value, 1);
  }
  ~ScopedEnv() {
    if (Saved.empty())
      unsetenv(Name);
    else
      setenv(Name, Saved.c_str(), 1);
  }

private:
  const char *Name;
  std::string Saved;
};

TEST(BackendSelectionTest, MetalOnLinuxIsAClearError) {
#ifndef __APPLE__
  ScopedEnv Env("METALIFY_BACKEND", "metal");
  Status Error;
  EXPECT_EQ(selectBackend(Error), nullptr);
  EXPECT_EQ(Error.Code, cudaErrorNoDevice);
  EXPECT_NE(Error.Message.find("METALIFY_BACKEND=metal"), std::string::npos);
  EXPECT_NE(Error.Message.find("macOS"), std::string::npos);
#endif
}

TEST(BackendSelectionTest, UnknownBackendIsAClearError) {
  ScopedEnv Env("METALIFY_BACKEND", "vulkan");
  Status Error;
  EXPECT_EQ(selectBackend(Error), nullptr);
  EXPECT_NE(Error.Message.find("'vulkan'"), std::string::npos);
}

TEST(BackendSelectionTest, CpuIsTheDefaultOffApple) {
#ifndef __APPLE__
  ScopedEnv Env("METALIFY_BACKEND", "");
  Status Error;
  std::unique_ptr<Backend> B = selectBackend(Error);
  ASSERT_NE(B, nullptr) << Error.Message;
  EXPECT_STREQ(B->name(), "cpu");
#endif
}

TEST(BackendSelectionTest, RuntimeWithoutBackendFailsEveryCall) {
  ScopedEnv Env("METALIFY_BACKEND", "bogus");
  Runtime::resetForTesting(nullptr);
  ::testing::internal::CaptureStderr();
  int Count = -1;
  EXPECT_EQ(cudaGetDeviceCount(&Count), cudaErrorNoDevice);
  EXPECT_EQ(Count, 0);
  void *P = nullptr;
  EXPECT_EQ(cudaMalloc(&P, 4), cudaErrorNoDevice);
  std::string Err = ::testing::internal::GetCapturedStderr();
  // The reason is printed once, not on every call.
  EXPECT_NE(Err.find("'bogus'"), std::string::npos) << Err;
  EXPECT_EQ(Err.find("'bogus'"), Err.rfind("'bogus'")) << Err;
  Runtime::resetForTesting(nullptr);
  cudaGetLastError();
}

TEST(ModuleLookupTest, RegisteredThenModulePathThenCwd) {
  namespace fs = std::filesystem;
  fs::path Dir = fs::temp_directory_path() /
                 ("metalify-modules-" + std::to_string(getpid()));
  fs::create_directories(Dir);
  fs::path File = Dir / "lookup_test.metal";
  std::ofstream(File) << "from the path";
  std::string Searched;
  EXPECT_FALSE(loadModuleSource("lookup_test.metal", Searched));
  EXPECT_NE(Searched.find("embedded"), std::string::npos);
  {
    ScopedEnv Env("METALIFY_MODULE_PATH",
                  ("/nonexistent:" + Dir.string()).c_str());
    std::optional<std::string> Found =
        loadModuleSource("lookup_test.metal", Searched);
    ASSERT_TRUE(Found);
    EXPECT_EQ(*Found, "from the path");
    registerModule("lookup_test.metal", "registered", 10);
    Found = loadModuleSource("lookup_test.metal", Searched);
    ASSERT_TRUE(Found);
    EXPECT_EQ(*Found, "registered");
  }
  fs::remove_all(Dir);
}

} // namespace
