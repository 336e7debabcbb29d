//===- BuiltinVariableRewrite.h - threadIdx, warpSize, ... -----*- C++ -*-===//
//
// Part of metalify. A builtin-variable row either declares a kernel
// parameter named like the CUDA variable (`uint3 threadIdx
// [[thread_position_in_threadgroup]]`), so uses stay as written and helpers
// receive it as an extra parameter, or gives an expression that replaces
// each use (`warpSize` -> 32).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_BUILTINVARIABLEREWRITE_H
#define METALIFY_REWRITES_BUILTINVARIABLEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

struct Rule;

/// Replaces uses of expression-style built-in variables.
class BuiltinVariableRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// The parameter a kernel declares for the built-in (or other implicit
  /// input) \p Name, with its attribute, or a helper declares, without;
  /// empty when \p Name has no parameter-style row.
  static std::string parameter(const RuleTable &Rules, llvm::StringRef Name,
                               bool ForKernel);
};

} // namespace metalify

#endif
