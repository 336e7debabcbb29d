//===- FakeMetal.cpp - A fake Metal over the CPU backend ------------------===//
//
// Part of metalify's test infrastructure. The Metal classes the Metal
// backend uses, with Metal's observable behaviour: newLibraryWithSource
// compiles with the CPU backend (compile errors become an NSError), the
// compute encoder records bindings, and nothing runs before the command
// buffer is committed. A committed command buffer joins the queue and runs
// (its dispatches through the CPU backend, in commit order with the ones
// before it) only when the host waits for it or asks its status: memory it
// writes is stale to a host that reads it without waiting, as on a GPU that
// has not finished, so a missing wait shows as a wrong answer. Buffers have GPU addresses apart from their host
// addresses; an address found in argument bytes is followed only for a
// buffer made resident (setBuffer or useResource), as on a GPU. What Metal's
// API validation would catch (setBytes over 4 KB, threadgroup lengths that
// are not multiples of 16, too many threads) fails the command buffer.
// Metal enum values are Apple's (metal-cpp's headers).
//
//===----------------------------------------------------------------------===//
#include "FakeFoundation.h"
#include "MetalEmulation.h"

#include "common/Backend.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sys/mman.h>

namespace metalify {
namespace emu {
namespace {

using UInteger = unsigned long;

/// MTLSize: 24 bytes, passed and returned in memory on x86_64.
struct MtlSize {
  UInteger Width, Height, Depth;
};

// Apple's values (Metal/MTLCommandBuffer.hpp, MTLArgument.hpp, ...).
constexpr UInteger StatusCommitted = 2, StatusCompleted = 4, StatusError = 5;
constexpr UInteger ArgumentTypeBuffer = 0, ArgumentTypeThreadgroupMemory = 1;
constexpr long LibraryErrorCompileFailure = 3;
constexpr long CommandBufferErrorInternal = 1;
constexpr UInteger MaxSetBytes = 4096;
constexpr UInteger MaxThreadgroupMemory = 32 * 1024;
constexpr UInteger MaxThreads = 1024;
/// Where GPU addresses start. The fake finds GPU addresses in argument
/// bytes by value, so the range must be one that neither host pointers nor
/// plausible data occupy: a non-canonical x86_64 address (a kernel given one
/// untranslated faults) whose high half is no small integer, so two packed
/// ints (j, k) do not look like one.
constexpr uint64_t GpuAddressBase = 0x5EA1000000000000ull;

/// The GPU: the CPU backend, and what the tests count.
struct Gpu {
  std::unique_ptr<Backend> Cpu = createCpuBackend();
  std::mutex Mutex;
  Counters Count;
  std::string FailNext;
  bool FailPending = false;
  uint64_t NextAddress = GpuAddressBase;
  /// Live buffers by GPU address.
  std::map<uint64_t, struct FakeBuffer *> ByAddress;
  /// The queue: committed command buffers not run yet, in commit order
  /// (retained), under their own lock, since running one takes Mutex.
  std::mutex QueueMutex;
  std::deque<struct FakeCommandBuffer *> Pending;
};

/// With METALIFY_METAL_EMULATION_STATS set, what the fake did is printed
/// at exit (a check that a program ran on the emulated Metal at all).
void printCountersAtExit() {
  Counters C = counters();
  std::fprintf(stderr,
               "metal emulation: %llu command buffers, %llu commits, %llu "
               "waits, %llu dispatches, %llu GPU addresses followed, %llu "
               "validation errors\n",
               (unsigned long long)C.CommandBuffers,
               (unsigned long long)C.Commits, (unsigned long long)C.Waits,
               (unsigned long long)C.Dispatches,
               (unsigned long long)C.GpuAddressesResolved,
               (unsigned long long)C.ValidationErrors);
}

Gpu &gpu() {
  // Never destroyed: stream workers may still dispatch during exit.
  static Gpu *G = [] {
    if (std::getenv("METALIFY_METAL_EMULATION_STATS"))
      std::atexit(printCountersAtExit);
    return new Gpu;
  }();
  return *G;
}

/// MTLBuffer: page-aligned zeroed memory and a GPU address of its own.
struct FakeBuffer : Object {
  unsigned char *Contents = nullptr;
  UInteger Length = 0;
  void *Mapping = nullptr;
  size_t MappingLength = 0;
  uint64_t Address = 0;
  /// Made by newBufferWithBytes: argument data, where GPU addresses are
  /// looked for.
  bool FromBytes = false;
  ~FakeBuffer() {
    Gpu &G = gpu();
    std::lock_guard<std::mutex> Lock(G.Mutex);
    G.ByAddress.erase(Address);
    --G.Count.LiveBuffers;
    munmap(Mapping, MappingLength);
  }
};

/// MTLCompileOptions.
struct FakeCompileOptions : Object {
  UInteger LanguageVersion = (3u << 16) | 1u;
  bool FastMath = true; // Metal's default
  Object *Macros = nullptr;
  ~FakeCompileOptions() { release(Macros); }
};

/// MTLLibrary: a library of the CPU backend.
struct FakeLibrary : Object {
  std::shared_ptr<Library> Cpu;
};

/// MTLFunction: one kernel of it.
struct FakeFunction : Object {
  std::shared_ptr<KernelFunction> Kernel;
  Object *Name = nullptr;
  ~FakeFunction() { release(Name); }
};

/// MTLComputePipelineState: the kernel, and its thread limit.
struct FakePipeline : Object {
  std::shared_ptr<KernelFunction> Kernel;
  UInteger maxThreads() const {
    uint32_t Declared = Kernel->info().MaxTotalThreadsPerThreadgroup;
    return Declared ? std::min<UInteger>(Declared, MaxThreads) : MaxThreads;
  }
};

/// MTLArgument: a buffer or threadgroup argument of a kernel.
struct FakeArgument : Object {
  UInteger Type = 0;
  UInteger Index = 0;
};

/// MTLComputePipelineReflection: the kernel's arguments (an NSArray).
struct FakeReflection : Object {
  Object *Arguments = nullptr;
  ~FakeReflection() { release(Arguments); }
};

/// MTLCommandQueue: the committed command buffers wait in Gpu::Pending.
struct FakeQueue : Object {};

/// One dispatchThreadgroups, as recorded.
struct Recorded {
  FakePipeline *Pipeline = nullptr;
  struct Slot {
    FakeBuffer *Buffer = nullptr;
    UInteger Offset = 0;
    std::vector<unsigned char> Bytes;
    bool IsBytes = false;
    bool Bound = false;
  };
  std::array<Slot, DispatchArgs::MaxBuffers> Slots;
  std::array<size_t, DispatchArgs::MaxThreadgroupSlots> Threadgroup{};
  std::set<FakeBuffer *> Resident;
  MtlSize Groups{}, Threads{};
  std::string Invalid;
};

/// MTLCommandBuffer: the recorded dispatches, its status and error.
struct FakeCommandBuffer : Object {
  UInteger State = 0;
  std::vector<Recorded> Work;
  Object *Error = nullptr;
  ~FakeCommandBuffer() {
    release(Error);
    for (Recorded &R : Work)
      forget(R);
  }
  static void forget(Recorded &R) {
    release(R.Pipeline);
    for (Recorded::Slot &S : R.Slots)
      release(S.Buffer);
    for (FakeBuffer *B : R.Resident)
      release(B);
  }
};

/// MTLComputeCommandEncoder: the bindings of the dispatch being encoded.
struct FakeEncoder : Object {
  FakeCommandBuffer *Owner = nullptr;
  Recorded Current;
  bool Ended = false;
  ~FakeEncoder() {
    release(Owner);
    FakeCommandBuffer::forget(Current);
  }
};

/// MTLDevice.
struct FakeDevice : Object {
  Object *Name = makeString("Emulated Apple GPU (metalify CPU backend)");
  ~FakeDevice() { release(Name); }
};

Class *BufferClass, *LibraryClass, *FunctionClass, *PipelineClass,
    *ArgumentClass, *ReflectionClass, *QueueClass, *CommandBufferClass,
    *EncoderClass, *DeviceClass;

[[noreturn]] void misuse(const char *What) {
  std::fprintf(stderr, "Metal emulation: API misuse: %s\n", What);
  std::abort();
}

template <class T> T *make(Class *C) {
  return static_cast<T *>(createInstance(*C));
}

/// A validation failure recorded on the dispatch being encoded.
void invalid(FakeEncoder *E, const std::string &Why) {
  if (E->Current.Invalid.empty())
    E->Current.Invalid = Why;
}

// MTLDevice.
/// A new buffer of \p Length zeroed bytes; null (as Metal answers) when
/// there is no memory for it.
FakeBuffer *newBuffer(UInteger Length) {
  // Apple's page size: contents() of a shared buffer is page-aligned.
  constexpr UInteger Page = 16384;
  if (Length > (UInteger(1) << 46))
    return nullptr;
  UInteger Rounded = (std::max<UInteger>(Length, 1) + Page - 1) / Page * Page;
  // Anonymous memory is zeroed and committed page by page, so a large
  // allocation costs nothing until used; one extra page aligns it.
  void *Memory = mmap(nullptr, Rounded + Page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Memory == MAP_FAILED)
    return nullptr;
  auto *B = make<FakeBuffer>(BufferClass);
  B->Mapping = Memory;
  B->MappingLength = Rounded + Page;
  auto Address = reinterpret_cast<uintptr_t>(Memory);
  B->Contents = reinterpret_cast<unsigned char *>((Address + Page - 1) / Page * Page);
  B->Length = Length;
  Gpu &G = gpu();
  std::lock_guard<std::mutex> Lock(G.Mutex);
  B->Address = G.NextAddress;
  G.NextAddress += Rounded + Page; // a guard page between buffers
  G.ByAddress[B->Address] = B;
  ++G.Count.LiveBuffers;
  return B;
}

Object *deviceNewBuffer(FakeDevice *, SEL, UInteger Length, UInteger) {
  return newBuffer(Length);
}

Object *deviceNewBufferWithBytes(FakeDevice *, SEL, const void *Bytes,
                                 UInteger Length, UInteger) {
  FakeBuffer *B = newBuffer(Length);
  if (!B)
    return nullptr;
  std::memcpy(B->Contents, Bytes, Length);
  B->FromBytes = true;
  return B;
}

Object *deviceNewQueue(FakeDevice *, SEL) { return make<FakeQueue>(QueueClass); }

/// The options of \p O as the CPU backend's, named as Metal names sources.
CompileOptions cpuOptions(FakeCompileOptions *O) {
  CompileOptions Opts;
  Opts.SourceName = "program_source";
  if (!O)
    return Opts;
  Opts.LanguageVersion = std::to_string(O->LanguageVersion >> 16) + "." +
                         std::to_string(O->LanguageVersion & 0xffff);
  Opts.FastMath = O->FastMath;
  if (O->Macros)
    for (auto &[Name, Value] : dictionaryStrings(O->Macros))
      Opts.Defines.push_back(Name + "=" + Value);
  return Opts;
}

Object *deviceNewLibrary(FakeDevice *, SEL, Object *Source,
                         FakeCompileOptions *Options, Object **Error) {
  std::shared_ptr<Library> Lib;
  Status S = gpu().Cpu->compile(stringText(Source), cpuOptions(Options), Lib);
  if (!S.ok()) {
    if (Error)
      *Error = autorelease(makeError("MTLLibraryErrorDomain",
                                     LibraryErrorCompileFailure,
                                     "Compilation failed: \n\n" + S.Message));
    return nullptr;
  }
  auto *L = make<FakeLibrary>(LibraryClass);
  L->Cpu = std::move(Lib);
  return L;
}

/// The reflection of \p K: its buffer and threadgroup arguments.
Object *reflect(const KernelInfo &Info) {
  std::vector<Object *> Arguments;
  auto Add = [&](UInteger Type, uint32_t Index) {
    auto *A = make<FakeArgument>(ArgumentClass);
    A->Type = Type;
    A->Index = Index;
    Arguments.push_back(A);
  };
  for (uint32_t I : Info.BufferIndices)
    Add(ArgumentTypeBuffer, I);
  for (uint32_t I : Info.ThreadgroupIndices)
    Add(ArgumentTypeThreadgroupMemory, I);
  auto *R = make<FakeReflection>(ReflectionClass);
  R->Arguments = makeArray(Arguments);
  for (Object *A : Arguments)
    release(A);
  return R;
}

Object *deviceNewPipeline(FakeDevice *, SEL, FakeFunction *F, UInteger,
                          Object **Reflection, Object **) {
  auto *P = make<FakePipeline>(PipelineClass);
  P->Kernel = F->Kernel;
  if (Reflection)
    *Reflection = autorelease(reflect(F->Kernel->info()));
  return P;
}

MtlSize deviceMaxThreads(FakeDevice *, SEL) {
  return {MaxThreads, MaxThreads, MaxThreads};
}
UInteger deviceMaxThreadgroupMemory(FakeDevice *, SEL) {
  return MaxThreadgroupMemory;
}
uint64_t deviceWorkingSet(FakeDevice *, SEL) {
  return gpu().Cpu->limits().TotalMemory;
}
Object *deviceName(FakeDevice *Self, SEL) { return Self->Name; }
bool deviceUnified(FakeDevice *, SEL) { return true; }

// MTLCompileOptions.
void optionsSetVersion(FakeCompileOptions *Self, SEL, UInteger V) {
  Self->LanguageVersion = V;
}
UInteger optionsVersion(FakeCompileOptions *Self, SEL) {
  return Self->LanguageVersion;
}
void optionsSetFastMath(FakeCompileOptions *Self, SEL, bool Fast) {
  Self->FastMath = Fast;
}
bool optionsFastMath(FakeCompileOptions *Self, SEL) { return Self->FastMath; }
void optionsSetMacros(FakeCompileOptions *Self, SEL, Object *Macros) {
  retain(Macros);
  release(Self->Macros);
  Self->Macros = Macros;
}

// MTLLibrary and MTLFunction.
Object *libraryNewFunction(FakeLibrary *Self, SEL, Object *Name) {
  Status Ignored;
  std::shared_ptr<KernelFunction> K =
      Self->Cpu->kernel(stringText(Name), Ignored);
  if (!K)
    return nullptr;
  auto *F = make<FakeFunction>(FunctionClass);
  F->Kernel = std::move(K);
  F->Name = retain(Name);
  return F;
}
Object *libraryFunctionNames(FakeLibrary *Self, SEL) {
  std::vector<Object *> Names;
  for (const std::string &N : Self->Cpu->kernelNames())
    Names.push_back(makeString(N));
  Object *A = makeArray(Names);
  for (Object *N : Names)
    release(N);
  return autorelease(A);
}
Object *functionName(FakeFunction *Self, SEL) { return Self->Name; }

// MTLComputePipelineState, its reflection and arguments.
UInteger pipelineMaxThreads(FakePipeline *Self, SEL) {
  return Self->maxThreads();
}
UInteger pipelineStaticMemory(FakePipeline *Self, SEL) {
  return Self->Kernel->info().StaticThreadgroupMemory;
}
UInteger pipelineWidth(FakePipeline *, SEL) { return 32; }
Object *reflectionArguments(FakeReflection *Self, SEL) {
  return Self->Arguments;
}
UInteger argumentType(FakeArgument *Self, SEL) { return Self->Type; }
UInteger argumentIndex(FakeArgument *Self, SEL) { return Self->Index; }
bool argumentActive(FakeArgument *, SEL) { return true; }

// MTLBuffer.
void *bufferContents(FakeBuffer *Self, SEL) { return Self->Contents; }
UInteger bufferLength(FakeBuffer *Self, SEL) { return Self->Length; }
uint64_t bufferGpuAddress(FakeBuffer *Self, SEL) { return Self->Address; }

// MTLCommandQueue.
Object *queueCommandBuffer(FakeQueue *, SEL) {
  auto *CB = make<FakeCommandBuffer>(CommandBufferClass);
  Gpu &G = gpu();
  {
    std::lock_guard<std::mutex> Lock(G.Mutex);
    ++G.Count.CommandBuffers;
  }
  return autorelease(CB);
}

// MTLComputeCommandEncoder.
void encoderSetPipeline(FakeEncoder *Self, SEL, FakePipeline *P) {
  retain(P);
  release(Self->Current.Pipeline);
  Self->Current.Pipeline = P;
}

Recorded::Slot *slot(FakeEncoder *Self, UInteger Index) {
  if (Self->Ended)
    misuse("encoding after endEncoding");
  if (Index >= DispatchArgs::MaxBuffers) {
    invalid(Self, "buffer index " + std::to_string(Index) + " beyond 30");
    return nullptr;
  }
  return &Self->Current.Slots[Index];
}

void encoderSetBuffer(FakeEncoder *Self, SEL, FakeBuffer *B, UInteger Offset,
                      UInteger Index) {
  Recorded::Slot *S = slot(Self, Index);
  if (!S)
    return;
  if (B && Offset > B->Length)
    invalid(Self, "setBuffer offset " + std::to_string(Offset) +
                      " beyond the buffer's length " +
                      std::to_string(B->Length));
  retain(B);
  release(S->Buffer);
  *S = Recorded::Slot{B, Offset, {}, false, true};
}

void encoderSetBytes(FakeEncoder *Self, SEL, const void *Bytes,
                     UInteger Length, UInteger Index) {
  Recorded::Slot *S = slot(Self, Index);
  if (!S)
    return;
  if (Length > MaxSetBytes)
    invalid(Self, "setBytes of " + std::to_string(Length) +
                      " bytes; Metal allows 4096");
  auto *Begin = static_cast<const unsigned char *>(Bytes);
  release(S->Buffer);
  *S = Recorded::Slot{nullptr, 0, {Begin, Begin + Length}, true, true};
}

void encoderSetThreadgroupLength(FakeEncoder *Self, SEL, UInteger Length,
                                 UInteger Index) {
  if (Index >= DispatchArgs::MaxThreadgroupSlots)
    return invalid(Self, "threadgroup index beyond 30");
  if (Length % 16)
    invalid(Self, "threadgroup memory length " + std::to_string(Length) +
                      " is not a multiple of 16");
  Self->Current.Threadgroup[Index] = Length;
  if (Index == 0) {
    std::lock_guard<std::mutex> Lock(gpu().Mutex);
    gpu().Count.LastThreadgroupLength = Length;
  }
}

void encoderUseResource(FakeEncoder *Self, SEL, FakeBuffer *B, UInteger) {
  if (B && Self->Current.Resident.insert(B).second)
    retain(B);
}

/// Copies the encoder's state into a dispatch of its command buffer.
Recorded snapshot(const Recorded &From) {
  Recorded R = From;
  retain(R.Pipeline);
  for (Recorded::Slot &S : R.Slots)
    retain(S.Buffer);
  for (FakeBuffer *B : R.Resident)
    retain(B);
  return R;
}

void encoderDispatch(FakeEncoder *Self, SEL, MtlSize Groups, MtlSize Threads) {
  if (Self->Ended)
    misuse("dispatch after endEncoding");
  if (!Self->Current.Pipeline)
    misuse("dispatch without a pipeline state");
  Recorded R = snapshot(Self->Current);
  R.Groups = Groups;
  R.Threads = Threads;
  uint64_t Total = Threads.Width * Threads.Height * Threads.Depth;
  if (Total > R.Pipeline->maxThreads())
    R.Invalid = "threadsPerThreadgroup of " + std::to_string(Total) +
                " exceeds maxTotalThreadsPerThreadgroup";
  // Validation is per dispatch; the encoder's bindings persist.
  Self->Current.Invalid.clear();
  Self->Owner->Work.push_back(std::move(R));
}

void encoderEnd(FakeEncoder *Self, SEL) { Self->Ended = true; }

// MTLCommandBuffer.
Object *commandBufferEncoder(FakeCommandBuffer *Self, SEL) {
  auto *E = make<FakeEncoder>(EncoderClass);
  E->Owner = static_cast<FakeCommandBuffer *>(retain(Self));
  return autorelease(E);
}

/// The buffer holding GPU address \p A among \p Resident; null when the
/// address is no buffer's or the buffer was not made resident.
FakeBuffer *resolve(uint64_t A, const std::set<FakeBuffer *> &Resident) {
  for (FakeBuffer *B : Resident)
    if (A >= B->Address && A <= B->Address + B->Length)
      return B;
  return nullptr;
}

/// Replaces GPU addresses in argument bytes by the host addresses the CPU
/// runs on; fails on one the dispatch did not make resident.
bool translate(std::vector<unsigned char> &Bytes, const Recorded &R,
               std::string &Why) {
  std::set<FakeBuffer *> Resident = R.Resident;
  for (const Recorded::Slot &S : R.Slots)
    if (S.Buffer)
      Resident.insert(S.Buffer);
  Gpu &G = gpu();
  uint64_t End;
  {
    std::lock_guard<std::mutex> Lock(G.Mutex);
    End = G.NextAddress;
  }
  for (size_t At = 0; At + 8 <= Bytes.size(); At += 8) {
    uint64_t Word;
    std::memcpy(&Word, Bytes.data() + At, 8);
    if (Word < GpuAddressBase || Word >= End)
      continue;
    FakeBuffer *B = resolve(Word, Resident);
    if (!B) {
      Why = "GPU address fault: argument bytes hold a GPU address of a "
            "buffer the dispatch did not make resident (useResource)";
      return false;
    }
    uint64_t Host = reinterpret_cast<uint64_t>(B->Contents) + (Word - B->Address);
    std::memcpy(Bytes.data() + At, &Host, 8);
    std::lock_guard<std::mutex> Lock(G.Mutex);
    ++G.Count.GpuAddressesResolved;
  }
  return true;
}

/// Runs one recorded dispatch on the CPU backend.
Status execute(Recorded &R) {
  if (!R.Invalid.empty()) {
    std::lock_guard<std::mutex> Lock(gpu().Mutex);
    ++gpu().Count.ValidationErrors;
    return Status::error(1, "Metal API validation: " + R.Invalid);
  }
  DispatchArgs Args;
  for (unsigned I = 0; I < DispatchArgs::MaxBuffers; ++I) {
    Recorded::Slot &S = R.Slots[I];
    if (!S.Bound)
      continue;
    std::string Why;
    if (S.IsBytes || (S.Buffer && S.Buffer->FromBytes)) {
      std::vector<unsigned char> Bytes =
          S.IsBytes ? S.Bytes
                    : std::vector<unsigned char>(
                          S.Buffer->Contents + S.Offset,
                          S.Buffer->Contents + S.Buffer->Length);
      if (!translate(Bytes, R, Why))
        return Status::error(1, Why);
      Args.setBytes(Bytes.data(), Bytes.size(), I);
      continue;
    }
    if (!S.Buffer)
      Args.setBuffer(nullptr, 0, I);
    else
      Args.setBuffer(S.Buffer->Contents + S.Offset, S.Buffer->Length - S.Offset,
                     I);
  }
  for (unsigned I = 0; I < DispatchArgs::MaxThreadgroupSlots; ++I)
    if (R.Threadgroup[I])
      Args.setThreadgroupMemoryLength(R.Threadgroup[I], I);
  Size3 Groups{uint32_t(R.Groups.Width), uint32_t(R.Groups.Height),
               uint32_t(R.Groups.Depth)};
  Size3 Threads{uint32_t(R.Threads.Width), uint32_t(R.Threads.Height),
                uint32_t(R.Threads.Depth)};
  {
    std::lock_guard<std::mutex> Lock(gpu().Mutex);
    ++gpu().Count.Dispatches;
  }
  return gpu().Cpu->dispatch(*R.Pipeline->Kernel, Args, Groups, Threads);
}

void fail(FakeCommandBuffer *CB, const std::string &Why) {
  CB->State = StatusError;
  CB->Error = makeError(
      "MTLCommandBufferErrorDomain", CommandBufferErrorInternal,
      "Execution of the command buffer was aborted due to an error during "
      "execution. (emulated GPU: " +
          Why + ")");
}

void commandBufferCommit(FakeCommandBuffer *Self, SEL) {
  if (Self->State >= StatusCommitted)
    misuse("commit of a command buffer committed before");
  Self->State = StatusCommitted;
  Gpu &G = gpu();
  std::string Injected;
  {
    std::lock_guard<std::mutex> Lock(G.Mutex);
    ++G.Count.Commits;
    if (G.FailPending) {
      Injected = G.FailNext;
      G.FailPending = false;
    }
  }
  if (!Injected.empty())
    return fail(Self, Injected);
  retain(Self);
  std::lock_guard<std::mutex> Lock(G.QueueMutex);
  G.Pending.push_back(Self);
}

/// Runs one command buffer's dispatches in order, stopping at a fault.
void run(FakeCommandBuffer *CB) {
  for (Recorded &R : CB->Work)
    if (Status S = execute(R); !S.ok())
      return fail(CB, S.Message);
  CB->State = StatusCompleted;
}

/// The "GPU" catches up: runs the queue in commit order up to \p Target.
void runUntil(FakeCommandBuffer *Target) {
  Gpu &G = gpu();
  std::lock_guard<std::mutex> Lock(G.QueueMutex);
  if (std::find(G.Pending.begin(), G.Pending.end(), Target) ==
      G.Pending.end())
    return;
  while (!G.Pending.empty()) {
    FakeCommandBuffer *CB = G.Pending.front();
    G.Pending.pop_front();
    run(CB);
    release(CB);
    if (CB == Target)
      return;
  }
}

void commandBufferWait(FakeCommandBuffer *Self, SEL) {
  if (Self->State < StatusCommitted)
    misuse("waitUntilCompleted on a command buffer never committed: it "
           "would wait forever");
  runUntil(Self);
  std::lock_guard<std::mutex> Lock(gpu().Mutex);
  ++gpu().Count.Waits;
}
/// A GPU finishes eventually: by the time the host asks, it has.
UInteger commandBufferStatus(FakeCommandBuffer *Self, SEL) {
  runUntil(Self);
  return Self->State;
}
Object *commandBufferError(FakeCommandBuffer *Self, SEL) { return Self->Error; }

} // namespace

Counters counters() {
  std::lock_guard<std::mutex> Lock(gpu().Mutex);
  return gpu().Count;
}

void failNextCommandBuffer(const std::string &Why) {
  std::lock_guard<std::mutex> Lock(gpu().Mutex);
  gpu().FailNext = Why.empty() ? "injected failure" : Why;
  gpu().FailPending = true;
}

void defineMetal() {
  Class *Root = &rootClass();
  Class &Device = defineClass<FakeDevice>("MTLEmulatedDevice", Root);
  DeviceClass = &Device;
  method(Device, "newBufferWithLength:options:", deviceNewBuffer);
  method(Device, "newBufferWithBytes:length:options:", deviceNewBufferWithBytes);
  method(Device, "newCommandQueue", deviceNewQueue);
  method(Device, "newLibraryWithSource:options:error:", deviceNewLibrary);
  method(Device, "newComputePipelineStateWithFunction:options:reflection:error:",
         deviceNewPipeline);
  method(Device, "maxThreadsPerThreadgroup", deviceMaxThreads);
  method(Device, "maxThreadgroupMemoryLength", deviceMaxThreadgroupMemory);
  method(Device, "recommendedMaxWorkingSetSize", deviceWorkingSet);
  method(Device, "name", deviceName);
  method(Device, "hasUnifiedMemory", deviceUnified);

  Class &Options = defineClass<FakeCompileOptions>("MTLCompileOptions", Root);
  method(Options, "setLanguageVersion:", optionsSetVersion);
  method(Options, "languageVersion", optionsVersion);
  method(Options, "setFastMathEnabled:", optionsSetFastMath);
  method(Options, "fastMathEnabled", optionsFastMath);
  method(Options, "setPreprocessorMacros:", optionsSetMacros);

  Class &Lib = defineClass<FakeLibrary>("MTLEmulatedLibrary", Root);
  LibraryClass = &Lib;
  method(Lib, "newFunctionWithName:", libraryNewFunction);
  method(Lib, "functionNames", libraryFunctionNames);

  Class &Function = defineClass<FakeFunction>("MTLEmulatedFunction", Root);
  FunctionClass = &Function;
  method(Function, "name", functionName);

  Class &Pipeline =
      defineClass<FakePipeline>("MTLEmulatedComputePipelineState", Root);
  PipelineClass = &Pipeline;
  method(Pipeline, "maxTotalThreadsPerThreadgroup", pipelineMaxThreads);
  method(Pipeline, "staticThreadgroupMemoryLength", pipelineStaticMemory);
  method(Pipeline, "threadExecutionWidth", pipelineWidth);

  Class &Reflection = defineClass<FakeReflection>(
      "MTLEmulatedComputePipelineReflection", Root);
  ReflectionClass = &Reflection;
  method(Reflection, "arguments", reflectionArguments);

  Class &Argument = defineClass<FakeArgument>("MTLEmulatedArgument", Root);
  ArgumentClass = &Argument;
  method(Argument, "type", argumentType);
  method(Argument, "index", argumentIndex);
  method(Argument, "isActive", argumentActive);

  Class &Buffer = defineClass<FakeBuffer>("MTLEmulatedBuffer", Root);
  BufferClass = &Buffer;
  method(Buffer, "contents", bufferContents);
  method(Buffer, "length", bufferLength);
  method(Buffer, "gpuAddress", bufferGpuAddress);

  Class &Queue = defineClass<FakeQueue>("MTLEmulatedCommandQueue", Root);
  QueueClass = &Queue;
  method(Queue, "commandBuffer", queueCommandBuffer);
  method(Queue, "commandBufferWithUnretainedReferences", queueCommandBuffer);

  Class &CB = defineClass<FakeCommandBuffer>("MTLEmulatedCommandBuffer", Root);
  CommandBufferClass = &CB;
  method(CB, "computeCommandEncoder", commandBufferEncoder);
  method(CB, "commit", commandBufferCommit);
  method(CB, "waitUntilCompleted", commandBufferWait);
  method(CB, "status", commandBufferStatus);
  method(CB, "error", commandBufferError);

  Class &Encoder =
      defineClass<FakeEncoder>("MTLEmulatedComputeCommandEncoder", Root);
  EncoderClass = &Encoder;
  method(Encoder, "setComputePipelineState:", encoderSetPipeline);
  method(Encoder, "setBuffer:offset:atIndex:", encoderSetBuffer);
  method(Encoder, "setBytes:length:atIndex:", encoderSetBytes);
  method(Encoder, "setThreadgroupMemoryLength:atIndex:",
         encoderSetThreadgroupLength);
  method(Encoder, "useResource:usage:", encoderUseResource);
  method(Encoder, "dispatchThreadgroups:threadsPerThreadgroup:",
         encoderDispatch);
  method(Encoder, "endEncoding", encoderEnd);
}

} // namespace emu
} // namespace metalify

/// Metal's entry point: a new device (+1).
extern "C" void *MTLCreateSystemDefaultDevice() {
  using namespace metalify::emu;
  return createInstance(*findClass("MTLEmulatedDevice"));
}

/// No device list or device observers are emulated: metal-cpp's wrappers
/// reference these, the backend never calls them.
extern "C" void *MTLCopyAllDevices() { return nullptr; }
extern "C" void *MTLCopyAllDevicesWithObserver(void **, void *) {
  return nullptr;
}
extern "C" void MTLRemoveDeviceObserver(const void *) {}
