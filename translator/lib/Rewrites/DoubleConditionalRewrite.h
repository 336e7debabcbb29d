//===- DoubleConditionalRewrite.h - ?: on software doubles -----*- C++ -*-===//
//
// Part of metalify. With double as metalify::f64, a class, `c ? d[i] : 0.0`
// chooses between a `device` lvalue and a `thread` value of that class,
// which C++ with address spaces cannot reconcile (each converts to the
// other), and so does `i < 0 ? 0 : x` between an int and the class. The
// operands of a conditional whose type is double are spelled as values of
// the double row's type (`metalify::f64(d[i])`, `metalify::f64(0)`), as they
// are in CUDA: both sides are then the same prvalue type.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DOUBLECONDITIONALREWRITE_H
#define METALIFY_REWRITES_DOUBLECONDITIONALREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Makes both operands of a double `?:` values of metalify::f64.
class DoubleConditionalRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
