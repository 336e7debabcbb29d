//===- FakeBackend.h - A Backend test double for runtime tests -*- C++ -*-===//
//
// Part of metalify. The runtime API is tested against this double, not the
// CPU backend. A "module" is a list of lines
//
//   kernel NAME [max=N] [static=BYTES] [dynamic] [log] [vote] [locks]
//
// (`dynamic`: the kernel has [[threadgroup(0)]]; `log`: [[buffer(30)]], the
// device log; `vote`: [[threadgroup(30)]], block-vote scratch; `locks`:
// [[buffer(29)]], the 64-bit atomics' lock table); "#error" in
// a module fails its compile. Dispatches are logged and run a per-kernel
// behaviour.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_SHIM_FAKEBACKEND_H
#define METALIFY_TESTS_SHIM_FAKEBACKEND_H

#include "common/Backend.h"
#include "common/Runtime.h"
#include "metalify/runtime.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <functional>
#include <map>
#include <mutex>
#include <sstream>

namespace metalify::testing {

/// A compiled fake kernel.
class FakeKernel : public KernelFunction {
public:
  explicit FakeKernel(KernelInfo Info) : Info(std::move(Info)) {}
  const KernelInfo &info() const override { return Info; }

private:
  KernelInfo Info;
};

/// A compiled fake module.
class FakeLibrary : public Library {
public:
  std::map<std::string, std::shared_ptr<FakeKernel>> Kernels;

  std::shared_ptr<KernelFunction> kernel(std::string_view Name,
                                         Status &Error) override {
    auto It = Kernels.find(std::string(Name));
    if (It != Kernels.end())
      return It->second;
    Error = Status::error(500, "[fake] no such kernel");
    return nullptr;
  }
  std::vector<std::string> kernelNames() const override {
    std::vector<std::string> Names;
    for (auto &Entry : Kernels)
      Names.push_back(Entry.first);
    return Names;
  }
};

/// One dispatch as the backend saw it.
struct DispatchRecord {
  std::string Kernel;
  DispatchArgs Args;
  Size3 Groups, Threads;
};

/// The test double.
class FakeBackend : public Backend {
public:
  using Behaviour = std::function<Status(const DispatchArgs &, Size3, Size3)>;

  DeviceLimits Limits;
  std::mutex Mutex;
  std::vector<DispatchRecord> Dispatches;
  std::map<std::string, Behaviour> Behaviours;
  std::atomic<int> Compiles{0};
  /// The options of the last compile.
  CompileOptions LastOptions;
  std::atomic<int> LiveAllocations{0};

  FakeBackend() {
    Limits.Name = "fake device";
    Limits.TotalMemory = 1ull << 30;
    Limits.ComputeUnits = 4;
  }
  const char *name() const override { return "fake"; }
  const DeviceLimits &limits() const override { return Limits; }

  Status compile(std::string_view Source, const CompileOptions &Opts,
                 std::shared_ptr<Library> &Out) override {
    ++Compiles;
    LastOptions = Opts;
    if (Source.find("#error") != std::string_view::npos)
      return Status::error(300, "[fake] compile error");
    auto Lib = std::make_shared<FakeLibrary>();
    std::istringstream In{std::string(Source)};
    std::string Word;
    KernelInfo Info;
    while (In >> Word) {
      if (Word == "kernel") {
        flush(*Lib, Info);
        Info = KernelInfo{};
        In >> Info.Name;
      } else if (Word.rfind("max=", 0) == 0) {
        Info.MaxTotalThreadsPerThreadgroup = std::stoul(Word.substr(4));
      } else if (Word.rfind("static=", 0) == 0) {
        Info.StaticThreadgroupMemory = std::stoul(Word.substr(7));
      } else if (Word == "dynamic") {
        Info.ThreadgroupIndices.push_back(0);
      } else if (Word == "log") {
        Info.BufferIndices.push_back(30);
      } else if (Word == "vote") {
        Info.ThreadgroupIndices.push_back(30);
      } else if (Word == "locks") {
        Info.BufferIndices.push_back(29);
      }
    }
    flush(*Lib, Info);
    Out = Lib;
    return Status::success();
  }

  Status dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                  Size3 Groups, Size3 Threads) override {
    Behaviour B;
    {
      std::lock_guard<std::mutex> Lock(Mutex);
      Dispatches.push_back({Kernel.info().Name, Args, Groups, Threads});
      // A copied DispatchArgs still points at the original's setBytes data.
      DispatchArgs &Copy = Dispatches.back().Args;
      for (unsigned I = 0; I < DispatchArgs::MaxBuffers; ++I)
        if (!Copy.Bytes[I].empty())
          Copy.Buffers[I].Data = Copy.Bytes[I].data();
      auto It = Behaviours.find(Kernel.info().Name);
      if (It != Behaviours.end())
        B = It->second;
    }
    return B ? B(Args, Groups, Threads) : Status::success();
  }

  Status allocate(size_t Size, Allocation &Out) override {
    void *P = std::aligned_alloc(256, (Size + 255) / 256 * 256);
    if (!P)
      return Status::error(2, "[fake] out of memory");
    ++LiveAllocations;
    Out = Allocation{P, Size, nullptr};
    return Status::success();
  }
  void release(const Allocation &A) override {
    --LiveAllocations;
    std::free(A.Base);
  }

  size_t dispatchCount() {
    std::lock_guard<std::mutex> Lock(Mutex);
    return Dispatches.size();
  }
  DispatchRecord dispatchAt(size_t I) {
    std::lock_guard<std::mutex> Lock(Mutex);
    return Dispatches.at(I);
  }

private:
  static void flush(FakeLibrary &Lib, const KernelInfo &Info) {
    if (!Info.Name.empty())
      Lib.Kernels[Info.Name] = std::make_shared<FakeKernel>(Info);
  }
};

/// Installs a fresh runtime over a FakeBackend for each test.
class RuntimeTest : public ::testing::Test {
protected:
  FakeBackend *Fake = nullptr;

  void SetUp() override {
    auto B = std::make_unique<FakeBackend>();
    Fake = B.get();
    Runtime::resetForTesting(std::move(B));
    cudaGetLastError();
  }
  void TearDown() override {
    Runtime::resetForTesting(nullptr);
    cudaGetLastError();
  }
};

} // namespace metalify::testing

#endif
