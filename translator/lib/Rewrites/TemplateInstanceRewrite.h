//===- TemplateInstanceRewrite.h - Function templates in MSL ---*- C++ -*-===//
//
// Part of metalify. Each instantiation of a function template that device
// code calls is emitted as a plain function named after its arguments
// (`clampTo<float, 4>` -> `clampTo_float_4`; the same scheme names the
// instances of kernel templates, docs/ABI.md "Templates"), its body the template's text
// with the parameters bound at the top (`using T = float;`,
// `constexpr int N = 4;`), and the calls renamed to match. A function as
// an argument (`blockReduce<warpSum>`) binds nothing: calls of its parameter
// name the function. Plain functions take the address-space clones and
// implicit inputs like any helper.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_TEMPLATEINSTANCEREWRITE_H
#define METALIFY_REWRITES_TEMPLATEINSTANCEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace clang {
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace metalify {

class MslSpelling;

/// Names instantiations and renames calls to them.
class TemplateInstanceRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// The MSL name of \p F: its own, or the instance name of a
  /// specialization.
  static std::string name(const clang::FunctionDecl *F,
                          const MslSpelling &Spell);
  /// Declarations binding the template parameters, for the top of the
  /// body; empty for a function that is not an instantiation.
  static std::string prologue(RewriteContext &C);
  /// The same declarations for any instantiation \p F (e.g. the function
  /// around a lambda, whose body is emitted apart from it).
  static std::string bindings(const clang::FunctionDecl *F,
                              RewriteContext &C);
  /// The function that \p Call calls through a non-type template parameter
  /// (`template <float (*op)(float)> ... op(v)`), or null for any other
  /// call. Such a call is emitted as a direct call.
  static const clang::FunctionDecl *
  calledFunctionArgument(const clang::CallExpr *Call);
};

} // namespace metalify

#endif
