//===- SymbolApi.cpp - cudaMemcpyToSymbol and friends ---------------------===//
//
// Part of metalify. A symbol's storage is an allocation (Symbols.h), so
// copies to and from it are ordinary copies ordered on a stream.
//
//===----------------------------------------------------------------------===//
#include "common/Errors.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

#include <cstring>
#include <fmt/format.h>

using namespace metalify;

namespace {

/// Copies between a symbol's storage and \p Other; \p ToSymbol picks the
/// direction. Waits unless the other side is an allocation and \p Async.
Status symbolCopy(const void *Handle, void *Other, size_t Count, size_t Offset,
                  cudaMemcpyKind Kind, bool ToSymbol, cudaStream_t StreamHandle,
                  bool Async) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  cudaMemcpyKind OtherSide =
      ToSymbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (Kind != OtherSide && Kind != cudaMemcpyDeviceToDevice &&
      Kind != cudaMemcpyDefault)
    return fail(cudaErrorInvalidMemcpyDirection);
  std::shared_ptr<Stream> S = R.streams().resolve(StreamHandle);
  if (!S)
    return fail(cudaErrorInvalidResourceHandle);
  void *Storage = nullptr;
  SymbolInfo Info;
  if (Status St = R.symbols().storage(Handle, Storage, &Info); !St.ok())
    return St;
  if (Offset > Info.Size || Count > Info.Size - Offset)
    return fail(cudaErrorInvalidValue,
                fmt::format("[shim] symbol '{}' has {} bytes; {} bytes at "
                            "offset {} do not fit",
                            Info.Name, Info.Size, Count, Offset));
  if (Count == 0)
    return Status::success();
  if (!Other)
    return fail(cudaErrorInvalidValue);
  auto *Base = static_cast<unsigned char *>(Storage) + Offset;
  bool Wait = !Async || !R.allocations().find(Other);
  return R.execute(
      S,
      [=] {
        if (ToSymbol)
          std::memmove(Base, Other, Count);
        else
          std::memmove(Other, Base, Count);
      },
      Wait);
}

} // namespace

cudaError_t cudaMemcpyToSymbol(const void *Symbol, const void *Src,
                               size_t Count, size_t Offset,
                               cudaMemcpyKind Kind) {
  return finishCall(symbolCopy(Symbol, const_cast<void *>(Src), Count, Offset,
                               Kind, true, nullptr, false));
}

cudaError_t cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Count,
                                 size_t Offset, cudaMemcpyKind Kind) {
  return finishCall(
      symbolCopy(Symbol, Dst, Count, Offset, Kind, false, nullptr, false));
}

cudaError_t cudaMemcpyToSymbolAsync(const void *Symbol, const void *Src,
                                    size_t Count, size_t Offset,
                                    cudaMemcpyKind Kind, cudaStream_t Stream) {
  return finishCall(symbolCopy(Symbol, const_cast<void *>(Src), Count, Offset,
                               Kind, true, Stream, true));
}

cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const void *Symbol,
                                      size_t Count, size_t Offset,
                                      cudaMemcpyKind Kind,
                                      cudaStream_t Stream) {
  return finishCall(
      symbolCopy(Symbol, Dst, Count, Offset, Kind, false, Stream, true));
}

cudaError_t cudaGetSymbolAddress(void **DevPtr, const void *Symbol) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return finishCall(S);
  if (!DevPtr)
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(R.symbols().storage(Symbol, *DevPtr));
}

cudaError_t cudaGetSymbolSize(size_t *Size, const void *Symbol) {
  if (!Size)
    return finishCall(fail(cudaErrorInvalidValue));
  std::optional<SymbolInfo> Info = SymbolRegistry::find(Symbol);
  if (!Info)
    return finishCall(fail(cudaErrorInvalidSymbol));
  *Size = Info->Size;
  return cudaSuccess;
}
