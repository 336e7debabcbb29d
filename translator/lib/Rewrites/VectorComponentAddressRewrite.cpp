//===- VectorComponentAddressRewrite.cpp - &v.x ---------------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/VectorComponentAddressRewrite.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace metalify {

namespace {

/// True when \p T, a CUDA vector struct, is an MSL vector type (`float4`,
/// `uint2`, `packed_float3`); double vectors are structs in MSL too.
bool isMslVector(QualType T, const RewriteContext &C) {
  const auto *Record = T->getAsRecordDecl();
  if (!Record ||
      !isInCudaOrSystemHeader(C.Ctx.getSourceManager(), Record->getLocation()))
    return false;
  static const llvm::Regex Vector(
      "^(packed_)?(u?char|u?short|u?int|u?long|half|float|bool)[234]$");
  return Vector.match(C.Spell.type(T.getUnqualifiedType()));
}

} // namespace

void VectorComponentAddressRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *Address = dyn_cast<UnaryOperator>(S);
  if (!Address || Address->getOpcode() != UO_AddrOf)
    return;
  const auto *Component =
      dyn_cast<MemberExpr>(Address->getSubExpr()->IgnoreParens());
  const auto *Field =
      Component ? dyn_cast<FieldDecl>(Component->getMemberDecl()) : nullptr;
  if (!Field)
    return;
  const Expr *Base = Component->getBase();
  bool Arrow = Component->isArrow();
  QualType Vector = Arrow ? Base->getType()->getPointeeType() : Base->getType();
  if (!isMslVector(Vector, C))
    return;
  AddressSpace Space = Arrow ? C.spaceOf(Base) : C.storageSpaceOf(Base);
  QualType Element = Address->getType()->getPointeeType();
  std::string Pointer =
      "(" + C.Spell.addressSpace(Space) + " " +
      (Element.isConstQualified() ? "const " : "") +
      C.Spell.type(Element.getUnqualifiedType()) + " *)";
  std::string Offset =
      ") + " + std::to_string(Field->getFieldIndex()) + ")";
  bool Done =
      C.Edits.replace(SourceRange(Component->getOperatorLoc(),
                                  Component->getMemberLoc()),
                      Offset) &&
      (Arrow ? C.Edits.replace(SourceRange(Address->getOperatorLoc()),
                               "(" + Pointer + "(")
             : C.Edits.insertBefore(Address->getBeginLoc(), "(" + Pointer) &&
                   C.Edits.insertAfter(Address->getOperatorLoc(), "("));
  if (!Done)
    C.report(Address->getBeginLoc(), "MTL2022");
}

} // namespace metalify
