//===- LibraryCallRewrite.h - Device library calls from rows ---*- C++ -*-===//
//
// Part of metalify. The one mechanism for calls to CUDA device functions
// without a definition in the file (__syncthreads, math, atomics, warp
// intrinsics): look the callee up in the table and expand its row with the
// call's arguments (texts, types, address spaces). New rows need no code.
// Using-declarations, using-directives and namespace aliases in a body
// that name only our headers' or the C++ library's namespaces go with
// them (`namespace cg = cooperative_groups;`): the MSL has no such
// namespace, and the names they bring in are rewritten where used.
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
