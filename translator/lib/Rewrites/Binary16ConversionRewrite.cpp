//===- Binary16ConversionRewrite.cpp - half <-> bfloat16 ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/Binary16ConversionRewrite.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace metalify {
namespace {

/// Which 16-bit float type \p T is: 1 for __half, 2 for __nv_bfloat16, 0
/// for any other type.
int binary16Kind(QualType T) {
  const CXXRecordDecl *R = T.getCanonicalType()->getAsCXXRecordDecl();
  if (!R || !R->getIdentifier())
    return 0;
  if (R->getName() == "__half")
    return 1;
  return R->getName() == "__nv_bfloat16" ? 2 : 0;
}

/// The object a user-defined conversion to float reads (`b` in the
/// `b.operator float()` Clang makes for `__half(b)`), or null.
const Expr *convertedToFloat(const Expr *Arg) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg->IgnoreParens());
  if (!Cast || Cast->getCastKind() != CK_UserDefinedConversion)
    return nullptr;
  const auto *Call =
      dyn_cast<CXXMemberCallExpr>(Cast->getSubExpr()->IgnoreParens());
  if (!Call || !isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()))
    return nullptr;
  return Call->getImplicitObjectArgument();
}

} // namespace

void Binary16ConversionRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Construct = dyn_cast<CXXConstructExpr>(S);
  if (!Construct || Construct->getNumArgs() != 1)
    return;
  int To = binary16Kind(Construct->getType());
  if (!To)
    return;
  const Expr *From = convertedToFloat(Construct->getArg(0));
  if (!From || binary16Kind(From->getType()) + To != 3)
    return;
  SourceRange R = From->getSourceRange();
  C.replace(R, "float(" + C.Edits.render(R) + ")");
}

} // namespace metalify
