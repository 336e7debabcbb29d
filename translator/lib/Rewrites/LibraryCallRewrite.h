//===- LibraryCallRewrite.h - Device library calls from rows ---*- C++ -*-===//
//
// Part of metalify. The one mechanism for calls to CUDA device functions
// without a definition in the file (__syncthreads, math, atomics, warp
// intrinsics): look the callee up in the table and expand its row with the
// call's arguments (texts, types, address spaces). New rows need no code.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_LIBRARYCALLREWRITE_H
#define METALIFY_REWRITES_LIBRARYCALLREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Rewrites calls to CUDA device library functions after their rows.
class LibraryCallRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
