//===- MetalBackend.cpp - Device, memory and libraries on Metal -----------===//
//
// Part of metalify. Dispatch and batching are in MetalDispatch.cpp.
//
//===----------------------------------------------------------------------===//
#include "metal/MetalBackend.h"

#include "metal/MetalCpp.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstdio>
#include <fmt/format.h>

namespace metalify {
namespace metal {
namespace {

/// "3.1" as MTL::LanguageVersion (major << 16 | minor); false when the
/// text is not a version.
bool parseLanguageVersion(const std::string &Text, MTL::LanguageVersion &Out) {
  unsigned Major = 0, Minor = 0;
  char Tail = 0;
  if (std::sscanf(Text.c_str(), "%u.%u%c", &Major, &Minor, &Tail) != 2)
    return false;
  Out = MTL::LanguageVersion((Major << 16) | Minor);
  return true;
}

/// The cache key of a compile: every option, then the source.
std::string libraryKey(std::string_view Source, const CompileOptions &Opts) {
  std::string Key = Opts.LanguageVersion + (Opts.FastMath ? "|fast|" : "|safe|");
  for (const std::string &D : Opts.Defines)
    Key += D + "|";
  Key += '\0';
  Key += Source;
  return Key;
}

/// Opts.Defines ("NAME" or "NAME=VALUE") as preprocessorMacros: an
/// autoreleased dictionary of NSString names to NSString values.
NS::Dictionary *macroDictionary(const std::vector<std::string> &Defines) {
  std::vector<const NS::Object *> Keys, Values;
  for (const std::string &D : Defines) {
    size_t Eq = D.find('=');
    Keys.push_back(toNSString(D.substr(0, Eq)));
    Values.push_back(toNSString(Eq == std::string::npos ? "1" : D.substr(Eq + 1)));
  }
  return NS::Dictionary::dictionary(Values.data(), Keys.data(), Keys.size());
}

/// A new MTLCompileOptions (retained) for \p Opts.
Status makeCompileOptions(const CompileOptions &Opts,
                          MTL::CompileOptions *&Out) {
  MTL::LanguageVersion Version;
  if (!parseLanguageVersion(Opts.LanguageVersion, Version))
    return Status::error(cudaErrorInvalidValue,
                         fmt::format("[metal] '{}' is not an MSL version",
                                     Opts.LanguageVersion));
  Out = MTL::CompileOptions::alloc()->init();
  Out->setLanguageVersion(Version);
  // mathMode (macOS 15) is absent from the metal-cpp we build against;
  // fastMathEnabled = NO is its safe mode.
  Out->setFastMathEnabled(Opts.FastMath);
  if (!Opts.Defines.empty())
    Out->setPreprocessorMacros(macroDictionary(Opts.Defines));
  return Status::success();
}

/// The buffer and threadgroup indices the pipeline's reflection lists.
void readReflection(MTL::ComputePipelineReflection *Reflection,
                    KernelInfo &Info) {
  NS::Array *Arguments = Reflection ? Reflection->arguments() : nullptr;
  NS::UInteger Count = Arguments ? Arguments->count() : 0;
  for (NS::UInteger I = 0; I < Count; ++I) {
    auto *A = Arguments->object<MTL::Argument>(I);
    auto Index = static_cast<uint32_t>(A->index());
    if (A->type() == MTL::ArgumentTypeBuffer)
      Info.BufferIndices.push_back(Index);
    else if (A->type() == MTL::ArgumentTypeThreadgroupMemory)
      Info.ThreadgroupIndices.push_back(Index);
  }
  std::sort(Info.BufferIndices.begin(), Info.BufferIndices.end());
  std::sort(Info.ThreadgroupIndices.begin(), Info.ThreadgroupIndices.end());
}

} // namespace

MetalKernel::MetalKernel(MTL::ComputePipelineState *Pipeline, KernelInfo Info)
    : Pipeline(Pipeline), Info(std::move(Info)) {}

MetalKernel::~MetalKernel() { Pipeline->release(); }

MetalLibrary::MetalLibrary(MTL::Device *Device, MTL::Library *Lib)
    : Device(Device), Lib(Lib) {}

MetalLibrary::~MetalLibrary() {
  Kernels.clear();
  Lib->release();
}

std::vector<std::string> MetalLibrary::kernelNames() const {
  AutoreleaseScope Pool;
  std::vector<std::string> Names;
  NS::Array *All = Lib->functionNames();
  for (NS::UInteger I = 0, E = All ? All->count() : 0; I < E; ++I)
    Names.push_back(toString(All->object<NS::String>(I)));
  return Names;
}

std::shared_ptr<KernelFunction> MetalLibrary::kernel(std::string_view Name,
                                                     Status &Error) {
  std::lock_guard<std::mutex> Lock(Mutex);
  std::string Key(Name);
  auto It = Kernels.find(Key);
  if (It != Kernels.end())
    return It->second;
  std::shared_ptr<MetalKernel> K;
  if (Status S = makeKernel(Key, K); !S.ok()) {
    Error = S;
    return nullptr;
  }
  Kernels.emplace(Key, K);
  return K;
}

Status MetalLibrary::makeKernel(const std::string &Name,
                                std::shared_ptr<MetalKernel> &Out) {
  AutoreleaseScope Pool;
  MTL::Function *F = Lib->newFunction(toNSString(Name));
  if (!F)
    return Status::error(cudaErrorInvalidDeviceFunction,
                         fmt::format("[metal] no kernel named '{}'", Name));
  NS::Error *Err = nullptr;
  MTL::AutoreleasedComputePipelineReflection Reflection = nullptr;
  MTL::ComputePipelineState *Pipeline = Device->newComputePipelineState(
      F, MTL::PipelineOptionArgumentInfo, &Reflection, &Err);
  F->release();
  if (!Pipeline)
    return Status::error(
        cudaErrorInvalidDeviceFunction,
        fmt::format("[metal] kernel '{}': no pipeline state: {}", Name,
                    describe(Err, "no reason given")));
  KernelInfo Info;
  Info.Name = Name;
  Info.MaxTotalThreadsPerThreadgroup =
      static_cast<uint32_t>(Pipeline->maxTotalThreadsPerThreadgroup());
  Info.StaticThreadgroupMemory = Pipeline->staticThreadgroupMemoryLength();
  readReflection(Reflection, Info);
  Out = std::make_shared<MetalKernel>(Pipeline, std::move(Info));
  return Status::success();
}

MetalBackend::MetalBackend(MTL::Device *Device, MTL::CommandQueue *Queue)
    : Device(Device), Queue(Queue) {
  AutoreleaseScope Pool;
  MTL::Size Max = Device->maxThreadsPerThreadgroup();
  // Metal's per-dimension maximum; the total per threadgroup is the width
  // on every GPU family (1024 on Apple GPUs).
  Limits.MaxThreadsPerThreadgroup =
      static_cast<uint32_t>(std::min<NS::UInteger>(Max.width, 1024));
  Limits.MaxThreadgroupMemory = Device->maxThreadgroupMemoryLength();
  Limits.TotalMemory = Device->recommendedMaxWorkingSetSize();
  Limits.Name = toString(Device->name());
}

std::unique_ptr<MetalBackend> MetalBackend::create(Status &Error) {
  MTL::Device *Device = MTL::CreateSystemDefaultDevice();
  if (!Device) {
    Error = Status::error(cudaErrorNoDevice,
                          "[metal] MTLCreateSystemDefaultDevice found no GPU");
    return nullptr;
  }
  MTL::CommandQueue *Queue = Device->newCommandQueue();
  if (!Queue) {
    Device->release();
    Error = Status::error(cudaErrorNoDevice,
                          "[metal] the device gave no command queue");
    return nullptr;
  }
  return std::unique_ptr<MetalBackend>(new MetalBackend(Device, Queue));
}

MetalBackend::~MetalBackend() {
  // Work other threads left unflushed is finished, never dropped.
  for (auto &Entry : Batches) {
    commit(Entry.second);
    complete(Entry.second);
  }
  Libraries.clear();
  Queue->release();
  Device->release();
}

Status MetalBackend::compile(std::string_view Source, const CompileOptions &Opts,
                             std::shared_ptr<Library> &Out) {
  std::string Key = libraryKey(Source, Opts);
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Libraries.find(Key);
    if (It != Libraries.end()) {
      Out = It->second;
      return Status::success();
    }
  }
  AutoreleaseScope Pool;
  MTL::CompileOptions *Options = nullptr;
  if (Status S = makeCompileOptions(Opts, Options); !S.ok())
    return S;
  NS::Error *Err = nullptr;
  MTL::Library *Lib =
      Device->newLibrary(toNSString(std::string(Source)), Options, &Err);
  Options->release();
  // A library with warnings comes with an error object too: only a missing
  // library is a failure.
  if (!Lib)
    return Status::error(cudaErrorInvalidSource,
                         fmt::format("[metal] {}: {}", Opts.SourceName,
                                     describe(Err, "the compiler gave no "
                                                   "reason")));
  auto Compiled = std::make_shared<MetalLibrary>(Device, Lib);
  std::lock_guard<std::mutex> Lock(Mutex);
  Out = Libraries.emplace(Key, Compiled).first->second;
  return Status::success();
}

Status MetalBackend::allocate(size_t Size, Allocation &Out) {
  // Unified memory: the host address of the allocation is contents().
  MTL::Buffer *B = Device->newBuffer(std::max<size_t>(Size, 1),
                                     MTL::ResourceStorageModeShared);
  if (!B)
    return Status::error(cudaErrorMemoryAllocation,
                         fmt::format("[metal] cannot allocate {} bytes", Size));
  Out = Allocation{B->contents(), Size, B};
  Buffers.insert(Out.Base, Size, B);
  return Status::success();
}

void MetalBackend::release(const Allocation &A) {
  if (MTL::Buffer *B = Buffers.remove(A.Base))
    B->release();
}

} // namespace metal

std::unique_ptr<Backend> createMetalBackend(Status &Error) {
  return metal::MetalBackend::create(Error);
}

} // namespace metalify
