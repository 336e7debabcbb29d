//===- CpuBackend.cpp - The Backend that runs MSL on the CPU --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/CpuBackend.h"

#include "cpu/CpuModule.h"
#include "cpu/ThreadPool.h"
#include "metalify/cuda_types.h"

#include <cstdlib>
#include <fmt/format.h>
#include <unistd.h>

namespace metalify {
namespace cpu {
namespace {

ExecutorOptions withHostLimits(ExecutorOptions Opts) {
  if (Opts.Workers == 0)
    Opts.Workers = ThreadPool::defaultSize();
  Opts.Limits = CpuBackend::hostLimits(Opts.Workers);
  return Opts;
}

/// A compiled module as a Library; kernels it hands out keep it alive.
class CpuLibrary final : public Library {
public:
  explicit CpuLibrary(std::shared_ptr<CpuModule> Module)
      : Module(std::move(Module)) {}

  std::shared_ptr<KernelFunction> kernel(std::string_view Name,
                                         Status &Error) override {
    std::shared_ptr<CpuKernel> Kernel = Module->kernel(Name);
    if (!Kernel) {
      Error = Status::error(cudaErrorInvalidDeviceFunction,
                            fmt::format("[cpu] no kernel named '{}'", Name));
      return nullptr;
    }
    auto Holder = std::make_shared<KernelHolder>(KernelHolder{Module, Kernel});
    return std::shared_ptr<KernelFunction>(Holder, Holder->Kernel.get());
  }

  std::vector<std::string> kernelNames() const override {
    return Module->kernelNames();
  }

private:
  struct KernelHolder {
    std::shared_ptr<CpuModule> Module;
    std::shared_ptr<CpuKernel> Kernel;
  };
  std::shared_ptr<CpuModule> Module;
};

} // namespace

CpuBackend::CpuBackend(ExecutorOptions Opts)
    : Exec(withHostLimits(std::move(Opts))) {}

DeviceLimits CpuBackend::hostLimits(unsigned Workers) {
  DeviceLimits Limits;
  long Pages = sysconf(_SC_PHYS_PAGES), Page = sysconf(_SC_PAGESIZE);
  Limits.TotalMemory = Pages > 0 && Page > 0 ? uint64_t(Pages) * Page : 0;
  Limits.Name = fmt::format("metalify CPU ({} threads)", Workers);
  return Limits;
}

/// \p Opts with METALIFY_FP64_SOFTWARE defined when METALIFY_CPU_FP64 is
/// "software": metalify::f64 (CUDA's double) then runs the integer
/// arithmetic that Metal runs, instead of the host's double.
static CompileOptions withFp64Choice(const CompileOptions &Opts) {
  const char *Choice = std::getenv("METALIFY_CPU_FP64");
  if (!Choice || std::string_view(Choice) != "software")
    return Opts;
  CompileOptions Software = Opts;
  Software.Defines.push_back("METALIFY_FP64_SOFTWARE");
  return Software;
}

Status CpuBackend::compile(std::string_view Source, const CompileOptions &Opts,
                           std::shared_ptr<Library> &Out) {
  std::shared_ptr<CpuModule> Module;
  if (Status S = compileMsl(Source, withFp64Choice(Opts), Module); !S.ok())
    return S;
  Out = std::make_shared<CpuLibrary>(std::move(Module));
  return Status::success();
}

Status CpuBackend::dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                            Size3 Groups, Size3 Threads) {
  // Every KernelFunction this backend hands out is a CpuKernel.
  return Exec.run(static_cast<CpuKernel &>(Kernel), Args, Groups, Threads);
}

Status CpuBackend::allocate(size_t Size, Allocation &Out) {
  constexpr size_t Align = 64;
  size_t Rounded = (std::max<size_t>(Size, 1) + Align - 1) / Align * Align;
  void *Base = std::aligned_alloc(Align, Rounded);
  if (!Base)
    return Status::error(cudaErrorMemoryAllocation,
                         fmt::format("[cpu] cannot allocate {} bytes", Size));
  Out = Allocation{Base, Size, nullptr};
  return Status::success();
}

void CpuBackend::release(const Allocation &A) { std::free(A.Base); }

} // namespace cpu

std::unique_ptr<Backend> createCpuBackend() {
  return std::make_unique<cpu::CpuBackend>();
}

} // namespace metalify
