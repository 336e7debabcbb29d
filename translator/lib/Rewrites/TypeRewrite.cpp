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
  // User typedefs and records are emitted into the .metal file and keep
  // their names; those of system headers (ours: dim3, ...) follow rows.
  const SourceManager &SM = C.Ctx.getSourceManager();
  if (auto Typedef = TL.getAs<TypedefTypeLoc>()) {
    if (!SM.isInSystemHeader(Typedef.getTypedefNameDecl()->getLocation()))
      return;
  } else if (auto Record = TL.getAs<RecordTypeLoc>()) {
    if (!SM.isInSystemHeader(Record.getDecl()->getLocation()))
      return;
  } else if (TL.getAs<ElaboratedTypeLoc>() ||
             TL.getAs<TemplateSpecializationTypeLoc>()) {
    // The whole written name, qualifier and template arguments included
    // (cg::thread_block_tile<16>), when it names a record of our headers.
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !SM.isInSystemHeader(RD->getLocation()))
      return;
  } else if (!TL.getAs<BuiltinTypeLoc>()) {
    return;
  }
  std::string Written = T.getLocalUnqualifiedType().getAsString(
      C.Ctx.getPrintingPolicy());
  std::string Msl = C.Spell.type(T.getLocalUnqualifiedType());
  if (Msl != Written)
    C.replace(TL.getSourceRange(), Msl);
}

} // namespace metalify
