//===- MacroExpansionRewrite.h - Macros used in device code ----*- C++ -*-===//
//
// Part of metalify. The .metal file has none of the CUDA file's macros, so
// each macro use in an emitted body is replaced by its expansion, printed
// from the AST (`TILE` -> `16`, `IDX(r, c)` -> `((r) * 16 + (c))`). This
// runs before the other rewrites, which then see the expansion as one
// replaced range: a rewrite needed inside it (a barrier in a macro) fails
// with MTL2022, and the pipeline translates the file again with its device
// macros expanded beforehand (MacroPreexpansion.h); what still cannot be
// rewritten (a macro of a user header) fails closed with MTL2022.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MACROEXPANSIONREWRITE_H
#define METALIFY_REWRITES_MACROEXPANSIONREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Replaces macro uses in a body by their expansions.
class MacroExpansionRewrite {
public:
  /// Expands every macro use in the body of \p C's function.
  static void run(RewriteContext &C);
};

} // namespace metalify

#endif
