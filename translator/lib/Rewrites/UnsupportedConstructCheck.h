//===- UnsupportedConstructCheck.h - What Metal cannot run -----*- C++ -*-===//
//
// Part of metalify. Reports device-code constructs MSL lacks: dynamic
// allocation, exceptions, goto, virtual calls, function pointers, mutable
// static locals, device globals, kernel launches from device code.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_UNSUPPORTEDCONSTRUCTCHECK_H
#define METALIFY_REWRITES_UNSUPPORTEDCONSTRUCTCHECK_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Diagnoses constructs with no Metal counterpart (errors, no rewrite).
class UnsupportedConstructCheck : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
