//===- MacroRowRewrite.h - Table macros used in device code ----*- C++ -*-===//
//
// Part of metalify. A macro whose row has a Metal template (assert) is not
// expanded as the compiler saw it: the whole use becomes the row's template,
// filled with facts about the use that the expansion held:
//
//   $1  the first macro argument, as rewritten device code
//   $2  that argument's spelling as a string literal (the macro's `#arg`)
//   $3  the file name as a string literal (__FILE__)
//   $4  the line (__LINE__)
//   $5  the enclosing function's CUDA signature as a string literal
//       (__PRETTY_FUNCTION__)
//   $6  `return` when the use is a statement of a function returning void,
//       where the template may end the thread; `value` otherwise
//
// The rewrite runs on the outermost statement of the use, after the
// rewrites of its argument (post order).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MACROROWREWRITE_H
#define METALIFY_REWRITES_MACROROWREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Rewrites uses of table macros with templates after their rows.
class MacroRowRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
