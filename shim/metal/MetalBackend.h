//===- MetalBackend.h - The Backend on Apple's Metal ------------*- C++ -*-===//
//
// Part of metalify. The Backend verbs over metal-cpp: libraries compiled
// with newLibraryWithSource and cached, allocations as shared-storage
// MTLBuffers found again from any pointer inside them (BufferMap),
// dispatches encoded into one command buffer per dispatching thread and
// committed at the thread's flush (docs/metal-backend.md). Nothing here
// knows about CUDA beyond the error codes the interface speaks.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_METAL_METALBACKEND_H
#define METALIFY_SHIM_METAL_METALBACKEND_H

#include "common/Backend.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

namespace MTL {
class Buffer;
class CommandBuffer;
class CommandQueue;
class ComputeCommandEncoder;
class ComputePipelineState;
class Device;
class Library;
} // namespace MTL

namespace metalify {
namespace metal {

/// The MTLBuffer, and the offset in it, of a host address.
struct BufferSlice {
  MTL::Buffer *Buffer = nullptr;
  size_t Offset = 0;
  /// Bytes from the address to the end of the allocation.
  size_t Remaining = 0;
};

/// An interval map from every address inside a live allocation (one past
/// its end included) to its buffer. Thread-safe.
class BufferMap {
public:
  /// Records \p B, whose contents start at \p Base and span \p Size bytes.
  void insert(const void *Base, size_t Size, MTL::Buffer *B);
  /// Forgets the allocation based exactly at \p Base; null if none.
  MTL::Buffer *remove(const void *Base);
  /// The buffer \p P points into, or nullopt for memory Metal does not own.
  std::optional<BufferSlice> find(const void *P) const;

private:
  struct Entry {
    size_t Size = 0;
    MTL::Buffer *Buffer = nullptr;
  };
  mutable std::mutex Mutex;
  std::map<uintptr_t, Entry> ByBase;
};

/// One kernel of a library: its pipeline state and what reflection said.
class MetalKernel final : public KernelFunction {
public:
  /// Takes ownership of \p Pipeline (+1).
  MetalKernel(MTL::ComputePipelineState *Pipeline, KernelInfo Info);
  ~MetalKernel() override;
  const KernelInfo &info() const override { return Info; }
  /// The pipeline state to set on the encoder.
  MTL::ComputePipelineState *pipeline() const { return Pipeline; }

private:
  MTL::ComputePipelineState *Pipeline;
  KernelInfo Info;
};

/// A compiled MTLLibrary; kernels (pipeline states) are made once per name.
class MetalLibrary final : public Library {
public:
  /// Takes ownership of \p Lib (+1); \p Device makes its pipelines.
  MetalLibrary(MTL::Device *Device, MTL::Library *Lib);
  ~MetalLibrary() override;
  std::shared_ptr<KernelFunction> kernel(std::string_view Name,
                                         Status &Error) override;
  std::vector<std::string> kernelNames() const override;

private:
  /// Builds the pipeline state of \p Name with argument reflection.
  Status makeKernel(const std::string &Name,
                    std::shared_ptr<MetalKernel> &Out);

  MTL::Device *Device;
  MTL::Library *Lib;
  std::mutex Mutex;
  std::unordered_map<std::string, std::shared_ptr<MetalKernel>> Kernels;
};

/// The Metal backend.
class MetalBackend final : public Backend {
public:
  /// Dispatches encoded into one command buffer before it is committed
  /// without waiting (a long loop of launches keeps the GPU busy).
  static constexpr unsigned DispatchesPerCommandBuffer = 64;
  /// Metal's limit on setBytes data; larger arguments go in a buffer.
  static constexpr size_t MaxInlineBytes = 4096;

  /// The backend on the system's default device; null with \p Error set
  /// when there is none.
  static std::unique_ptr<MetalBackend> create(Status &Error);
  ~MetalBackend() override;

  const char *name() const override { return "metal"; }
  const DeviceLimits &limits() const override { return Limits; }
  Status compile(std::string_view Source, const CompileOptions &Opts,
                 std::shared_ptr<Library> &Out) override;
  Status dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                  Size3 Groups, Size3 Threads) override;
  bool defersDispatch() const override { return true; }
  Status flush() override;
  Status allocate(size_t Size, Allocation &Out) override;
  void release(const Allocation &A) override;

private:
  /// The open command buffer of one dispatching thread and what it keeps
  /// alive until it completes.
  struct Batch {
    MTL::CommandBuffer *Open = nullptr;
    MTL::ComputeCommandEncoder *Encoder = nullptr;
    unsigned Dispatches = 0;
    std::vector<MTL::CommandBuffer *> Committed;
    std::vector<MTL::Buffer *> Temporaries;
  };
  /// How one buffer index is bound: a slice of an allocation (Buffer null
  /// for a null pointer), or argument bytes, inline or, past Metal's limit,
  /// in a temporary buffer.
  struct BufferBinding {
    unsigned Index = 0;
    MTL::Buffer *Buffer = nullptr;
    size_t Offset = 0;
    bool IsBytes = false;
    std::vector<unsigned char> Bytes;
  };
  /// Everything one dispatch binds, resolved before the encoder is touched.
  struct Plan {
    std::vector<BufferBinding> Bindings;
    /// Buffers reached through pointers inside argument bytes.
    std::vector<MTL::Buffer *> Resident;
    /// Buffers made for argument bytes over MaxInlineBytes.
    std::vector<MTL::Buffer *> Temporaries;
  };

  /// Takes ownership of \p Device and \p Queue; reads the limits.
  MetalBackend(MTL::Device *Device, MTL::CommandQueue *Queue);
  /// Refuses what Metal would skip silently or mishandle: too many threads
  /// for the pipeline, too much threadgroup memory, an empty dispatch.
  Status checkDispatch(const MetalKernel &K, const DispatchArgs &Args,
                       Size3 Groups, Size3 Threads) const;
  /// Resolves every bound buffer of \p Args into \p Out.
  Status plan(const DispatchArgs &Args, Plan &Out);
  /// Resolves the pointer at \p Index: an allocation slice or null.
  Status planPointer(const DispatchArgs::Binding &B, unsigned Index,
                     BufferBinding &Out) const;
  /// Copies argument bytes at \p Index, pointers inside rewritten to GPU
  /// addresses (DispatchArgs::IndirectPointer); big ones get a buffer.
  Status planBytes(const DispatchArgs &Args, unsigned Index, Plan &Out);
  void encode(Batch &B, const MetalKernel &K, const DispatchArgs &Args,
              const Plan &P, Size3 Groups, Size3 Threads);
  /// The calling thread's batch, with an open encoder.
  Batch &openBatch();
  /// Ends the encoder and commits the open command buffer, not waiting.
  static void commit(Batch &B);
  /// Waits for \p B's command buffers; the first failure as a Status.
  static Status complete(Batch &B);

  MTL::Device *Device;
  MTL::CommandQueue *Queue;
  DeviceLimits Limits;
  BufferMap Buffers;
  std::mutex Mutex;
  std::map<std::thread::id, Batch> Batches;
  /// Compiled libraries by options and source text (the key is exact).
  std::unordered_map<std::string, std::shared_ptr<MetalLibrary>> Libraries;
};

} // namespace metal
} // namespace metalify

#endif
