//===- BuiltinVariableRewrite.cpp - threadIdx, warpSize, ... --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/BuiltinVariableRewrite.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace metalify {

std::string BuiltinVariableRewrite::parameter(const RuleTable &Rules,
                                              llvm::StringRef Name,
                                              bool ForKernel) {
  const Rule *R = Rules.find(Name);
  if (!R)
    return "";
  llvm::StringRef Metal = R->Metal;
  size_t Attr = Metal.find("[[");
  if (Attr == llvm::StringRef::npos)
    return "";
  return (ForKernel ? Metal : Metal.take_front(Attr).rtrim()).str();
}

void BuiltinVariableRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Ref = dyn_cast<DeclRefExpr>(S);
  if (!Ref)
    return;
  const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
  if (!V || !V->hasGlobalStorage())
    return;
  const Rule *R = C.Rules.find(V->getName());
  if (!R || R->Kind != RuleKind::BuiltinVariable ||
      llvm::StringRef(R->Metal).contains("[["))
    return;
  if (R->Status == RuleStatus::Unsupported) {
    C.report(Ref->getLocation(), R->Diagnostic.empty() ? "MTL2011"
                                                       : R->Diagnostic,
             {R->Name, R->Note});
    return;
  }
  C.replace(Ref->getSourceRange(), R->Metal);
}

} // namespace metalify
