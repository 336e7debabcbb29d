//===- PointerTypeRewrite.h - Address spaces on local pointers -*- C++ -*-===//
//
// Part of metalify. Local pointer and reference variables and pointer
// casts are rewritten with the address space the inference found for this
// copy of the function, and `const` when nothing writes through them.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_POINTERTYPEREWRITE_H
#define METALIFY_REWRITES_POINTERTYPEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Writes address spaces into local declarations and casts.
class PointerTypeRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
