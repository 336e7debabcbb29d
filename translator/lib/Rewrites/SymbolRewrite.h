//===- SymbolRewrite.h - Device globals -> host symbol handles -*- C++ -*-===//
//
// Part of metalify. In host code a __constant__ or __device__ variable
// becomes a symbol handle of its own type, named like it (docs/ABI.md):
//   __constant__ float taps[9] = {1, 2};
// turns into
//   inline metalify::Symbol<float[9]> taps{"foo.metal", "taps", {1, 2}};
// so cudaMemcpyToSymbol(taps, ...) and sizeof(taps) keep working and the
// shim owns the device storage, initialised from the initialiser. Extern
// declarations of a variable the file defines are removed. Host code may
// name a variable only where a symbol is meant: as a call argument taken
// by reference or as a pointer, under sizeof, or with &.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_SYMBOLREWRITE_H
#define METALIFY_REWRITES_SYMBOLREWRITE_H

#include "Rewrites/HostRewriteContext.h"

#include <string>

namespace clang {
class VarDecl;
}

namespace metalify {

/// Rewrites the device globals of one file into symbol handles.
class SymbolRewrite {
public:
  explicit SymbolRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// The handle definition replacing \p V's declarator.
  std::string handleText(const clang::VarDecl &V);
  /// Reports host code that reads or writes a device global directly.
  void checkHostUses();

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
