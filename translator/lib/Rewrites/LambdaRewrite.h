//===- LambdaRewrite.h - Lambdas as function objects -----------*- C++ -*-===//
//
// Part of metalify. MSL has lambdas only from 3.2 (the `lambda` row of
// rules/mapping/cxx.yaml). Below that every lambda of device code becomes
// a function object, as a C++ compiler would build it:
//
//   auto addBias = [bias](int v) { return v + bias; };
//   ->
//   struct k_lambda_0 { int bias; int operator()(int v) thread const; };
//   inline int k_lambda_0::operator()(int v) thread const { return v + bias; }
//   ... auto addBias = k_lambda_0{bias};
//
// The struct (one member per capture, by-reference captures as references
// in their address space) is declared before all functions, in the
// namespace of the function that holds the lambda; each copy of the call
// operator (one per address-space signature, and one per instance of a
// generic lambda) is defined where the emitter reaches it, after its
// callees and before its callers. Structs are named after the function
// and the lambda's position in it: `<function>_lambda_<n>`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_LAMBDAREWRITE_H
#define METALIFY_REWRITES_LAMBDAREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace clang {
class CompoundStmt;
class CXXRecordDecl;
class SourceManager;
} // namespace clang

namespace metalify {

class DeviceCallGraph;

/// Replaces lambda expressions by function objects below MSL 3.2.
class LambdaRewrite : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;

  /// True when lambdas are lowered for the MSL version of \p C (the
  /// `lambda` row maps to a kept lambda only from its 3.2 variant).
  static bool lowers(const RewriteContext &C);
  /// True when \p C's clone is the call operator of a lowered lambda.
  static bool isLoweredCallOperator(const RewriteContext &C);
  /// True when \p F is the call operator of a lambda lowered in \p C: it
  /// takes the built-in variables it reads as members, not parameters.
  static bool isLoweredCallOperator(const clang::FunctionDecl *F,
                                    const RewriteContext &C);
  /// The out-of-line definition of \p C's call-operator copy (with body
  /// \p Body); records its declaration for the struct.
  static std::string callOperator(RewriteContext &C,
                                  const clang::CompoundStmt *Body);
  /// The struct definitions of every lambda lowered in \p State, in source
  /// order.
  static std::string structs(const ModuleState &State,
                             const clang::SourceManager &SM);
  /// The MSL name of the function object that closure type \p Closure
  /// becomes, qualified with its namespaces.
  static std::string typeName(const clang::CXXRecordDecl *Closure,
                              const MslSpelling &Spell);
  /// Reports MTL2040 for each lambda whose closure type a kernel of \p G
  /// is instantiated with (a host lambda cannot cross into Metal).
  static void checkKernelArguments(const DeviceCallGraph &G,
                                   const clang::SourceManager &SM,
                                   DiagnosticReporter &Diags);
};

} // namespace metalify

#endif
