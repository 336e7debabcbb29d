//===- LaunchRewrite.h - k<<<g, b, s, st>>>(args) -> a shim call -*- C++ -*-===//
//
// Part of metalify. A launch in host code becomes
//   metalify::launch(k, g, b, s, st, args...)
// with s and st defaulting to 0 (docs/ABI.md). Only the launch's own tokens
// are edited, so comments and formatting inside it survive. A launch
// written inside a macro argument or a macro body is rewritten where it is
// written; one split between a macro and its use is a located error.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_LAUNCHREWRITE_H
#define METALIFY_REWRITES_LAUNCHREWRITE_H

#include "Rewrites/HostRewriteContext.h"

#include <optional>

namespace clang {
class CUDAKernelCallExpr;
}

namespace metalify {

/// Rewrites the kernel launches of one file.
class LaunchRewrite {
public:
  explicit LaunchRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// Where a launch's edits go, all spelled in the main file.
  struct LaunchAnchors {
    clang::SourceLocation Callee;      ///< Start of the kernel expression.
    clang::SourceLocation OpenConfig;  ///< '<<<'.
    clang::SourceLocation CloseConfig; ///< '>>>'.
    clang::SourceLocation ArgsBegin;   ///< Just after the call's '('.
  };
  /// The anchors of \p Launch, or none when a macro splits it.
  std::optional<LaunchAnchors>
  spellAnchors(const clang::CUDAKernelCallExpr &Launch);
  void rewriteLaunch(const clang::CUDAKernelCallExpr &Launch);
  /// False after reporting (MTL1025) a launch in a host template that
  /// leaves template arguments of a kernel template to deduction.
  bool checkTemplateArguments(const clang::CUDAKernelCallExpr &Launch);
  /// Writes out the template arguments of a launch that deduced them
  /// (`k<<<g, b>>>(x)` names `k<float>`); false after reporting.
  bool spellTemplateArguments(const clang::CUDAKernelCallExpr &Launch);
  /// Reports a launch that cannot be rewritten because of a macro.
  void reportMacroSplit(const clang::CUDAKernelCallExpr &Launch);

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
