//===- InlineAsmRewrite.h - Inline PTX from rows ----------------*- C++ -*-===//
//
// Part of metalify. CUDA code embeds PTX through GCC-style inline assembly,
// `asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));`. MSL has no inline
// assembly, so each asm statement in device code is looked up, by its
// template string (white space normalized, normalizeAsmTemplate), among the
// `inline-asm` rows of the table and replaced by the row's expansion. The
// operands are the template's arguments in PTX's numbering: $1 is %0, $2 is
// %1, ... (outputs first, then inputs), so `$1 = metalify_simd_lane()`
// assigns the first output. A statement that no row matches, or whose row
// or variant is unsupported, is an error located at the statement (MTL2042,
// or the row's own diagnostic): PTX never reaches the .metal file.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_INLINEASMREWRITE_H
#define METALIFY_REWRITES_INLINEASMREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Replaces inline PTX by the MSL of its `inline-asm` row.
class InlineAsmRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
