//===- WarpMaskCheck.cpp - Lane masks Metal cannot honour -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/WarpMaskCheck.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/LibraryRow.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// The value of \p Arg when it is an integer constant written at the call
/// (not a default argument) and not all ones.
std::optional<llvm::APSInt> partialMask(const Expr *Arg,
                                        const ASTContext &Ctx) {
  if (isa<CXXDefaultArgExpr>(Arg) || Arg->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> Value = Arg->getIntegerConstantExpr(Ctx);
  if (!Value || Value->isAllOnes())
    return std::nullopt;
  return Value;
}

} // namespace

void WarpMaskCheck::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call)
    return;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || DeviceCallGraph::deviceDefinition(Callee) ||
      !libraryRow(Callee, C.Rules))
    return;
  unsigned N = std::min(Callee->getNumParams(), Call->getNumArgs());
  for (unsigned I = 0; I < N; ++I) {
    if (Callee->getParamDecl(I)->getName() != "mask")
      continue;
    const Expr *Arg = Call->getArg(I);
    // At the call, not the mask: the row's template may drop the mask, and
    // the marker with it.
    if (std::optional<llvm::APSInt> Mask = partialMask(Arg, C.Ctx))
      C.report(Call->getBeginLoc(), "MTL3004",
               {Callee->getNameAsString(),
                "0x" + llvm::utohexstr(Mask->getZExtValue())});
  }
}

} // namespace metalify
