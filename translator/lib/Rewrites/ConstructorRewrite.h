//===- ConstructorRewrite.h - Constructors in device code ------*- C++ -*-===//
//
// Part of metalify. A constructor the user wrote is a helper of the device
// call graph: it gets one copy per address-space signature (a pointer or
// reference parameter names the space of its argument: `device`,
// `threadgroup`, `constant` for a string literal) and the implicit inputs
// it reaches (built-in variables, shared storage) as extra parameters,
// emitted inside its class with its member-initializer list rewritten like
// its body. Every construction passes those inputs: `T t(a, threadIdx)`,
// `T t(threadIdx)` for `T t;`, `T(a, threadIdx)`, `T{a, threadIdx}`,
// `: m(a, threadIdx)`. A construction whose syntax has no place for them
// (`T t = a;`, an array of T, a member left to its default constructor) is
// an error (MTL2043). Objects are constructed in thread memory only, as in
// MSL, so `this` needs no space in a constructor.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_CONSTRUCTORREWRITE_H
#define METALIFY_REWRITES_CONSTRUCTORREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include <string>

namespace metalify {

/// Passes implicit inputs to constructor calls and renders the
/// member-initializer lists of constructor copies.
class ConstructorRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// The member-initializer list of \p C's constructor copy with its edits
  /// (` : a(x), b(y)`); empty for other functions and when none is
  /// written. Reports the unwritten initializers that would need implicit
  /// inputs.
  static std::string initializers(RewriteContext &C);
};

} // namespace metalify

#endif
