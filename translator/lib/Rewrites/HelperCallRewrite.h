//===- HelperCallRewrite.h - Calls between device functions ----*- C++ -*-===//
//
// Part of metalify. A call to a translated helper passes, after its own
// arguments, the implicit inputs the helper needs: hoisted shared storage,
// the dynamic shared buffer, built-in variables and the __constant__ /
// __device__ globals it reaches. Default arguments are
// written out, since the extra parameters follow them.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HELPERCALLREWRITE_H
#define METALIFY_REWRITES_HELPERCALLREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include <string>
#include <vector>

namespace metalify {

/// Appends implicit arguments to calls of translated helpers.
class HelperCallRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// The helper's extra parameters (shared storage, built-ins, globals).
  static std::vector<std::string> parameters(RewriteContext &C);
  /// The arguments a call of \p Callee passes for those parameters, in
  /// \p C's function.
  static std::vector<std::string> arguments(const clang::FunctionDecl *Callee,
                                            RewriteContext &C);
  /// The texts of the default arguments among \p Args, which a call must
  /// write out before it can pass implicit arguments.
  static std::vector<std::string>
  defaultArguments(llvm::ArrayRef<const clang::Expr *> Args, RewriteContext &C);
};

} // namespace metalify

#endif
