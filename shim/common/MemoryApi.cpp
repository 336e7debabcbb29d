//===- MemoryApi.cpp - cudaMalloc, cudaMemcpy, cudaMemset and friends -----===//
//
// Part of metalify. Memory is unified: every allocation is host-addressable,
// so copies are memmoves ordered on a stream. Synchronous calls run on the
// legacy default stream and wait; an asynchronous call whose host side is
// ordinary (pageable) memory also waits, as CUDA may, so the caller can
// reuse its buffer at once.
//
//===----------------------------------------------------------------------===//
#include "common/DeviceProperties.h"
#include "common/Errors.h"
#include "common/Graphs.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

#include <cstring>
#include <fmt/format.h>

using namespace metalify;

namespace {

/// cudaMallocPitch's row alignment (what current NVIDIA GPUs use).
constexpr size_t PitchAlignment = 512;

Status allocate(void **Ptr, size_t Size, MemoryKind Kind) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  if (!Ptr)
    return fail(cudaErrorInvalidValue);
  *Ptr = nullptr;
  if (Size == 0)
    return Status::success();
  Allocation A;
  if (Status S = R.backend().allocate(Size, A); !S.ok())
    return fail(cudaErrorMemoryAllocation, S.Message);
  R.allocations().insert(AllocationRecord{A, Kind});
  *Ptr = A.Base;
  return Status::success();
}

Status release(void *Ptr, bool Host) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  if (!Ptr)
    return Status::success();
  std::optional<ResolvedPointer> Found = R.allocations().find(Ptr);
  bool IsHost = Found && Found->Record.Kind == MemoryKind::Host;
  if (!Found || Found->Offset != 0 || IsHost != Host)
    return fail(cudaErrorInvalidValue,
                fmt::format("[shim] {}({}): not a pointer returned by {}",
                            Host ? "cudaFreeHost" : "cudaFree", Ptr,
                            Host ? "cudaMallocHost/cudaHostAlloc"
                                 : "cudaMalloc/cudaMallocManaged"));
  // CUDA's free waits for the device to stop using the memory.
  R.streams().synchronizeAll();
  if (std::optional<AllocationRecord> Removed = R.allocations().remove(Ptr))
    R.backend().release(Removed->Backing);
  return Status::success();
}

/// Checks that [P, P + Size) lies in one allocation (the device side of a
/// copy or memset).
Status checkDeviceRange(Runtime &R, const void *P, size_t Size,
                        const char *What) {
  if (R.allocations().containsRange(P, Size))
    return Status::success();
  return fail(cudaErrorInvalidValue,
              fmt::format("[shim] {}: {} bytes at {} are not inside one "
                          "allocation of cudaMalloc and friends",
                          What, Size, P));
}

/// Checks the pointers of a copy of \p Span bytes per side against \p Kind.
Status checkCopy(Runtime &R, void *Dst, const void *Src, size_t DstSpan,
                 size_t SrcSpan, cudaMemcpyKind Kind, const char *What) {
  if (unsigned(Kind) > unsigned(cudaMemcpyDefault))
    return fail(cudaErrorInvalidMemcpyDirection);
  if (!Dst || !Src)
    return fail(cudaErrorInvalidValue);
  bool DstDevice =
      Kind == cudaMemcpyHostToDevice || Kind == cudaMemcpyDeviceToDevice;
  bool SrcDevice =
      Kind == cudaMemcpyDeviceToHost || Kind == cudaMemcpyDeviceToDevice;
  if (DstDevice)
    if (Status S = checkDeviceRange(R, Dst, DstSpan, What); !S.ok())
      return S;
  if (SrcDevice)
    if (Status S = checkDeviceRange(R, Src, SrcSpan, What); !S.ok())
      return S;
  return Status::success();
}

/// True if both ends are allocations, so an async copy may stay async.
bool bothAllocated(Runtime &R, const void *Dst, const void *Src) {
  return R.allocations().find(Dst) && R.allocations().find(Src);
}

Status copy(void *Dst, const void *Src, size_t Count, cudaMemcpyKind Kind,
            cudaStream_t Handle, bool Async) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return fail(cudaErrorInvalidResourceHandle);
  if (Count == 0)
    return unsigned(Kind) > unsigned(cudaMemcpyDefault)
               ? fail(cudaErrorInvalidMemcpyDirection)
               : Status::success();
  if (Status C = checkCopy(R, Dst, Src, Count, Count, Kind, "cudaMemcpy");
      !C.ok())
    return C;
  bool Wait = !Async || !bothAllocated(R, Dst, Src);
  return R.execute(
      S, [=] { std::memmove(Dst, Src, Count); }, Wait);
}

Status copy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch,
              size_t Width, size_t Height, cudaMemcpyKind Kind,
              cudaStream_t Handle, bool Async) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return fail(cudaErrorInvalidResourceHandle);
  if (Width > DPitch || Width > SPitch)
    return fail(cudaErrorInvalidPitchValue);
  if (Width == 0 || Height == 0)
    return Status::success();
  size_t DstSpan = (Height - 1) * DPitch + Width;
  size_t SrcSpan = (Height - 1) * SPitch + Width;
  if (Status C = checkCopy(R, Dst, Src, DstSpan, SrcSpan, Kind, "cudaMemcpy2D");
      !C.ok())
    return C;
  auto *D = static_cast<unsigned char *>(Dst);
  auto *Sp = static_cast<const unsigned char *>(Src);
  bool Wait = !Async || !bothAllocated(R, Dst, Src);
  return R.execute(
      S,
      [=] {
        for (size_t Row = 0; Row < Height; ++Row)
          std::memmove(D + Row * DPitch, Sp + Row * SPitch, Width);
      },
      Wait);
}

Status memset(void *Ptr, int Value, size_t Count, cudaStream_t Handle,
              bool Async) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return fail(cudaErrorInvalidResourceHandle);
  if (Count == 0)
    return Status::success();
  if (Status C = checkDeviceRange(R, Ptr, Count, "cudaMemset"); !C.ok())
    return C;
  return R.execute(
      S, [=] { std::memset(Ptr, Value, Count); }, !Async);
}

} // namespace

cudaError_t cudaMalloc(void **DevPtr, size_t Size) {
  return finishCall(allocate(DevPtr, Size, MemoryKind::Device));
}

cudaError_t cudaMallocManaged(void **DevPtr, size_t Size, unsigned Flags) {
  if (Flags != cudaMemAttachGlobal && Flags != cudaMemAttachHost)
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(allocate(DevPtr, Size, MemoryKind::Managed));
}

cudaError_t cudaMallocHost(void **Ptr, size_t Size) {
  return finishCall(allocate(Ptr, Size, MemoryKind::Host));
}

cudaError_t cudaHostAlloc(void **Ptr, size_t Size, unsigned Flags) {
  if (Flags & ~unsigned(cudaHostAllocPortable | cudaHostAllocMapped |
                        cudaHostAllocWriteCombined))
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(allocate(Ptr, Size, MemoryKind::Host));
}

cudaError_t cudaMallocPitch(void **DevPtr, size_t *Pitch, size_t Width,
                            size_t Height) {
  if (!Pitch)
    return finishCall(fail(cudaErrorInvalidValue));
  *Pitch = (Width + PitchAlignment - 1) / PitchAlignment * PitchAlignment;
  return finishCall(allocate(DevPtr, *Pitch * Height, MemoryKind::Device));
}

cudaError_t cudaFree(void *DevPtr) {
  return finishCall(release(DevPtr, false));
}

cudaError_t cudaFreeHost(void *Ptr) { return finishCall(release(Ptr, true)); }

cudaError_t cudaHostGetDevicePointer(void **DevPtr, void *HostPtr,
                                     unsigned Flags) {
  if (!DevPtr || Flags != 0)
    return finishCall(fail(cudaErrorInvalidValue));
  std::optional<ResolvedPointer> Found =
      Runtime::get().allocations().find(HostPtr);
  if (!Found || Found->Record.Kind != MemoryKind::Host)
    return finishCall(fail(cudaErrorInvalidValue));
  *DevPtr = HostPtr;
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count,
                       cudaMemcpyKind Kind) {
  return finishCall(copy(Dst, Src, Count, Kind, nullptr, false));
}

cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Count,
                            cudaMemcpyKind Kind, cudaStream_t Stream) {
  if (recordIfCapturing(Stream, [=](cudaStream_t On) {
        return copy(Dst, Src, Count, Kind, On, true);
      }))
    return cudaSuccess;
  return finishCall(copy(Dst, Src, Count, Kind, Stream, true));
}

cudaError_t cudaMemcpy2D(void *Dst, size_t DPitch, const void *Src,
                         size_t SPitch, size_t Width, size_t Height,
                         cudaMemcpyKind Kind) {
  return finishCall(
      copy2D(Dst, DPitch, Src, SPitch, Width, Height, Kind, nullptr, false));
}

cudaError_t cudaMemcpy2DAsync(void *Dst, size_t DPitch, const void *Src,
                              size_t SPitch, size_t Width, size_t Height,
                              cudaMemcpyKind Kind, cudaStream_t Stream) {
  if (recordIfCapturing(Stream, [=](cudaStream_t On) {
        return copy2D(Dst, DPitch, Src, SPitch, Width, Height, Kind, On, true);
      }))
    return cudaSuccess;
  return finishCall(
      copy2D(Dst, DPitch, Src, SPitch, Width, Height, Kind, Stream, true));
}

cudaError_t cudaMemset(void *DevPtr, int Value, size_t Count) {
  return finishCall(memset(DevPtr, Value, Count, nullptr, false));
}

cudaError_t cudaMemsetAsync(void *DevPtr, int Value, size_t Count,
                            cudaStream_t Stream) {
  if (recordIfCapturing(Stream, [=](cudaStream_t On) {
        return memset(DevPtr, Value, Count, On, true);
      }))
    return cudaSuccess;
  return finishCall(memset(DevPtr, Value, Count, Stream, true));
}

cudaError_t cudaMallocAsync(void **DevPtr, size_t Size, cudaStream_t Stream) {
  if (!Runtime::get().streams().resolve(Stream))
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  return finishCall(allocate(DevPtr, Size, MemoryKind::Device));
}

cudaError_t cudaFreeAsync(void *DevPtr, cudaStream_t Handle) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return finishCall(S);
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  if (!DevPtr)
    return cudaSuccess;
  std::optional<ResolvedPointer> Found = R.allocations().find(DevPtr);
  if (!Found || Found->Offset != 0 || Found->Record.Kind == MemoryKind::Host)
    return finishCall(fail(cudaErrorInvalidValue));
  // Forget the pointer now (a second free is an error at once); release the
  // memory when the stream reaches this point.
  std::optional<AllocationRecord> Removed = R.allocations().remove(DevPtr);
  Allocation Backing = Removed->Backing;
  return finishCall(R.execute(
      S, [&R, Backing] { R.backend().release(Backing); }, /*Wait=*/false));
}

cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return finishCall(S);
  if (!Free || !Total)
    return finishCall(fail(cudaErrorInvalidValue));
  uint64_t All = R.backend().limits().TotalMemory;
  if (All == 0)
    All = physicalMemory();
  uint64_t Used = R.allocations().totalBytes();
  *Total = All;
  *Free = Used < All ? All - Used : 0;
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *Attributes,
                                     const void *Ptr) {
  if (!Attributes)
    return finishCall(fail(cudaErrorInvalidValue));
  std::optional<ResolvedPointer> Found = Runtime::get().allocations().find(Ptr);
  // Like CUDA 11+, an unknown pointer is "unregistered", not an error.
  if (!Ptr || !Found) {
    *Attributes = {cudaMemoryTypeUnregistered, -2, nullptr,
                   const_cast<void *>(Ptr)};
    return cudaSuccess;
  }
  cudaMemoryType Type =
      Found->Record.Kind == MemoryKind::Host      ? cudaMemoryTypeHost
      : Found->Record.Kind == MemoryKind::Managed ? cudaMemoryTypeManaged
                                                  : cudaMemoryTypeDevice;
  *Attributes = {Type, 0, const_cast<void *>(Ptr), const_cast<void *>(Ptr)};
  return cudaSuccess;
}

cudaError_t cudaMemPrefetchAsync(const void *DevPtr, size_t Count, int,
                                 cudaStream_t Stream) {
  Runtime &R = Runtime::get();
  if (!R.streams().resolve(Stream))
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  return finishCall(checkDeviceRange(R, DevPtr, Count, "cudaMemPrefetchAsync"));
}
