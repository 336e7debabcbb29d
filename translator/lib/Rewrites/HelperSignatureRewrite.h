//===- HelperSignatureRewrite.h - Signatures of device helpers -*- C++ -*-===//
//
// Part of metalify. One copy of a __device__ function per address-space
// signature, emitted as MSL overloads of the same name: pointer and
// reference parameters and returns carry the copy's address spaces (and
// `const` when never written through), followed by the implicit inputs.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HELPERSIGNATUREREWRITE_H
#define METALIFY_REWRITES_HELPERSIGNATUREREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Builds the MSL signature of a helper copy.
class HelperSignatureRewrite {
public:
  /// `float *f(device float *p, ..., uint3 threadIdx)` for \p C's clone.
  static std::string build(RewriteContext &C);
  /// The parameter list of \p C's clone without the parentheses: its own
  /// parameters in their spaces, then (with \p WithImplicit) the implicit
  /// inputs.
  static std::string parameters(RewriteContext &C, bool WithImplicit = true);
};

} // namespace metalify

#endif
