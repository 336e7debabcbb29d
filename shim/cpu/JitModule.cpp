//===- JitModule.cpp - A compiled MSL library in an LLJIT -----------------===//
//
// Part of metalify. The executor's hooks are defined in the JIT as absolute
// symbols (they live in this library, whatever its symbol visibility); other
// external symbols (libm) resolve in the process.
//
//===----------------------------------------------------------------------===//
#include "cpu/JitModule.h"
#include "cpu/ResumableKernel.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"

#include <fmt/format.h>

#include <map>
#include <mutex>

using namespace metalify;
using namespace metalify::cpu;
using namespace llvm::orc;

namespace {

constexpr int ErrorInvalidSource = 300;

/// A CpuModule that owns its JIT.
class JitModule : public CpuModule {
public:
  explicit JitModule(std::unique_ptr<LLJIT> J) : J(std::move(J)) {}

  std::shared_ptr<CpuKernel> kernel(std::string_view Name) const override {
    auto It = Kernels.find(std::string(Name));
    return It == Kernels.end() ? nullptr : It->second;
  }
  std::vector<std::string> kernelNames() const override {
    std::vector<std::string> Names;
    for (const auto &[Name, K] : Kernels)
      Names.push_back(Name);
    return Names;
  }

  std::unique_ptr<LLJIT> J;
  std::map<std::string, std::shared_ptr<CpuKernel>> Kernels;
};

void initializeNativeTarget() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

Status jitError(llvm::Error E) {
  return Status::error(ErrorInvalidSource,
                       "[cpu] JIT link failed: " + llvm::toString(std::move(E)));
}

/// The executor hooks of metalify_cpu_abi.h as absolute symbols.
llvm::Error defineHooks(LLJIT &J) {
  MangleAndInterner Mangle(J.getExecutionSession(), J.getDataLayout());
  auto Flags = llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable;
  SymbolMap Hooks{
      {Mangle("__metalify_threadgroup_barrier"),
       {ExecutorAddr::fromPtr(&__metalify_threadgroup_barrier), Flags}},
      {Mangle("__metalify_simdgroup_barrier"),
       {ExecutorAddr::fromPtr(&__metalify_simdgroup_barrier), Flags}},
      {Mangle("__metalify_simd_exchange"),
       {ExecutorAddr::fromPtr(&__metalify_simd_exchange), Flags}},
      {Mangle("__metalify_simd_lane"),
       {ExecutorAddr::fromPtr(&__metalify_simd_lane), Flags}},
      {Mangle("__metalify_kernel_error"),
       {ExecutorAddr::fromPtr(&__metalify_kernel_error), Flags}},
  };
  return J.getMainJITDylib().define(absoluteSymbols(std::move(Hooks)));
}

llvm::Expected<std::unique_ptr<LLJIT>> createJit() {
  initializeNativeTarget();
  auto JTMB = JITTargetMachineBuilder::detectHost();
  if (!JTMB)
    return JTMB.takeError();
  JTMB->setRelocationModel(llvm::Reloc::PIC_);
  auto J = LLJITBuilder().setJITTargetMachineBuilder(std::move(*JTMB)).create();
  if (!J)
    return J.takeError();
  auto Process = DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*J)->getDataLayout().getGlobalPrefix());
  if (!Process)
    return Process.takeError();
  (*J)->getMainJITDylib().addGenerator(std::move(*Process));
  if (llvm::Error E = defineHooks(**J))
    return std::move(E);
  return J;
}

template <class Fn>
llvm::Expected<Fn> lookupEntry(LLJIT &J, const std::string &Name) {
  auto Addr = J.lookup(Name);
  if (!Addr)
    return Addr.takeError();
  return Addr->toPtr<Fn>();
}

} // namespace

Status metalify::cpu::loadJitModule(std::string Object,
                                    const std::vector<KernelRecord> &Records,
                                    std::shared_ptr<CpuModule> &Out) {
  auto J = createJit();
  if (!J)
    return jitError(J.takeError());
  auto Buffer = llvm::MemoryBuffer::getMemBufferCopy(Object, "msl-module.o");
  if (llvm::Error E = (*J)->addObjectFile(std::move(Buffer)))
    return jitError(std::move(E));
  auto Module = std::make_shared<JitModule>(std::move(*J));
  for (const KernelRecord &R : Records) {
    auto K = std::make_shared<CpuKernel>();
    K->Info = R.Info;
    K->UsesBarriers = R.UsesBarriers;
    K->UsesSimdgroup = R.UsesSimdgroup;
    K->StaticThreadgroupAlign = R.StaticThreadgroupAlign;
    auto Thread =
        lookupEntry<ThreadEntry>(*Module->J, "__metalify_thread_" + R.SymbolName);
    if (!Thread)
      return jitError(Thread.takeError());
    K->Thread = *Thread;
    K->FrameSize = R.FrameSize;
    K->FiberReason = R.FiberReason;
    K->WideLanes = R.WideLanes;
    K->WideReason = R.WideReason;
    if (R.FrameSize != 0) {
      auto Resume = lookupEntry<ResumeEntry>(
          *Module->J, (ResumeEntryPrefix + R.SymbolName).str());
      if (!Resume)
        return jitError(Resume.takeError());
      K->Resume = *Resume;
      auto Regions = lookupEntry<RegionLoops>(
          *Module->J, (RegionLoopPrefix + R.SymbolName).str());
      if (!Regions)
        return jitError(Regions.takeError());
      K->Regions = *Regions;
    }
    if (!R.UsesBarriers && !R.UsesSimdgroup) {
      auto Group = lookupEntry<GroupEntry>(*Module->J,
                                           "__metalify_group_" + R.SymbolName);
      if (!Group)
        return jitError(Group.takeError());
      K->Group = *Group;
    }
    Module->Kernels[R.Info.Name] = std::move(K);
  }
  Out = std::move(Module);
  return Status::success();
}
