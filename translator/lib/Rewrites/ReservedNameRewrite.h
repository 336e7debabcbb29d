//===- ReservedNameRewrite.h - CUDA names that MSL reserves ----*- C++ -*-===//
//
// Part of metalify. `kernel`, `device`, `constant`, `thread`, `half` are
// ordinary identifiers in CUDA and keywords or type names in MSL. Every
// declaration of device code with such a name, and every use of it, is
// spelled MslSpelling::identifier (`thread_`); the signature builders use
// the same spelling for parameters and functions, and the host handle of a
// kernel names the renamed MSL function.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_RESERVEDNAMEREWRITE_H
#define METALIFY_REWRITES_RESERVEDNAMEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Renames uses and local declarations whose name MSL reserves.
class ReservedNameRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
