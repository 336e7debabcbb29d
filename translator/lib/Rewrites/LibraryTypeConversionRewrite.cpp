//===- LibraryTypeConversionRewrite.cpp - T(u) through u's conversion -----===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/LibraryTypeConversionRewrite.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace metalify {
namespace {

/// The class of \p T when it is one our CUDA headers declare (`__half`,
/// `__nv_bfloat16`, ...), or null.
const CXXRecordDecl *libraryClass(QualType T, const ASTContext &Ctx) {
  const CXXRecordDecl *R = T.getCanonicalType()->getAsCXXRecordDecl();
  if (!R || !isInCudaOrSystemHeader(Ctx.getSourceManager(), R->getLocation()))
    return nullptr;
  return R;
}

/// The conversion-operator call Clang makes for \p Arg (`b.operator
/// float()` in `__half(b)`), or null.
const CXXMemberCallExpr *conversionCall(const Expr *Arg) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg->IgnoreParens());
  if (!Cast || Cast->getCastKind() != CK_UserDefinedConversion)
    return nullptr;
  const auto *Call =
      dyn_cast<CXXMemberCallExpr>(Cast->getSubExpr()->IgnoreParens());
  if (!Call || !isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()))
    return nullptr;
  return Call;
}

} // namespace

void LibraryTypeConversionRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Construct = dyn_cast<CXXConstructExpr>(S);
  if (!Construct || Construct->getNumArgs() != 1)
    return;
  const CXXRecordDecl *To = libraryClass(Construct->getType(), C.Ctx);
  const CXXMemberCallExpr *Call =
      To ? conversionCall(Construct->getArg(0)) : nullptr;
  if (!Call)
    return;
  const Expr *From = Call->getImplicitObjectArgument();
  const CXXRecordDecl *FromClass = libraryClass(From->getType(), C.Ctx);
  if (!FromClass || FromClass == To)
    return;
  SourceRange R = From->getSourceRange();
  C.replace(R, C.Spell.type(Call->getType()) + "(" + C.Edits.render(R) + ")");
}

} // namespace metalify
