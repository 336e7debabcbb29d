//===- TypeRewrite.cpp - Types written in device code ---------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/TypeRewrite.h"
#include "Analysis/MacroUse.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {
namespace {

bool isDouble(QualType T) {
  const auto *B = T->getAs<BuiltinType>();
  return B && (B->getKind() == BuiltinType::Double ||
               B->getKind() == BuiltinType::LongDouble);
}

/// The type under pointers, references and arrays (`double *&` -> double).
QualType innermost(QualType T) {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = QualType(T->getPointeeOrArrayElementType(), 0);
  return T;
}

/// Reports one use of double at \p Loc. \p FromHost: the value comes from
/// the host (a kernel parameter), so demotion would misread it.
void reportDouble(SourceLocation Loc, QualType T, bool FromHost,
                  RewriteContext &C) {
  if (C.Spell.fp64() == Fp64Mode::Emulate)
    return;
  std::string Name = T.getAsString(C.Ctx.getPrintingPolicy());
  if (!C.Spell.demotesDouble())
    C.report(Loc, "MTL2006", {Name});
  else
    C.report(Loc, FromHost ? "MTL2037" : "MTL2036", {Name});
}

/// Replaces a program macro that spells the type at \p TL by itself
/// (`REAL x;` after `#define REAL float`) with the type's MSL spelling:
/// the .metal file has no #defines. Pointers, references and arrays are
/// left to their declarations and to the types inside them. Returns true
/// when replaced.
bool expandTypeMacro(const TypeLoc &TL, RewriteContext &C) {
  QualType T = TL.getType();
  if (T->isPointerType() || T->isReferenceType() || T->isArrayType())
    return false;
  SourceRange Use = macroSpelledType(TL, C.Ctx);
  if (Use.isInvalid() ||
      tableMacroAt(TL.getUnqualifiedLoc().getBeginLoc(), C.Rules, C.Ctx))
    return false;
  C.replace(Use, C.Spell.type(T.getLocalUnqualifiedType()));
  return true;
}

/// True when \p DC is, or is inside, namespace std.
bool isInStd(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (DC->isStdNamespace())
      return true;
  return false;
}

/// True when \p TL names, through a qualifier, a type alias of the C++
/// library (`typename std::make_unsigned<T>::type`, `std::uint32_t`): MSL
/// has no namespace std, so the written name cannot stay.
bool namesLibraryAlias(ElaboratedTypeLoc TL) {
  NestedNameSpecifierLoc Qualifier = TL.getQualifierLoc();
  const auto *Alias = TL.getNamedTypeLoc().getType()->getAs<TypedefType>();
  if (!Qualifier || !Alias)
    return false;
  if (isInStd(Alias->getDecl()->getDeclContext()))
    return true;
  for (const NestedNameSpecifier *N = Qualifier.getNestedNameSpecifier(); N;
       N = N->getPrefix()) {
    if (const NamespaceDecl *NS = N->getAsNamespace(); NS && isInStd(NS))
      return true;
    if (const Type *T = N->getAsType())
      if (const TagDecl *Tag = T->getAsTagDecl(); Tag && isInStd(Tag))
        return true;
  }
  return false;
}

} // namespace

SourceRange TypeRewrite::builtinRange(BuiltinTypeLoc TL,
                                      const ASTContext &Ctx) {
  SourceRange Range = TL.getSourceRange();
  if (Range.getEnd().isMacroID())
    return Range;
  const SourceManager &SM = Ctx.getSourceManager();
  for (;;) {
    std::optional<Token> Next =
        Lexer::findNextToken(Range.getEnd(), SM, Ctx.getLangOpts());
    if (!Next || Next->getLocation().isMacroID() ||
        !Next->is(tok::raw_identifier) ||
        !llvm::is_contained({"unsigned", "signed", "char", "short", "int",
                             "long", "double"},
                            Next->getRawIdentifier()))
      return Range;
    Range.setEnd(Next->getLocation());
  }
}

bool TypeRewrite::respellInstance(const TypeLoc &TL, const MslSpelling &Spell,
                                  SourceEdits &Edits) {
  if (!TL.getAs<TemplateSpecializationTypeLoc>() &&
      !TL.getAs<RecordTypeLoc>() && !TL.getAs<InjectedClassNameTypeLoc>())
    return false;
  const RecordDecl *R = TL.getType()->getAsRecordDecl();
  if (!R || !Spell.isProgramInstance(R) || TL.getBeginLoc().isMacroID())
    return false;
  // The qualifier, when written, is the ElaboratedTypeLoc's and stays.
  Edits.replace(TL.getSourceRange(), Spell.recordName(R));
  return true;
}

void TypeRewrite::checkSignature(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  for (const ParmVarDecl *P : F->parameters())
    if (isDouble(innermost(P->getType())))
      reportDouble(P->getTypeSpecStartLoc(), innermost(P->getType()),
                   C.isKernel(), C);
  if (isDouble(innermost(F->getReturnType())))
    reportDouble(F->getReturnTypeSourceRange().getBegin(),
                 innermost(F->getReturnType()), false, C);
}

void TypeRewrite::typeLoc(const TypeLoc &TL, RewriteContext &C) {
  QualType T = TL.getType();
  if (T.isNull())
    return;
  if (isDouble(T)) {
    if (!TL.getAs<BuiltinTypeLoc>() && !TL.getAs<TypedefTypeLoc>())
      return;
    reportDouble(TL.getBeginLoc(), T, false, C);
    // A user typedef is emitted with its target's spelling.
    if (auto Builtin = TL.getAs<BuiltinTypeLoc>();
        Builtin && C.Spell.fp64() != Fp64Mode::Error)
      C.replace(builtinRange(Builtin, C.Ctx),
                C.Spell.type(T.getLocalUnqualifiedType()));
    return;
  }
  if (expandTypeMacro(TL, C))
    return;
  if (respellInstance(TL, C.Spell, C.Edits))
    return;
  // MSL has no GNU `__typeof__`: the type it names is written instead.
  if ((TL.getAs<TypeOfExprTypeLoc>() || TL.getAs<TypeOfTypeLoc>()) &&
      !T->isDependentType()) {
    C.replace(TL.getSourceRange(), C.Spell.type(T));
    return;
  }
  // User typedefs and records are emitted into the .metal file and keep
  // their names; those of system headers (ours: dim3, ...) follow rows.
  const SourceManager &SM = C.Ctx.getSourceManager();
  if (auto Typedef = TL.getAs<TypedefTypeLoc>()) {
    if (!isInCudaOrSystemHeader(SM,
                                Typedef.getTypedefNameDecl()->getLocation()))
      return;
  } else if (auto Record = TL.getAs<RecordTypeLoc>()) {
    if (!isInCudaOrSystemHeader(SM, Record.getDecl()->getLocation()))
      return;
  } else if (auto Elaborated = TL.getAs<ElaboratedTypeLoc>();
             Elaborated && namesLibraryAlias(Elaborated)) {
    // The whole written name, `typename` and qualifier included, becomes
    // the type the alias stands for here (in a template instance: for its
    // arguments).
    C.replace(TL.getSourceRange(),
              C.Spell.type(T.getCanonicalType().getUnqualifiedType()));
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
  if (Msl == Written)
    return;
  auto Builtin = TL.getAs<BuiltinTypeLoc>();
  C.replace(Builtin ? builtinRange(Builtin, C.Ctx) : TL.getSourceRange(), Msl);
}

} // namespace metalify
