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

/// Fails if a by-value struct argument holds a pointer into an allocation:
/// on Metal, pointers inside by-value data are not GPU addresses (DESIGN.md
/// decision 5), so the kernel would fault there even if it works here.
Status checkStructArguments(const KernelRef &K, const PackedArgs &Args,
                            AllocationTable &Table) {
  for (const PackedArgs::StructSpan &Span : Args.Structs) {
    for (size_t At = 0; At + sizeof(void *) <= Span.Size;
         At += sizeof(void *)) {
      const void *Word;
      std::memcpy(&Word, Args.Bytes.data() + Span.Offset + At, sizeof(Word));
      if (!Word || !Table.find(Word))
        continue;
      return invalid(
          K, fmt::format("argument {} is a struct passed by value that "
                         "holds the device pointer {} (at byte {}); Metal "
                         "cannot follow pointers inside by-value data: pass "
                         "the pointer as its own kernel parameter",
                         Span.ParamIndex + 1, Word, At));
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

Status bindArguments(const KernelRef &K, const PackedArgs &Args,
                     size_t SharedMem, const KernelInfo &Info,
                     AllocationTable &Table, SymbolStore &Symbols,
                     DispatchArgs &Out) {
  size_t NumBuffers =
      Args.Pointers.size() + (Args.Bytes.empty() ? 0 : 1) + K.numSymbols();
  if (NumBuffers > DispatchArgs::MaxBuffers)
    return invalid(K, fmt::format("it needs {} buffers; Metal has {}",
                                  NumBuffers, DispatchArgs::MaxBuffers));
  bool UsesLog = std::find(Info.BufferIndices.begin(), Info.BufferIndices.end(),
                           DeviceLogBufferIndex) != Info.BufferIndices.end();
  if (UsesLog && NumBuffers > DeviceLogBufferIndex)
    return invalid(K, fmt::format("it needs {} buffers besides the device "
                                  "printf log at index {}",
                                  NumBuffers, DeviceLogBufferIndex));
  if (Status S = checkStructArguments(K, Args, Table); !S.ok())
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
