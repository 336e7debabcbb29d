//===- LaunchRewrite.h - k<<<g, b, s, st>>>(args) -> a shim call -*- C++ -*-===//
//
// Part of metalify. A launch in host code becomes
//   metalify::launch(k, g, b, s, st, args...)
// with s and st defaulting to 0 (docs/ABI.md). Only the launch's own tokens
// are edited, so comments and formatting inside it survive. A launch
// written inside a macro argument or a macro body is rewritten where it is
// written. Its kernel may come from a macro argument or begin a macro of
// its own (`#define RUN(k) k<<<1, 32>>>(p)`, `KERNEL<<<1, 32>>>(p)`): the
// call is then opened where that argument or macro is used. Any other
// split between a macro and its use is a located error.
// A launch in a host template that leaves the kernel template's arguments
// to deduction names the instance through the template's deduction
// declaration (KernelTemplateHandles):
//   metalify::launch(*decltype(k_instance(p, n))::value, g, b, 0, 0, p, n)
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_LAUNCHREWRITE_H
#define METALIFY_REWRITES_LAUNCHREWRITE_H

#include "Rewrites/HostRewriteContext.h"

#include <optional>

namespace clang {
class CUDAKernelCallExpr;
class UnresolvedLookupExpr;
} // namespace clang

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
    clang::SourceLocation ArgsEnd;     ///< The call's ')'.
  };
  /// \p Callee moved out of the macro arguments and macro expansions it
  /// starts until it is written where \p Config ('<<<') is; invalid when
  /// it never is.
  clang::SourceLocation liftCallee(clang::SourceLocation Callee,
                                   clang::SourceLocation Config) const;
  /// The anchors of \p Launch, or none when a macro splits it.
  std::optional<LaunchAnchors>
  spellAnchors(const clang::CUDAKernelCallExpr &Launch);
  void rewriteLaunch(const clang::CUDAKernelCallExpr &Launch);
  /// Writes the parameter's type before each argument written as a braced
  /// list (`{}` -> `std::true_type{}`), which the shim's launch cannot
  /// deduce.
  void typeBracedArguments(const clang::CUDAKernelCallExpr &Launch);
  /// False after reporting (MTL1025) a launch in a host template that
  /// leaves template arguments of a kernel template to deduction when the
  /// template has no deduction declaration.
  bool checkTemplateArguments(const clang::CUDAKernelCallExpr &Launch);
  /// Writes out the template arguments of a launch that deduced them
  /// (`k<<<g, b>>>(x)` names `k<float>`, or in a host template the
  /// instance its deduction declaration picks); false after reporting.
  bool spellTemplateArguments(const clang::CUDAKernelCallExpr &Launch,
                              const LaunchAnchors &Anchors);
  /// The dependent case of spellTemplateArguments: \p Lookup, the kernel
  /// expression of a launch in a host template, becomes
  /// `*decltype(k_instance<explicit args>(args))::value`.
  bool spellDeducedInstance(const clang::CUDAKernelCallExpr &Launch,
                            const clang::UnresolvedLookupExpr &Lookup,
                            const LaunchAnchors &Anchors);
  /// Reports a launch that cannot be rewritten because of a macro.
  void reportMacroSplit(const clang::CUDAKernelCallExpr &Launch);

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
