//===- ConstexprIfRewrite.h - Discarded branches of if constexpr -*- C++ -*-===//
//
// Part of metalify. In a template instance, the branch of `if constexpr`
// that the condition discards is not instantiated: its calls name no
// instance, its types no instance class, so its text, emitted as written,
// would not compile as MSL (`exchange<N, true>(v, smem)` in a branch of
// `if constexpr (kNWarps > 1)` with one warp). The discarded branch is
// emitted as `{}`, as C++ treats it.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_CONSTEXPRIFREWRITE_H
#define METALIFY_REWRITES_CONSTEXPRIFREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Empties the discarded branch of each `if constexpr`.
class ConstexprIfRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
