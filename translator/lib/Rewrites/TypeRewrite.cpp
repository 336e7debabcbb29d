//===- TypeRewrite.cpp - Types written in device code ---------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/TypeRewrite.h"
#include "Rewrites/MslSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace metalify {

void TypeRewrite::typeLoc(const TypeLoc &TL, RewriteContext &C) {
  QualType T = TL.getType();
  if (T.isNull())
    return;
  if (const auto *B = T->getAs<BuiltinType>();
      B && (B->getKind() == BuiltinType::Double ||
            B->getKind() == BuiltinType::LongDouble)) {
    if (TL.getAs<BuiltinTypeLoc>() || TL.getAs<TypedefTypeLoc>())
      C.report(TL.getBeginLoc(), "MTL2006",
               {T.getAsString(C.Ctx.getPrintingPolicy())});
    return;
  }
  if (!TL.getAs<BuiltinTypeLoc>() && !TL.getAs<TypedefTypeLoc>())
    return;
  // User typedefs are emitted into the .metal file and keep their names.
  if (auto Typedef = TL.getAs<TypedefTypeLoc>())
    if (!C.Ctx.getSourceManager().isInSystemHeader(
            Typedef.getTypedefNameDecl()->getLocation()))
      return;
  std::string Written = T.getLocalUnqualifiedType().getAsString(
      C.Ctx.getPrintingPolicy());
  std::string Msl = C.Spell.type(T.getLocalUnqualifiedType());
  if (Msl != Written)
    C.replace(TL.getSourceRange(), Msl);
}

} // namespace metalify
