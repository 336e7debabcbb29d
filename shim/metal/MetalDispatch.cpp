//===- MetalDispatch.cpp - Encoding, batching and completion on Metal -----===//
//
// Part of metalify. A dispatch is checked and its bindings resolved before
// anything is encoded, so a launch that cannot run fails at once and leaves
// the encoder untouched. Each dispatching thread (one per CUDA stream)
// encodes into its own command buffer, committed every
// DispatchesPerCommandBuffer dispatches and at flush(), which waits and
// reports the first failed command buffer as cudaErrorLaunchFailure.
//
//===----------------------------------------------------------------------===//
#include "metal/MetalBackend.h"

#include "metal/MetalCpp.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace metalify {
namespace metal {
namespace {

/// Metal wants threadgroup memory lengths in multiples of 16 bytes.
size_t roundThreadgroupLength(size_t Length) { return (Length + 15) / 16 * 16; }

std::string show(Size3 S) { return fmt::format("({}, {}, {})", S.X, S.Y, S.Z); }

MTL::Size toMtl(Size3 S) { return MTL::Size(S.X, S.Y, S.Z); }

/// True once a command buffer can no longer change state.
bool finished(MTL::CommandBufferStatus S) {
  return S == MTL::CommandBufferStatusCompleted ||
         S == MTL::CommandBufferStatusError;
}

} // namespace

Status MetalBackend::checkDispatch(const MetalKernel &K,
                                   const DispatchArgs &Args, Size3 Groups,
                                   Size3 Threads) const {
  const KernelInfo &Info = K.info();
  if (Threads.volume() == 0 || Groups.volume() == 0)
    return Status::error(cudaErrorInvalidConfiguration,
                         fmt::format("[metal] kernel '{}': empty dispatch of "
                                     "{} threadgroups of {} threads",
                                     Info.Name, show(Groups), show(Threads)));
  // Metal skips such a dispatch without a word: refuse it here.
  if (Threads.volume() > Info.MaxTotalThreadsPerThreadgroup)
    return Status::error(
        cudaErrorInvalidConfiguration,
        fmt::format("[metal] kernel '{}': {} threads per threadgroup {} "
                    "exceed the pipeline's maxTotalThreadsPerThreadgroup {}",
                    Info.Name, Threads.volume(), show(Threads),
                    Info.MaxTotalThreadsPerThreadgroup));
  uint64_t Shared = Info.StaticThreadgroupMemory;
  for (size_t Length : Args.ThreadgroupLengths)
    Shared += roundThreadgroupLength(Length);
  if (Shared > Limits.MaxThreadgroupMemory)
    return Status::error(
        cudaErrorInvalidValue,
        fmt::format("[metal] kernel '{}': {} bytes of threadgroup memory "
                    "exceed the device's {}",
                    Info.Name, Shared, Limits.MaxThreadgroupMemory));
  return Status::success();
}

Status MetalBackend::planPointer(const DispatchArgs::Binding &B,
                                 unsigned Index, BufferBinding &Out) const {
  Out.Index = Index;
  // CUDA lets a kernel take nullptr for a parameter it does not use.
  if (!B.Data)
    return Status::success();
  std::optional<BufferSlice> Slice = Buffers.find(B.Data);
  if (!Slice)
    return Status::error(
        cudaErrorInvalidValue,
        fmt::format("[metal] buffer {}: {} is not inside any allocation of "
                    "this device; Metal can bind only its own buffers",
                    Index, B.Data));
  Out.Buffer = Slice->Buffer;
  Out.Offset = Slice->Offset;
  return Status::success();
}

Status MetalBackend::planBytes(const DispatchArgs &Args, unsigned Index,
                               Plan &Out) {
  BufferBinding B;
  B.Index = Index;
  B.IsBytes = true;
  B.Bytes = Args.Bytes[Index];
  for (const DispatchArgs::IndirectPointer &P : Args.IndirectPointers) {
    if (P.Buffer != Index)
      continue;
    std::optional<BufferSlice> Slice = Buffers.find(P.Base);
    if (!Slice || P.ByteOffset + sizeof(uint64_t) > B.Bytes.size())
      return Status::error(
          cudaErrorInvalidValue,
          fmt::format("[metal] buffer {}: the pointer at byte {} of the "
                      "argument bytes is not inside any allocation of this "
                      "device",
                      Index, P.ByteOffset));
    // The kernel follows this pointer without a binding: give it the GPU
    // address and make the buffer resident for the dispatch.
    uint64_t Address = Slice->Buffer->gpuAddress() + Slice->Offset + P.Offset;
    std::memcpy(B.Bytes.data() + P.ByteOffset, &Address, sizeof(Address));
    if (std::find(Out.Resident.begin(), Out.Resident.end(), Slice->Buffer) ==
        Out.Resident.end())
      Out.Resident.push_back(Slice->Buffer);
  }
  if (B.Bytes.size() > MaxInlineBytes) {
    B.Buffer = Device->newBuffer(B.Bytes.data(), B.Bytes.size(),
                                 MTL::ResourceStorageModeShared);
    if (!B.Buffer)
      return Status::error(
          cudaErrorMemoryAllocation,
          fmt::format("[metal] no buffer for {} bytes of arguments",
                      B.Bytes.size()));
    Out.Temporaries.push_back(B.Buffer);
  }
  Out.Bindings.push_back(std::move(B));
  return Status::success();
}

Status MetalBackend::plan(const DispatchArgs &Args, Plan &Out) {
  for (unsigned I = 0; I < DispatchArgs::MaxBuffers; ++I) {
    const DispatchArgs::Binding &B = Args.Buffers[I];
    if (!B.Bound)
      continue;
    bool IsBytes = !Args.Bytes[I].empty() && B.Data == Args.Bytes[I].data();
    if (IsBytes) {
      if (Status S = planBytes(Args, I, Out); !S.ok())
        return S;
      continue;
    }
    BufferBinding Slice;
    if (Status S = planPointer(B, I, Slice); !S.ok())
      return S;
    Out.Bindings.push_back(std::move(Slice));
  }
  for (const DispatchArgs::IndirectPointer &P : Args.IndirectPointers)
    if (P.Buffer >= DispatchArgs::MaxBuffers || Args.Bytes[P.Buffer].empty())
      return Status::error(cudaErrorInvalidValue,
                           fmt::format("[metal] a pointer inside argument "
                                       "bytes names buffer {}, which holds "
                                       "no bytes",
                                       P.Buffer));
  return Status::success();
}

void MetalBackend::encode(Batch &B, const MetalKernel &K,
                          const DispatchArgs &Args, const Plan &P,
                          Size3 Groups, Size3 Threads) {
  MTL::ComputeCommandEncoder *E = B.Encoder;
  E->setComputePipelineState(K.pipeline());
  for (const BufferBinding &Binding : P.Bindings) {
    if (Binding.IsBytes && !Binding.Buffer)
      E->setBytes(Binding.Bytes.data(), Binding.Bytes.size(), Binding.Index);
    else
      E->setBuffer(Binding.Buffer, Binding.Offset, Binding.Index);
  }
  for (MTL::Buffer *R : P.Resident)
    E->useResource(R, MTL::ResourceUsage(MTL::ResourceUsageRead |
                                         MTL::ResourceUsageWrite));
  for (unsigned I = 0; I < DispatchArgs::MaxThreadgroupSlots; ++I)
    if (size_t Length = Args.ThreadgroupLengths[I])
      E->setThreadgroupMemoryLength(roundThreadgroupLength(Length), I);
  E->dispatchThreadgroups(toMtl(Groups), toMtl(Threads));
  B.Temporaries.insert(B.Temporaries.end(), P.Temporaries.begin(),
                       P.Temporaries.end());
}

MetalBackend::Batch &MetalBackend::openBatch() {
  Batch *B;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    B = &Batches[std::this_thread::get_id()];
  }
  if (!B->Open) {
    // Both come autoreleased; the batch keeps them past the pool.
    B->Open = Queue->commandBuffer()->retain();
    B->Encoder = B->Open->computeCommandEncoder()->retain();
  }
  return *B;
}

Status MetalBackend::dispatch(KernelFunction &Kernel, const DispatchArgs &Args,
                              Size3 Groups, Size3 Threads) {
  // Every KernelFunction this backend hands out is a MetalKernel.
  auto &K = static_cast<MetalKernel &>(Kernel);
  if (Status S = checkDispatch(K, Args, Groups, Threads); !S.ok())
    return S;
  AutoreleaseScope Pool;
  Plan P;
  if (Status S = plan(Args, P); !S.ok()) {
    for (MTL::Buffer *T : P.Temporaries)
      T->release();
    return S;
  }
  Batch &B = openBatch();
  encode(B, K, Args, P, Groups, Threads);
  if (++B.Dispatches >= DispatchesPerCommandBuffer)
    commit(B);
  return Status::success();
}

void MetalBackend::commit(Batch &B) {
  if (!B.Open)
    return;
  B.Encoder->endEncoding();
  B.Encoder->release();
  B.Open->commit();
  B.Committed.push_back(B.Open);
  B.Open = nullptr;
  B.Encoder = nullptr;
  B.Dispatches = 0;
}

Status MetalBackend::complete(Batch &B) {
  AutoreleaseScope Pool;
  Status First;
  // A queue runs its command buffers in commit order: once the last one
  // is done the others are too, so one wait covers the batch. The status
  // check keeps it correct were an earlier one still running.
  if (!B.Committed.empty())
    B.Committed.back()->waitUntilCompleted();
  for (MTL::CommandBuffer *CB : B.Committed) {
    if (!finished(CB->status()))
      CB->waitUntilCompleted();
    if (CB->status() == MTL::CommandBufferStatusError && First.ok())
      First = Status::error(
          cudaErrorLaunchFailure,
          fmt::format("[metal] a command buffer failed: {}",
                      describe(CB->error(), "no reason given")));
    CB->release();
  }
  B.Committed.clear();
  for (MTL::Buffer *T : B.Temporaries)
    T->release();
  B.Temporaries.clear();
  return First;
}

Status MetalBackend::flush() {
  Batch B;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Batches.find(std::this_thread::get_id());
    if (It == Batches.end())
      return Status::success();
    B = std::move(It->second);
    Batches.erase(It);
  }
  AutoreleaseScope Pool;
  commit(B);
  return complete(B);
}

} // namespace metal
} // namespace metalify
