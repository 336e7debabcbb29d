//===- TypeRewrite.h - Types written in device code ------------*- C++ -*-===//
//
// Part of metalify. Types spelled in a body take the spelling of their
// `type` row (`long long` -> long, `dim3` -> uint3); `double` is diagnosed (Metal has no
// 64-bit float).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_TYPEREWRITE_H
#define METALIFY_REWRITES_TYPEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Maps builtin and library type names written in device code.
class TypeRewrite : public DeviceRewrite {
public:
  void typeLoc(const clang::TypeLoc &TL, RewriteContext &C) override;
};

} // namespace metalify

#endif
