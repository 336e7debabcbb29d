//===- PendingBackend.cpp - TEMPORARY: CPU backend until it lands ---------===//
//
// Part of metalify. TEMPORARY, delete when shim/cpu defines
// createCpuBackend(). The symbol is weak, so the real CPU backend replaces
// it at link time without a conflict. This placeholder allocates memory (so
// the runtime's memory API works) and fails every compile with a clear
// message; it never pretends to run a kernel.
//
//===----------------------------------------------------------------------===//
#include "common/Backend.h"

#include <cstdlib>
#include <cstring>

namespace metalify {
namespace {

/// Memory only; compiling says the CPU backend is not linked in.
class PendingCpuBackend final : public Backend {
public:
  PendingCpuBackend() { Limits.Name = "metalify CPU (pending)"; }
  const char *name() const override { return "cpu"; }
  const DeviceLimits &limits() const override { return Limits; }

  Status compile(std::string_view, const CompileOptions &,
                 std::shared_ptr<Library> &) override {
    return Status::error(/*cudaErrorInvalidSource*/ 300,
                         "[shim::cpu] the CPU backend is not part of this "
                         "build yet (shim/common/PendingBackend.cpp)");
  }
  Status dispatch(KernelFunction &, const DispatchArgs &, Size3,
                  Size3) override {
    return Status::error(/*cudaErrorLaunchFailure*/ 719,
                         "[shim::cpu] the CPU backend is not part of this "
                         "build yet");
  }
  Status allocate(size_t Size, Allocation &Out) override {
    size_t Rounded = (Size + 255) / 256 * 256;
    void *P = std::aligned_alloc(256, Rounded ? Rounded : 256);
    if (!P)
      return Status::error(/*cudaErrorMemoryAllocation*/ 2, "");
    Out = Allocation{P, Size, nullptr};
    return Status::success();
  }
  void release(const Allocation &A) override { std::free(A.Base); }

private:
  DeviceLimits Limits;
};

} // namespace

__attribute__((weak)) std::unique_ptr<Backend> createCpuBackend() {
  return std::make_unique<PendingCpuBackend>();
}

} // namespace metalify
