//===- HostApiCallCheck.h - CUDA runtime calls the shim lacks --*- C++ -*-===//
//
// Part of metalify. Translated host code keeps its CUDA runtime calls: the
// shim provides them under their CUDA names (DESIGN.md decision 6). A call
// to a function of our CUDA headers that the shim does not provide would
// only fail later, when the C++ compiler sees the translated file; this
// check reports it at the call instead: the row's diagnostic for a host-api
// row that is unsupported, MTL1021 when it names none or there is no row.
// A supported row's diagnostic (e.g. an ignored cache hint) is reported too.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HOSTAPICALLCHECK_H
#define METALIFY_REWRITES_HOSTAPICALLCHECK_H

#include "Rewrites/HostRewriteContext.h"

namespace clang {
class CallExpr;
}

namespace metalify {

class RuleTable;

/// Reports host calls to CUDA runtime functions the shim does not provide.
class HostApiCallCheck {
public:
  HostApiCallCheck(HostRewriteContext &Ctx, const RuleTable &Rules)
      : Ctx(Ctx), Rules(Rules) {}
  void run();

private:
  /// Checks one call whose callee our CUDA headers declare for the host.
  void check(const clang::CallExpr &Call);

  HostRewriteContext &Ctx;
  const RuleTable &Rules;
};

} // namespace metalify

#endif
