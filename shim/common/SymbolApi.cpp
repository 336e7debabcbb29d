//===- SymbolApi.cpp - cudaMemcpyToSymbol and friends ---------------------===//
//
// Part of metalify. A symbol is a metalify::Symbol handle emitted by the
// translator for a `__constant__` or `__device__` global; its storage is an
// allocation (Symbols.h), so copies are ordinary ordered copies.
//
//===----------------------------------------------------------------------===//
#include "common/Errors.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

#include <cstring>
#include <fmt/format.h>

using namespace metalify;

namespace {

const SymbolRef *asSymbol(const void *Handle) {
  auto *Sym = static_cast<const SymbolRef *>(Handle);
  return Sym && Sym->kind() == HandleKind::Symbol ? Sym : nullptr;
}

/// Copies between a symbol's storage and \p Other; \p ToSymbol picks the
/// direction.
Status symbolCopy(const SymbolRef &Sym, void *Other, size_t Count,
                  size_t Offset, cudaMemcpyKind Kind, bool ToSymbol,
                  cudaStream_t Handle) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  cudaMemcpyKind OtherSide =
      ToSymbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (Kind != OtherSide && Kind != cudaMemcpyDeviceToDevice &&
      Kind != cudaMemcpyDefault)
    return fail(cudaErrorInvalidMemcpyDirection);
  if (Offset > Sym.size() || Count > Sym.size() - Offset)
    return fail(cudaErrorInvalidValue,
                fmt::format("[shim] symbol '{}' has {} bytes; {} bytes at "
                            "offset {} do not fit",
                            Sym.name(), Sym.size(), Count, Offset));
  if (Count == 0)
    return Status::success();
  if (!Other)
    return fail(cudaErrorInvalidValue);
  std::shared_ptr<Stream> S = R.streams().resolve(Handle);
  if (!S)
    return fail(cudaErrorInvalidResourceHandle);
  void *Storage = nullptr;
  if (Status St = R.symbols().storage(Sym, Storage); !St.ok())
    return St;
  auto *Base = static_cast<unsigned char *>(Storage) + Offset;
  return R.execute(
      S,
      [=] {
        if (ToSymbol)
          std::memmove(Base, Other, Count);
        else
          std::memmove(Other, Base, Count);
      },
      /*Wait=*/true);
}

Status symbolAddress(void **DevPtr, const SymbolRef &Sym) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  if (!DevPtr)
    return fail(cudaErrorInvalidValue);
  return R.symbols().storage(Sym, *DevPtr);
}

} // namespace

cudaError_t cudaMemcpyToSymbol(const SymbolRef &Symbol, const void *Src,
                               size_t Count, size_t Offset,
                               cudaMemcpyKind Kind) {
  return finishCall(symbolCopy(Symbol, const_cast<void *>(Src), Count, Offset,
                               Kind, true, nullptr));
}

cudaError_t cudaMemcpyFromSymbol(void *Dst, const SymbolRef &Symbol,
                                 size_t Count, size_t Offset,
                                 cudaMemcpyKind Kind) {
  return finishCall(
      symbolCopy(Symbol, Dst, Count, Offset, Kind, false, nullptr));
}

cudaError_t cudaMemcpyToSymbolAsync(const SymbolRef &Symbol, const void *Src,
                                    size_t Count, size_t Offset,
                                    cudaMemcpyKind Kind, cudaStream_t Stream) {
  return finishCall(symbolCopy(Symbol, const_cast<void *>(Src), Count, Offset,
                               Kind, true, Stream));
}

cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const SymbolRef &Symbol,
                                      size_t Count, size_t Offset,
                                      cudaMemcpyKind Kind,
                                      cudaStream_t Stream) {
  return finishCall(
      symbolCopy(Symbol, Dst, Count, Offset, Kind, false, Stream));
}

cudaError_t cudaGetSymbolAddress(void **DevPtr, const SymbolRef &Symbol) {
  return finishCall(symbolAddress(DevPtr, Symbol));
}

cudaError_t cudaGetSymbolSize(size_t *Size, const SymbolRef &Symbol) {
  if (!Size)
    return finishCall(fail(cudaErrorInvalidValue));
  *Size = Symbol.size();
  return cudaSuccess;
}

cudaError_t cudaMemcpyToSymbol(const void *Symbol, const void *Src,
                               size_t Count, size_t Offset,
                               cudaMemcpyKind Kind) {
  const SymbolRef *Sym = asSymbol(Symbol);
  if (!Sym)
    return finishCall(fail(cudaErrorInvalidSymbol));
  return cudaMemcpyToSymbol(*Sym, Src, Count, Offset, Kind);
}

cudaError_t cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Count,
                                 size_t Offset, cudaMemcpyKind Kind) {
  const SymbolRef *Sym = asSymbol(Symbol);
  if (!Sym)
    return finishCall(fail(cudaErrorInvalidSymbol));
  return cudaMemcpyFromSymbol(Dst, *Sym, Count, Offset, Kind);
}

cudaError_t cudaGetSymbolAddress(void **DevPtr, const void *Symbol) {
  const SymbolRef *Sym = asSymbol(Symbol);
  if (!Sym)
    return finishCall(fail(cudaErrorInvalidSymbol));
  return cudaGetSymbolAddress(DevPtr, *Sym);
}
