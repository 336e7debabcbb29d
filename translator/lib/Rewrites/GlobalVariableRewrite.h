//===- GlobalVariableRewrite.h - __constant__ / __device__ globals -*- C++
//-*-===//
//
// Part of metalify. MSL has no mutable program-scope data, so each
// __constant__ or __device__ global becomes one reserved buffer of every
// kernel reaching it (after the argument struct, docs/ABI.md), named like
// the global so uses read as written, and an extra parameter of every
// helper on the way: arrays as pointers to their first element (or row),
// other types by reference, in `constant` or `device` memory.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_GLOBALVARIABLEREWRITE_H
#define METALIFY_REWRITES_GLOBALVARIABLEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// Threads device globals through kernels and helpers as buffers.
class GlobalVariableRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// The kernel parameters of the globals \p C's kernel reaches, the first
  /// one bound to buffer \p FirstBuffer.
  static std::vector<std::string> kernelParameters(RewriteContext &C,
                                                   unsigned FirstBuffer);
  /// The extra parameters of a helper, one per global it reaches.
  static std::vector<std::string> parameters(RewriteContext &C);
  /// The extra arguments of a call to \p Callee.
  static std::vector<std::string> arguments(RewriteContext &C,
                                            const clang::FunctionDecl *Callee);
  /// The address space \p V lives in: constant or device.
  static AddressSpace space(const clang::VarDecl *V);
  /// The name \p V's buffer parameter takes: its own, or for an instance
  /// of a variable template its instance name (`coef<float>` ->
  /// `coef_float`).
  static std::string name(const clang::VarDecl *V, const MslSpelling &Spell);
};

} // namespace metalify

#endif
