//===- LaunchApi.cpp - Launches, kernel attributes and occupancy ----------===//
//
// Part of metalify. metalify::launchKernel is where every launch arrives:
// the configuration is checked, the kernel compiled (once) and its buffers
// bound on the calling thread, so those errors come back from the launch
// itself; the dispatch then runs on the stream, and a fault in it becomes
// the sticky error.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceLogFormat.h"
#include "common/Errors.h"
#include "common/Graphs.h"
#include "common/Launch.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <unordered_map>
#include <fmt/format.h>

using namespace metalify;

namespace {

/// True when the kernel calls printf or assert: it declares the ring's
/// reserved buffer index.
bool usesDeviceLog(const KernelInfo &Info) {
  return std::find(Info.BufferIndices.begin(), Info.BufferIndices.end(),
                   DeviceLogBufferIndex) != Info.BufferIndices.end();
}

/// Binds a fresh device-log ring when \p Info needs one; \p Ring stays
/// empty otherwise.
Status bindDeviceLog(Runtime &R, const KernelInfo &Info, DispatchArgs &Args,
                     Allocation &Ring) {
  if (!usesDeviceLog(Info))
    return Status::success();
  if (Status S = R.deviceLog().acquire(R.limit(cudaLimitPrintfFifoSize), Ring);
      !S.ok())
    return S;
  Args.setBuffer(Ring.Base, Ring.Size, DeviceLogBufferIndex);
  return Status::success();
}

/// Binds the lock table of the 64-bit atomics when \p Info declares it.
Status bindAtomicLocks(Runtime &R, const KernelRef &K, const PackedArgs &Args,
                       const KernelInfo &Info, DispatchArgs &Bound) {
  if (!usesReservedBuffer(Info, AtomicLockBufferIndex, argumentBuffers(K, Args)))
    return Status::success();
  Allocation Table;
  if (Status S = R.atomicLocks().table(Table); !S.ok())
    return S;
  Bound.setBuffer(Table.Base, Table.Size, AtomicLockBufferIndex);
  return Status::success();
}

/// A kernel whose module does not compile, or that its module lacks, can
/// never run: the program stops here with the reason, instead of going on
/// with the launch skipped and printing results it never computed (CUDA
/// returns an error code that most programs do not check).
[[noreturn]] void failLaunchFatally(const Status &S) {
  std::fflush(stdout);
  std::fprintf(stderr, "%s\nmetalify: fatal: a kernel that cannot run was "
                       "launched; stopping the program\n",
               S.Message.c_str());
  std::fflush(stderr);
  std::_Exit(EXIT_FAILURE);
}

Status submitLaunch(const KernelRef &K, dim3 Grid, dim3 Block, size_t SharedMem,
                    cudaStream_t Handle, const PackedArgs &Args) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  // A launch is one of CUDA's printf flush points.
  R.flushDeviceLog();
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return fail(
        cudaErrorInvalidResourceHandle,
        fmt::format("[shim] launch of kernel '{}': unknown stream", K.name()));
  const DeviceLimits &Limits = R.backend().limits();
  if (Status C = checkLaunchConfig(Limits, K, Grid, Block, SharedMem); !C.ok())
    return C;
  std::shared_ptr<KernelFunction> F;
  if (Status M = R.modules().kernel(K, F); !M.ok())
    failLaunchFatally(M);
  if (Status C = checkKernelLimits(Limits, F->info(), K, Block, SharedMem);
      !C.ok())
    return C;
  auto Bound = std::make_shared<DispatchArgs>();
  if (Status B = bindArguments(K, Args, SharedMem, F->info(), R.allocations(),
                               R.symbols(), *Bound);
      !B.ok())
    return B;
  if (Status L = bindAtomicLocks(R, K, Args, F->info(), *Bound); !L.ok())
    return L;
  Allocation Ring;
  if (Status L = bindDeviceLog(R, F->info(), *Bound, Ring); !L.ok())
    return L;
  Size3 Groups{Grid.x, Grid.y, Grid.z};
  Size3 Threads{Block.x, Block.y, Block.z};
  std::string Name = K.name();
  return R.execute(
      S,
      [&R, F, Bound, Groups, Threads, Name, Ring] {
        // After a fault CUDA runs nothing more until cudaDeviceReset.
        Status D = R.check();
        if (D.ok())
          D = R.backend().dispatch(*F, *Bound, Groups, Threads);
        else
          D = Status::success();
        // The host reads the printf ring next: the kernel must have run.
        if (D.ok() && Ring.Base)
          D = R.backend().flush();
        // What the kernel printed before a fault is still shown.
        DeviceFault Fault =
            Ring.Base ? R.deviceLog().finish(Ring) : DeviceFault::None;
        if (!D.ok())
          R.reportAsync(
              Status::error(D.Code, fmt::format("[shim] kernel '{}' failed: {}",
                                                Name, D.Message)));
        else if (Fault == DeviceFault::Assert)
          R.reportAsync(Status::error(cudaErrorAssert, ""));
        else if (Fault == DeviceFault::Trap)
          R.reportAsync(Status::error(
              cudaErrorLaunchFailure,
              fmt::format("[shim] kernel '{}' executed __trap()", Name)));
      },
      /*Wait=*/false, /*Extra=*/{}, /*Deferrable=*/true);
}

/// Host stubs of kernels declared in shared headers -> their handles.
std::mutex StubMutex;
std::unordered_map<const void *, const KernelRef *> &stubs() {
  static std::unordered_map<const void *, const KernelRef *> Map;
  return Map;
}

const KernelRef *asKernel(const void *Handle) {
  // A registered stub is a function: never read a tag from it.
  if (const KernelRef *Stub = kernelForStub(Handle))
    return Stub;
  auto *K = static_cast<const KernelRef *>(Handle);
  return K && K->kind() == HandleKind::Kernel ? K : nullptr;
}

/// Resolves \p K for the attribute queries.
Status resolve(const KernelRef &K, std::shared_ptr<KernelFunction> &F) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  return R.modules().kernel(K, F);
}

/// The most threads per block \p Info allows on \p Limits.
uint32_t maxThreads(const DeviceLimits &Limits, const KernelInfo &Info) {
  uint32_t Max = Limits.MaxThreadsPerThreadgroup;
  if (Info.MaxTotalThreadsPerThreadgroup)
    Max = std::min(Max, Info.MaxTotalThreadsPerThreadgroup);
  return Max;
}

/// Blocks of \p BlockSize threads that fit one compute unit at once: the
/// heuristic of metal-facts §5.14 (Metal exposes no occupancy API).
int activeBlocks(const DeviceLimits &Limits, const KernelInfo &Info,
                 int BlockSize, size_t DynamicShared) {
  if (BlockSize <= 0 || uint32_t(BlockSize) > maxThreads(Limits, Info))
    return 0;
  int Blocks = int(Limits.MaxThreadsPerThreadgroup / uint32_t(BlockSize));
  uint64_t Shared = Info.StaticThreadgroupMemory + DynamicShared;
  if (Shared > Limits.MaxThreadgroupMemory)
    return 0;
  if (Shared)
    Blocks = std::min<int>(Blocks, int(Limits.MaxThreadgroupMemory / Shared));
  return Blocks;
}

} // namespace

bool metalify::registerKernelStub(const void *Stub, const KernelRef &Kernel) {
  std::lock_guard<std::mutex> Lock(StubMutex);
  stubs()[Stub] = &Kernel;
  return true;
}

const KernelRef *metalify::kernelForStub(const void *Stub) {
  std::lock_guard<std::mutex> Lock(StubMutex);
  auto It = stubs().find(Stub);
  return It == stubs().end() ? nullptr : It->second;
}

void metalify::kernelStubCalled(const KernelRef &Kernel) {
  failMissingConfiguration(Kernel);
}

cudaError_t metalify::failUnregisteredStub() {
  return finishCall(fail(cudaErrorInvalidDeviceFunction,
                         "[shim] a kernel whose defining .cu file was not "
                         "translated and linked was used"));
}

cudaError_t metalify::failMissingConfiguration(const KernelRef &Kernel) {
  return finishCall(fail(
      cudaErrorMissingConfiguration,
      fmt::format("[shim] kernel '{}' was called without <<<...>>>: nothing "
                  "ran (CUDA does the same)",
                  Kernel.name())));
}

cudaError_t metalify::launchKernel(const KernelRef &Kernel, dim3 Grid,
                                   dim3 Block, size_t SharedMem,
                                   cudaStream_t Stream,
                                   const PackedArgs &Args) {
  // Handles are static objects, so the recorded launch may keep the address;
  // the arguments are copied now, as a captured kernel node copies them.
  const KernelRef *K = &Kernel;
  if (recordIfCapturing(Stream, [K, Grid, Block, SharedMem,
                                 Args](cudaStream_t On) {
        return submitLaunch(*K, Grid, Block, SharedMem, On, Args);
      }))
    return cudaSuccess;
  return finishCall(submitLaunch(Kernel, Grid, Block, SharedMem, Stream, Args));
}

cudaError_t cudaLaunchKernel(const KernelRef &Kernel, dim3 Grid, dim3 Block,
                             void **Args, size_t SharedMem,
                             cudaStream_t Stream) {
  if (!Kernel.packer())
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  if (!Args && Kernel.numParams() != 0)
    return finishCall(fail(
        cudaErrorInvalidValue,
        fmt::format("[shim] cudaLaunchKernel of '{}': no argument array for "
                    "its {} parameters",
                    Kernel.name(), Kernel.numParams())));
  PackedArgs Packed = Kernel.packer()(Args);
  return metalify::launchKernel(Kernel, Grid, Block, SharedMem, Stream, Packed);
}

cudaError_t cudaLaunchKernel(const void *Kernel, dim3 Grid, dim3 Block,
                             void **Args, size_t SharedMem,
                             cudaStream_t Stream) {
  const KernelRef *K = asKernel(Kernel);
  if (!K)
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  return cudaLaunchKernel(*K, Grid, Block, Args, SharedMem, Stream);
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes,
                                  const KernelRef &Kernel) {
  if (!Attributes)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<KernelFunction> F;
  if (Status S = resolve(Kernel, F); !S.ok())
    return finishCall(S);
  const DeviceLimits &Limits = Runtime::get().backend().limits();
  const KernelInfo &Info = F->info();
  *Attributes = cudaFuncAttributes{};
  Attributes->sharedSizeBytes = Info.StaticThreadgroupMemory;
  Attributes->maxThreadsPerBlock = int(maxThreads(Limits, Info));
  Attributes->ptxVersion = 70;
  Attributes->binaryVersion = 70;
  Attributes->maxDynamicSharedSizeBytes =
      int(Limits.MaxThreadgroupMemory - Info.StaticThreadgroupMemory);
  Attributes->preferredShmemCarveout = -1;
  return cudaSuccess;
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes,
                                  const void *Kernel) {
  const KernelRef *K = asKernel(Kernel);
  if (!K)
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  return cudaFuncGetAttributes(Attributes, *K);
}

cudaError_t cudaFuncSetAttribute(const KernelRef &Kernel,
                                 cudaFuncAttribute Attribute, int Value) {
  std::shared_ptr<KernelFunction> F;
  if (Status S = resolve(Kernel, F); !S.ok())
    return finishCall(S);
  Runtime &R = Runtime::get();
  uint64_t Limit = R.backend().limits().MaxThreadgroupMemory;
  switch (Attribute) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (Value < 0 ||
        F->info().StaticThreadgroupMemory + uint64_t(Value) > Limit)
      return finishCall(fail(
          cudaErrorInvalidValue,
          fmt::format("[shim] kernel '{}': {} bytes of dynamic shared memory "
                      "plus {} static exceed Metal's {} bytes",
                      Kernel.name(), Value, F->info().StaticThreadgroupMemory,
                      Limit)));
    R.setMaxDynamicShared(Kernel, size_t(Value));
    return cudaSuccess;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    // Metal has no carveout to prefer; the value is checked, then ignored.
    return Value < -1 || Value > 100 ? finishCall(fail(cudaErrorInvalidValue))
                                     : cudaSuccess;
  default:
    return finishCall(fail(cudaErrorNotSupported,
                           fmt::format("[shim] cudaFuncSetAttribute: attribute "
                                       "{} (thread block clusters) is not "
                                       "supported on Metal",
                                       int(Attribute))));
  }
}

cudaError_t cudaFuncSetAttribute(const void *Kernel,
                                 cudaFuncAttribute Attribute, int Value) {
  const KernelRef *K = asKernel(Kernel);
  if (!K)
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  return cudaFuncSetAttribute(*K, Attribute, Value);
}

cudaError_t cudaFuncSetCacheConfig(const KernelRef &, cudaFuncCache Config) {
  if (unsigned(Config) > unsigned(cudaFuncCachePreferEqual))
    return finishCall(fail(cudaErrorInvalidValue));
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, const KernelRef &Kernel, int BlockSize,
    size_t DynamicSharedMem) {
  if (!NumBlocks)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<KernelFunction> F;
  if (Status S = resolve(Kernel, F); !S.ok())
    return finishCall(S);
  *NumBlocks = activeBlocks(Runtime::get().backend().limits(), F->info(),
                            BlockSize, DynamicSharedMem);
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, const void *Kernel, int BlockSize,
    size_t DynamicSharedMem) {
  const KernelRef *K = asKernel(Kernel);
  if (!K)
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(NumBlocks, *K, BlockSize,
                                                       DynamicSharedMem);
}

cudaError_t cudaOccupancyMaxPotentialBlockSize(int *MinGridSize, int *BlockSize,
                                               const void *Kernel,
                                               size_t DynamicSharedMem,
                                               int BlockSizeLimit) {
  const KernelRef *K = asKernel(Kernel);
  if (!K)
    return finishCall(fail(cudaErrorInvalidDeviceFunction));
  return cudaOccupancyMaxPotentialBlockSize(MinGridSize, BlockSize, *K,
                                            DynamicSharedMem, BlockSizeLimit);
}

cudaError_t cudaOccupancyMaxPotentialBlockSize(int *MinGridSize, int *BlockSize,
                                               const KernelRef &Kernel,
                                               size_t DynamicSharedMem,
                                               int BlockSizeLimit) {
  if (!MinGridSize || !BlockSize || BlockSizeLimit < 0)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<KernelFunction> F;
  if (Status S = resolve(Kernel, F); !S.ok())
    return finishCall(S);
  const DeviceLimits &Limits = Runtime::get().backend().limits();
  uint32_t Best = maxThreads(Limits, F->info());
  if (BlockSizeLimit > 0)
    Best = std::min(Best, uint32_t(BlockSizeLimit));
  // Whole SIMD-groups, as Metal's threadExecutionWidth suggests.
  if (Best >= Limits.SimdWidth)
    Best = Best / Limits.SimdWidth * Limits.SimdWidth;
  cudaDeviceProp Props;
  cudaGetDeviceProperties(&Props, 0);
  *BlockSize = int(Best);
  *MinGridSize = activeBlocks(Limits, F->info(), int(Best), DynamicSharedMem) *
                 Props.multiProcessorCount;
  return cudaSuccess;
}
