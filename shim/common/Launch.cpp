//===- Launch.cpp - Checking a launch and binding its arguments -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Launch.h"

#include "common/Allocations.h"
#include "common/DeviceLogFormat.h"
#include "common/Symbols.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>
#include <fmt/format.h>

namespace metalify {
namespace {

/// CUDA's per-dimension block limits (x, y, z).
constexpr unsigned MaxBlockDim[3] = {1024, 1024, 64};

std::string show(dim3 D) { return fmt::format("({}, {}, {})", D.x, D.y, D.z); }

Status invalid(const KernelRef &K, const std::string &Why) {
  return Status::error(
      cudaErrorInvalidValue,
      fmt::format("[shim] launch of kernel '{}': {}", K.name(), Why));
}

/// True when byte \p At of argument \p Param is a pointer member that the
/// kernel's handle declares (a PointerField).
bool isPointerField(const KernelRef &K, unsigned Param, size_t At) {
  for (unsigned I = 0; I < K.numPointerFields(); ++I)
    if (K.pointerFields()[I].Param == Param &&
        K.pointerFields()[I].Offset == At)
      return true;
  return false;
}

/// Checks the words of the by-value struct arguments. A pointer member the
/// handle declares must be null or point into a live allocation; each
/// non-null one is added to \p Found (at its byte in buffer \p ArgsBuffer)
/// for the backend to translate (docs/ABI.md). Any other word that points
/// into an allocation fails the launch: Metal cannot follow a pointer
/// hidden in plain data (an integer, a nested struct), so the kernel would
/// fault there even if it works on the CPU backend.
Status checkStructArguments(const KernelRef &K, const PackedArgs &Args,
                            AllocationTable &Table, unsigned ArgsBuffer,
                            std::vector<DispatchArgs::IndirectPointer> &Found) {
  for (unsigned I = 0; I < K.numPointerFields(); ++I) {
    const PointerField &F = K.pointerFields()[I];
    bool Inside = std::any_of(
        Args.Structs.begin(), Args.Structs.end(),
        [&](const PackedArgs::StructSpan &Span) {
          return Span.ParamIndex == F.Param && F.Offset % sizeof(void *) == 0 &&
                 F.Offset + sizeof(void *) <= Span.Size;
        });
    if (!Inside)
      return invalid(
          K, fmt::format("its handle lists a pointer member at byte {} of "
                         "argument {}, which is not a struct passed by value "
                         "with a pointer there (the host code and the .metal "
                         "disagree: translate the file again)",
                         F.Offset, F.Param + 1));
  }
  for (const PackedArgs::StructSpan &Span : Args.Structs) {
    for (size_t At = 0; At + sizeof(void *) <= Span.Size;
         At += sizeof(void *)) {
      const void *Word;
      std::memcpy(&Word, Args.Bytes.data() + Span.Offset + At, sizeof(Word));
      if (!Word)
        continue;
      std::optional<ResolvedPointer> R = Table.find(Word);
      if (!isPointerField(K, Span.ParamIndex, At)) {
        if (!R)
          continue;
        return invalid(
            K, fmt::format("argument {} is a struct passed by value that "
                           "holds the device pointer {} (at byte {}) outside "
                           "its pointer members; Metal cannot follow pointers "
                           "hidden in by-value data: make it a pointer "
                           "member of the struct or its own kernel parameter",
                           Span.ParamIndex + 1, Word, At));
      }
      if (!R)
        return invalid(
            K, fmt::format("argument {} is a struct passed by value whose "
                           "pointer member at byte {} ({}) is not inside any "
                           "allocation of cudaMalloc, cudaMallocManaged or "
                           "cudaMallocHost; host memory cannot be passed to "
                           "a kernel",
                           Span.ParamIndex + 1, At, Word));
      DispatchArgs::IndirectPointer P;
      P.Buffer = ArgsBuffer;
      P.ByteOffset = Span.Offset + At;
      P.Base = R->Record.Backing.Base;
      P.Offset = R->Offset;
      P.Length = R->Record.Backing.Size;
      P.Handle = R->Record.Backing.Handle;
      Found.push_back(P);
    }
  }
  return Status::success();
}

} // namespace

Status checkLaunchConfig(const DeviceLimits &Limits, const KernelRef &K,
                         dim3 Grid, dim3 Block, size_t SharedMem) {
  uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
  if (Threads == 0)
    return invalid(K, fmt::format("block {} has no threads", show(Block)));
  if (Block.x > MaxBlockDim[0] || Block.y > MaxBlockDim[1] ||
      Block.z > MaxBlockDim[2])
    return invalid(K, fmt::format("block {} exceeds the per-dimension limit "
                                  "of 1024 x 1024 x 64 threads",
                                  show(Block)));
  if (Threads > Limits.MaxThreadsPerThreadgroup)
    return invalid(K, fmt::format("block {} has {} threads; the limit is {}",
                                  show(Block), Threads,
                                  Limits.MaxThreadsPerThreadgroup));
  const Size3 &MaxGrid = Limits.MaxThreadgroupsPerGrid;
  if (Grid.x == 0 || Grid.y == 0 || Grid.z == 0 || Grid.x > MaxGrid.X ||
      Grid.y > MaxGrid.Y || Grid.z > MaxGrid.Z)
    return invalid(K, fmt::format("grid {} is empty or exceeds ({}, {}, {})",
                                  show(Grid), MaxGrid.X, MaxGrid.Y, MaxGrid.Z));
  if (SharedMem > Limits.MaxThreadgroupMemory)
    return invalid(K, fmt::format("{} bytes of dynamic shared memory exceed "
                                  "the {} bytes of threadgroup memory",
                                  SharedMem, Limits.MaxThreadgroupMemory));
  return Status::success();
}

Status checkKernelLimits(const DeviceLimits &Limits, const KernelInfo &Info,
                         const KernelRef &K, dim3 Block, size_t SharedMem) {
  uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
  if (Info.MaxTotalThreadsPerThreadgroup &&
      Threads > Info.MaxTotalThreadsPerThreadgroup)
    return Status::error(
        cudaErrorLaunchOutOfResources,
        fmt::format("[shim] launch of kernel '{}': {} threads per block "
                    "exceed its __launch_bounds__ of {}",
                    K.name(), Threads, Info.MaxTotalThreadsPerThreadgroup));
  uint64_t Shared = Info.StaticThreadgroupMemory + SharedMem;
  if (Shared > Limits.MaxThreadgroupMemory)
    return invalid(K, fmt::format("{} bytes of shared memory ({} static + {} "
                                  "dynamic) exceed the {} bytes of "
                                  "threadgroup memory",
                                  Shared, Info.StaticThreadgroupMemory,
                                  SharedMem, Limits.MaxThreadgroupMemory));
  return Status::success();
}

size_t argumentBuffers(const KernelRef &K, const PackedArgs &Args) {
  return Args.Pointers.size() + (Args.Bytes.empty() ? 0 : 1) + K.numSymbols();
}

bool usesReservedBuffer(const KernelInfo &Info, unsigned Index,
                        size_t ArgumentBuffers) {
  return ArgumentBuffers <= Index &&
         std::find(Info.BufferIndices.begin(), Info.BufferIndices.end(),
                   Index) != Info.BufferIndices.end();
}

Status bindArguments(const KernelRef &K, const PackedArgs &Args,
                     size_t SharedMem, const KernelInfo &Info,
                     AllocationTable &Table, SymbolStore &Symbols,
                     DispatchArgs &Out) {
  size_t NumBuffers = argumentBuffers(K, Args);
  if (NumBuffers > DispatchArgs::MaxBuffers)
    return invalid(K, fmt::format("it needs {} buffers; Metal has {}",
                                  NumBuffers, DispatchArgs::MaxBuffers));
  bool UsesLog = std::find(Info.BufferIndices.begin(), Info.BufferIndices.end(),
                           DeviceLogBufferIndex) != Info.BufferIndices.end();
  if (UsesLog && NumBuffers > DeviceLogBufferIndex)
    return invalid(K, fmt::format("it needs {} buffers besides the device "
                                  "printf log at index {}",
                                  NumBuffers, DeviceLogBufferIndex));
  std::vector<DispatchArgs::IndirectPointer> Indirect;
  if (Status S = checkStructArguments(
          K, Args, Table, static_cast<unsigned>(Args.Pointers.size()),
          Indirect);
      !S.ok())
    return S;
  unsigned Index = 0;
  for (; Index < Args.Pointers.size(); ++Index) {
    const void *P = Args.Pointers[Index];
    if (!P) {
      Out.setBuffer(nullptr, 0, Index);
      continue;
    }
    std::optional<ResolvedPointer> R = Table.find(P);
    if (!R)
      return invalid(
          K, fmt::format("argument {} ({}) is not inside any allocation of "
                         "cudaMalloc, cudaMallocManaged or cudaMallocHost; "
                         "host memory cannot be passed to a kernel",
                         Args.PointerParamIndex[Index] + 1, P));
    Out.setBuffer(P, R->remaining(), Index);
  }
  if (!Args.Bytes.empty())
    Out.setBytes(Args.Bytes.data(), Args.Bytes.size(), Index++);
  // The CPU backend runs on the host addresses already in the bytes; the
  // Metal backend rewrites them to GPU addresses (DispatchArgs).
  for (const DispatchArgs::IndirectPointer &P : Indirect)
    Out.addIndirectPointer(P);
  for (unsigned I = 0; I < K.numSymbols(); ++I, ++Index) {
    void *Storage = nullptr;
    SymbolInfo Info;
    if (Status S = Symbols.storage(K.symbols()[I], Storage, &Info); !S.ok())
      return Status::error(
          S.Code, S.Message.empty()
                      ? fmt::format("[shim] launch of kernel '{}': its device "
                                    "global #{} is not a registered symbol",
                                    K.name(), I)
                      : S.Message);
    Out.setBuffer(Storage, Info.Size, Index);
  }
  // __syncthreads_count & co: 16 bytes of scratch at the reserved index.
  if (std::find(Info.ThreadgroupIndices.begin(), Info.ThreadgroupIndices.end(),
                BlockVoteThreadgroupIndex) != Info.ThreadgroupIndices.end())
    Out.setThreadgroupMemoryLength(16, BlockVoteThreadgroupIndex);
  bool UsesDynamic =
      std::find(Info.ThreadgroupIndices.begin(), Info.ThreadgroupIndices.end(),
                0u) != Info.ThreadgroupIndices.end();
  // Metal wants threadgroup lengths in multiples of 16 bytes.
  if (UsesDynamic || SharedMem)
    Out.setThreadgroupMemoryLength((SharedMem + 15) / 16 * 16, 0);
  return Status::success();
}

} // namespace metalify
