//===- Backend.h - The verbs every execution backend provides ---*- C++ -*-===//
//
// Part of metalify. The runtime API (cudaMalloc, launches, streams, ...) is
// written once in shim/common against this interface; shim/cpu and
// shim/metal implement it. The verbs are Metal's: compile a library from MSL
// source, find a kernel by name, bind buffers / bytes / threadgroup lengths by
// index, dispatch (threadgroups, threads per threadgroup). No LLVM or Metal
// type appears here.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_BACKEND_H
#define METALIFY_SHIM_COMMON_BACKEND_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace metalify {

/// A CUDA error code (cudaError_t's numeric value) with a human message.
/// Code 0 is success; the message names the component, e.g. "[cpu] ...".
struct Status {
  int Code = 0;
  std::string Message;

  bool ok() const { return Code == 0; }
  static Status success() { return {}; }
  static Status error(int Code, std::string Message) {
    return Status{Code, std::move(Message)};
  }
};

/// Three unsigned extents, like MTLSize and CUDA's dim3.
struct Size3 {
  uint32_t X = 1, Y = 1, Z = 1;
  uint64_t volume() const { return uint64_t(X) * Y * Z; }
};

/// Limits the backend enforces; reported by cudaGetDeviceProperties.
struct DeviceLimits {
  uint32_t MaxThreadsPerThreadgroup = 1024;
  uint64_t MaxThreadgroupMemory = 32 * 1024;
  uint32_t SimdWidth = 32;
  uint32_t MaxBufferIndex = 30;
  Size3 MaxThreadgroupsPerGrid{0x7fffffffu, 65535u, 65535u};
  uint64_t TotalMemory = 0;
  /// Cores that run threadgroups in parallel (GPU cores, CPU hardware
  /// threads); 0 when unknown. Reported as multiProcessorCount.
  uint32_t ComputeUnits = 0;
  std::string Name;
};

/// How to compile a library (Metal's MTLCompileOptions).
struct CompileOptions {
  /// "3.1", "3.2", ...
  std::string LanguageVersion = "3.1";
  /// Metal's math mode: false = safe (CUDA's default), true = fast.
  bool FastMath = false;
  /// Name used in diagnostics, e.g. "vector_add.metal".
  std::string SourceName = "<source>";
  /// Preprocessor definitions, "NAME" or "NAME=VALUE".
  std::vector<std::string> Defines;
};

/// Static facts about one compiled kernel function.
struct KernelInfo {
  std::string Name;
  /// [[max_total_threads_per_threadgroup(N)]], or 0 when absent.
  uint32_t MaxTotalThreadsPerThreadgroup = 0;
  /// Bytes of threadgroup memory the kernel declares statically.
  uint64_t StaticThreadgroupMemory = 0;
  /// Buffer indices the kernel reads ([[buffer(i)]]), ascending.
  std::vector<uint32_t> BufferIndices;
  /// Threadgroup-memory indices ([[threadgroup(i)]]), ascending.
  std::vector<uint32_t> ThreadgroupIndices;
};

/// One kernel function inside a compiled library.
class KernelFunction {
public:
  virtual ~KernelFunction() = default;
  virtual const KernelInfo &info() const = 0;
};

/// A compiled MSL library (MTLLibrary).
class Library {
public:
  virtual ~Library() = default;
  /// Looks a kernel up by its host name; null with \p Error set when absent.
  virtual std::shared_ptr<KernelFunction> kernel(std::string_view Name,
                                                 Status &Error) = 0;
  /// Names of all kernels in the library.
  virtual std::vector<std::string> kernelNames() const = 0;
};

/// Everything one dispatch binds, by index (an MTLComputeCommandEncoder's
/// state between setComputePipelineState and dispatchThreadgroups).
struct DispatchArgs {
  static constexpr unsigned MaxBuffers = 31;
  static constexpr unsigned MaxThreadgroupSlots = 31;

  /// A buffer binding: Data points at the bound byte (allocation base plus
  /// offset); Length is how many bytes are valid from there. setBytes data
  /// is copied into Bytes and Data points at it. A kernel argument that is
  /// nullptr is bound with Data null and Length 0 (Bound stays true): CUDA
  /// lets a kernel take nullptr for a parameter it does not use. A copy of
  /// DispatchArgs still points at the original's Bytes: re-point or keep
  /// the original alive.
  struct Binding {
    const void *Data = nullptr;
    size_t Length = 0;
    bool Bound = false;
  };

  /// A device pointer stored inside by-value argument bytes (a pointer
  /// member of a struct argument, docs/ABI.md): at byte ByteOffset of
  /// Bytes[Buffer], pointing Offset bytes into the allocation at Base
  /// (Length bytes, backend handle Handle). The CPU backend leaves the host
  /// address there (memory is unified); the Metal backend must overwrite
  /// the 8 bytes with [Handle gpuAddress] + Offset and make Handle resident
  /// for the dispatch (useResource:usage:), since the kernel reaches it
  /// without a binding.
  struct IndirectPointer {
    unsigned Buffer = 0;
    size_t ByteOffset = 0;
    const void *Base = nullptr;
    size_t Offset = 0;
    size_t Length = 0;
    void *Handle = nullptr;
  };

  std::array<Binding, MaxBuffers> Buffers{};
  std::array<std::vector<unsigned char>, MaxBuffers> Bytes{};
  std::array<size_t, MaxThreadgroupSlots> ThreadgroupLengths{};
  std::vector<IndirectPointer> IndirectPointers;

  void setBuffer(const void *Data, size_t Length, unsigned Index) {
    Buffers[Index] = Binding{Data, Length, true};
  }
  void setBytes(const void *Data, size_t Length, unsigned Index) {
    auto *Begin = static_cast<const unsigned char *>(Data);
    Bytes[Index].assign(Begin, Begin + Length);
    Buffers[Index] = Binding{Bytes[Index].data(), Length, true};
  }
  void addIndirectPointer(const IndirectPointer &P) {
    IndirectPointers.push_back(P);
  }
  void setThreadgroupMemoryLength(size_t Length, unsigned Index) {
    ThreadgroupLengths[Index] = Length;
  }
};

/// An allocation the backend made for cudaMalloc & co: host-addressable
/// (unified memory) plus the backend's own handle (an MTLBuffer on Metal).
struct Allocation {
  void *Base = nullptr;
  size_t Size = 0;
  void *Handle = nullptr;
};

/// An execution backend. Every call but dispatch is synchronous; the
/// runtime layers CUDA streams on top. A backend may defer dispatches
/// (Metal encodes them into a command buffer): the runtime then calls
/// flush() on the dispatching thread before anything that needs the work
/// done (docs/metal-backend.md, "Sync points").
class Backend {
public:
  virtual ~Backend() = default;
  /// "cpu" or "metal".
  virtual const char *name() const = 0;
  virtual const DeviceLimits &limits() const = 0;

  /// Compiles MSL source (newLibraryWithSource). Compile errors come back
  /// as cudaErrorInvalidSource with the compiler's located messages.
  virtual Status compile(std::string_view Source, const CompileOptions &Opts,
                         std::shared_ptr<Library> &Out) = 0;

  /// Runs Groups threadgroups of Threads threads each: at once and waiting
  /// for them, or, when defersDispatch(), by the next flush() of the calling
  /// thread. Fails (never hangs, never silently skips) on an invalid
  /// configuration, a missing binding, or a runtime fault in the kernel;
  /// a fault of a deferred dispatch comes back from that flush().
  virtual Status dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                          Size3 Groups, Size3 Threads) = 0;

  /// True when dispatch() only records the work and flush() runs it.
  virtual bool defersDispatch() const { return false; }
  /// Runs every dispatch the calling thread deferred and waits for it; the
  /// first device fault among them is cudaErrorLaunchFailure. A backend
  /// that runs dispatches at once has nothing to do.
  virtual Status flush() { return Status::success(); }

  virtual Status allocate(size_t Size, Allocation &Out) = 0;
  virtual void release(const Allocation &A) = 0;
};

/// The CPU backend (shim/cpu); always available.
std::unique_ptr<Backend> createCpuBackend();
/// The Metal backend (shim/metal); null with Error set where Metal is absent.
std::unique_ptr<Backend> createMetalBackend(Status &Error);

} // namespace metalify

#endif
