//===- DeclarationRewrite.cpp - Types and constants for MSL ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeclarationRewrite.h"
#include "Analysis/MacroUse.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/DoubleLiteralRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"
#include "Rewrites/TypeRewrite.h"
#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

#include <optional>

using namespace clang;

namespace metalify {
namespace {

/// The declaration head of a member function or friend in MSL: its
/// specifiers and return type, without CUDA's execution-space qualifiers
/// (`__host__ __device__`), which MSL has no use for.
std::string memberHead(const FunctionDecl *F, const MslSpelling &Spell) {
  std::string Head = F->getFriendObjectKind() != Decl::FOK_None ? "friend "
                                                                 : "";
  if (F->hasAttr<AlwaysInlineAttr>() || F->isInlineSpecified())
    Head += "inline ";
  if (F->isStatic())
    Head += "static ";
  if (F->isConstexpr())
    Head += "constexpr ";
  if (isa<CXXConstructorDecl>(F) || isa<CXXDestructorDecl>(F) ||
      isa<CXXConversionDecl>(F))
    return Head;
  return Head + Spell.type(F->getReturnType()) + " ";
}

/// The functions declared in a record's body: its methods and friends.
const FunctionDecl *memberFunction(const Decl *D) {
  if (const auto *Friend = dyn_cast<FriendDecl>(D))
    return dyn_cast_or_null<FunctionDecl>(Friend->getFriendDecl());
  return dyn_cast<CXXMethodDecl>(D);
}

/// The member function template that \p D declares, directly or as a
/// friend, else null.
const FunctionTemplateDecl *memberTemplate(const Decl *D) {
  if (const auto *Friend = dyn_cast<FriendDecl>(D))
    return dyn_cast_or_null<FunctionTemplateDecl>(Friend->getFriendDecl());
  return dyn_cast<FunctionTemplateDecl>(D);
}

/// True when \p F runs on the host only: no kernel can call it, and its
/// text may use what MSL lacks (`friend std::ostream &operator<<`).
/// Defaulted and deleted members stay: CUDA infers their side, and they
/// shape the type (`Vec() = default;` keeps it trivial).
bool isHostOnly(const FunctionDecl *F) {
  return !F->isImplicit() && !F->hasAttr<CUDADeviceAttr>() &&
         !F->hasAttr<CUDAGlobalAttr>() && !F->isDefaulted() &&
         !F->isDeleted();
}

/// Leaves the token range \p R out of the output but keeps its line
/// breaks, so the lines after it keep their numbers.
void removeKeepingLines(SourceRange R, ASTContext &Ctx, SourceEdits &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange C = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), SM, Ctx.getLangOpts());
  if (C.isInvalid())
    return;
  auto [File, Begin] = SM.getDecomposedLoc(C.getBegin());
  Edits.blank(File, Begin, SM.getDecomposedLoc(C.getEnd()).second);
}

/// Leaves out the host-only member function templates of \p CR, friends
/// included: no kernel instantiates them.
void removeHostOnlyTemplates(const CXXRecordDecl *CR, ASTContext &Ctx,
                             SourceEdits &Edits) {
  for (const Decl *D : CR->decls())
    if (const FunctionTemplateDecl *T = memberTemplate(D);
        T && isHostOnly(T->getTemplatedDecl()))
      removeKeepingLines(D->getSourceRange(), Ctx, Edits);
}

/// True for the members an instance keeps as written even when no kernel
/// calls them: defaulted and deleted members (they shape the type) and
/// constexpr ones (constant expressions use them).
bool keepsText(const FunctionDecl *F) {
  return F->isDefaulted() || F->isDeleted() || F->isConstexpr();
}

/// Rewrites a kept member's head: CUDA qualifiers out, a constructor's
/// name is the instance's.
void rewriteKeptHead(const FunctionDecl *F, const MslSpelling &Spell,
                     ASTContext &Ctx, SourceEdits &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange Whole = MemberFunctionRewrite::definitionRange(F, SM);
  SourceLocation Name = SM.getExpansionLoc(F->getLocation());
  std::string NameText =
      Lexer::getSourceText(CharSourceRange::getTokenRange(Name), SM,
                           Ctx.getLangOpts())
          .str();
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    NameText = Spell.recordName(Ctor->getParent());
  Edits.replace(SourceRange(Whole.getBegin(), Name),
                memberHead(F, Spell) + NameText);
}

/// Where an instance's member \p F is declared in the class body. An
/// instantiated definition takes the locations of the template's
/// out-of-class definition (`template <class T> R S<T>::f() {...}`), which
/// no instance's text holds: its copies go where the class declares it.
SourceRange inClassRange(const FunctionDecl *F, const SourceManager &SM) {
  const FunctionDecl *Pattern = F->getInstantiatedFromMemberFunction();
  if (!Pattern || Pattern->isThisDeclarationADefinition() ||
      Pattern->isOutOfLine())
    return MemberFunctionRewrite::definitionRange(F, SM);
  return SourceRange(SM.getExpansionLoc(Pattern->getBeginLoc()),
                     SM.getExpansionLoc(Pattern->getEndLoc()));
}

/// The members of an instance of a class template of the program: each
/// function device code calls is its translated copies (a member
/// template's, one per instance, named after its arguments), the members
/// that keepsText() keeps lose their CUDA qualifiers, and everything else
/// is left out, since its text would name the template's other instances.
void rewriteInstanceMembers(const CXXRecordDecl *CR, const MslSpelling &Spell,
                            ASTContext &Ctx, const MemberCopies &Members,
                            SourceEdits &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Decl *D : CR->decls()) {
    if (D->isImplicit())
      continue;
    std::vector<std::string> Copies;
    const FunctionDecl *F = memberFunction(D);
    if (const FunctionTemplateDecl *T = memberTemplate(D)) {
      for (const FunctionDecl *S : T->specializations())
        if (auto It = Members.find(S); It != Members.end())
          llvm::append_range(Copies, It->second);
      F = nullptr;
    } else if (!F) {
      continue;
    } else if (auto It = Members.find(F); It != Members.end()) {
      Copies = It->second;
    } else if (!isHostOnly(F) && keepsText(F)) {
      rewriteKeptHead(F, Spell, Ctx, Edits);
      continue;
    }
    SourceRange Whole = F ? inClassRange(F, SM)
                          : SourceRange(SM.getExpansionLoc(D->getBeginLoc()),
                                        SM.getExpansionLoc(D->getEndLoc()));
    if (Copies.empty()) {
      removeKeepingLines(Whole, Ctx, Edits);
      continue;
    }
    std::string Indent(SM.getExpansionColumnNumber(Whole.getBegin()) - 1, ' ');
    Edits.replace(Whole, llvm::join(Copies, "\n" + Indent));
  }
}

/// Replaces the record's members that have translated copies by the
/// copies, leaves out the host-only ones, and strips the CUDA qualifiers
/// from the heads of the others, member function templates included.
void rewriteMembers(const RecordDecl *R, const MslSpelling &Spell,
                    ASTContext &Ctx, const MemberCopies &Members,
                    SourceEdits &Edits) {
  const auto *CR = dyn_cast<CXXRecordDecl>(R);
  if (!CR)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  if (Spell.isProgramInstance(CR)) {
    rewriteInstanceMembers(CR, Spell, Ctx, Members, Edits);
    return;
  }
  removeHostOnlyTemplates(CR, Ctx, Edits);
  for (const Decl *D : CR->decls()) {
    const FunctionDecl *F = memberFunction(D);
    // A member function template stays a template in the class's text; its
    // head loses the CUDA qualifiers like any member's (the host-only ones
    // are already left out).
    if (const FunctionTemplateDecl *T = memberTemplate(D)) {
      F = T->getTemplatedDecl();
      if (isHostOnly(F))
        continue;
      // The instances device code calls are members of their own, named
      // after their arguments, as in a class template's instance.
      std::vector<std::string> Copies;
      for (const FunctionDecl *S : T->specializations())
        if (auto It = Members.find(S); It != Members.end())
          llvm::append_range(Copies, It->second);
      if (!Copies.empty()) {
        SourceRange Whole(SM.getExpansionLoc(D->getBeginLoc()),
                          SM.getExpansionLoc(D->getEndLoc()));
        std::string Indent(
            SM.getExpansionColumnNumber(Whole.getBegin()) - 1, ' ');
        Edits.replace(Whole, llvm::join(Copies, "\n" + Indent));
        continue;
      }
    }
    if (!F || F->isImplicit())
      continue;
    SourceRange Whole = MemberFunctionRewrite::definitionRange(F, SM);
    auto Copies = Members.find(F);
    if (Copies != Members.end()) {
      std::string Indent(SM.getExpansionColumnNumber(Whole.getBegin()) - 1,
                         ' ');
      Edits.replace(Whole, llvm::join(Copies->second, "\n" + Indent));
      continue;
    }
    if (isHostOnly(F)) {
      removeKeepingLines(Whole, Ctx, Edits);
      continue;
    }
    if (!F->hasAttr<CUDADeviceAttr>() && !F->hasAttr<CUDAHostAttr>())
      continue;
    SourceLocation Name = SM.getExpansionLoc(F->getLocation());
    StringRef NameText = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Name), SM, Ctx.getLangOpts());
    Edits.replace(SourceRange(Whole.getBegin(), Name),
                  memberHead(F, Spell) + NameText.str());
  }
}

/// The arguments of a function-like macro invocation whose '(' is at
/// Tokens[Open]: their texts, split at top-level commas. Returns the index
/// of the closing ')' or 0 when unbalanced.
size_t macroArguments(llvm::ArrayRef<Token> Tokens, size_t Open,
                      const SourceManager &SM, const LangOptions &LO,
                      std::vector<std::string> &Args) {
  int Depth = 0;
  std::string Current;
  for (size_t I = Open; I < Tokens.size(); ++I) {
    const Token &T = Tokens[I];
    if (T.is(tok::l_paren) && Depth++ == 0)
      continue;
    if (T.is(tok::r_paren) && --Depth == 0) {
      Args.push_back(llvm::StringRef(Current).trim().str());
      return I;
    }
    if (T.is(tok::comma) && Depth == 1) {
      Args.push_back(llvm::StringRef(Current).trim().str());
      Current.clear();
      continue;
    }
    Current += " " + Lexer::getSpelling(T, SM, LO);
  }
  return 0;
}

/// The value of the aligned attribute of \p R that the macro use at \p Use
/// spells, when \p R is a class template instance: its argument reads the
/// template's parameters and members (`__align__(N * sizeof(T))`), which
/// the emitted instance declares only inside its body.
std::optional<std::string> instanceAlignment(const RecordDecl *R,
                                             SourceLocation Use,
                                             ASTContext &Ctx) {
  if (!isa<ClassTemplateSpecializationDecl>(R))
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const AlignedAttr *A : R->specific_attrs<AlignedAttr>())
    if (!A->isAlignmentDependent() &&
        SM.getExpansionLoc(A->getLocation()) == Use)
      return std::to_string(A->getAlignment(Ctx) / Ctx.getCharWidth());
  return std::nullopt;
}

/// Rewrites uses of our headers' macros that have a macro row with a
/// template (`__align__(16)` -> `alignas(16)`) inside a record's text.
void rewriteHeaderMacros(const RecordDecl *R, const MslSpelling &Spell,
                         ASTContext &Ctx, SourceEdits &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  CharSourceRange Range = SM.getExpansionRange(R->getSourceRange());
  std::pair<FileID, unsigned> Begin = SM.getDecomposedLoc(Range.getBegin());
  std::pair<FileID, unsigned> End = SM.getDecomposedLoc(Range.getEnd());
  if (Begin.first != End.first)
    return;
  llvm::StringRef Buffer = SM.getBufferData(Begin.first);
  Lexer Raw(SM.getLocForStartOfFile(Begin.first), LO, Buffer.begin(),
            Buffer.begin() + Begin.second, Buffer.end());
  llvm::SmallVector<Token, 64> Tokens;
  Token T;
  while (!Raw.LexFromRawLexer(T) &&
         SM.getFileOffset(T.getLocation()) <= End.second)
    Tokens.push_back(T);
  for (size_t I = 0; I + 1 < Tokens.size(); ++I) {
    if (!Tokens[I].is(tok::raw_identifier) || !Tokens[I + 1].is(tok::l_paren))
      continue;
    const Rule *Row = Spell.rules().find(Tokens[I].getRawIdentifier());
    if (!Row || Row->Kind != RuleKind::Macro || Row->Metal.empty())
      continue;
    std::vector<std::string> Args;
    size_t Close = macroArguments(Tokens, I + 1, SM, LO, Args);
    if (!Close)
      continue;
    if (std::optional<std::string> Value =
            instanceAlignment(R, Tokens[I].getLocation(), Ctx))
      Args = {*Value};
    llvm::Expected<std::string> Text = RuleTable::expand(*Row, Args);
    if (!Text) {
      llvm::consumeError(Text.takeError());
      continue;
    }
    Edits.replace(SourceRange(Tokens[I].getLocation(),
                              Tokens[Close].getLocation()),
                  *Text);
    I = Close;
  }
}

/// Replaces the macro uses in \p E by their expansions printed from the
/// AST, as MacroExpansionRewrite does in bodies: the .metal file has none
/// of the CUDA file's #defines (`int apples[TREE_SIZE];`).
void expandMacros(const Expr *E, ASTContext &Ctx, SourceEdits &Edits) {
  if (!E)
    return;
  for (const MacroExpansion &Found : outermostExpansions(E, Ctx)) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    Found.Outermost->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
    OS.flush();
    Edits.replace(Found.Use, Text);
  }
}

/// The macro uses in \p F's array bounds, bit width and initializer.
void expandFieldMacros(const FieldDecl *F, ASTContext &Ctx,
                       SourceEdits &Edits) {
  if (const TypeSourceInfo *TSI = F->getTypeSourceInfo())
    for (TypeLoc TL = TSI->getTypeLoc(); !TL.isNull();
         TL = TL.getNextTypeLoc())
      if (auto Array = TL.getAs<ArrayTypeLoc>())
        expandMacros(Array.getSizeExpr(), Ctx, Edits);
  if (F->isBitField())
    expandMacros(F->getBitWidth(), Ctx, Edits);
  expandMacros(F->getInClassInitializer(), Ctx, Edits);
}

/// Replaces a program macro that spells the type of field \p F, or of its
/// array elements, by itself (`REAL lo;` after `#define REAL float`) with
/// the type's MSL spelling.
void expandFieldTypeMacro(const FieldDecl *F, const MslSpelling &Spell,
                          ASTContext &Ctx, SourceEdits &Edits) {
  const TypeSourceInfo *TSI = F->getTypeSourceInfo();
  if (!TSI)
    return;
  TypeLoc TL = TSI->getTypeLoc().getUnqualifiedLoc();
  while (auto Array = TL.getAs<ArrayTypeLoc>())
    TL = Array.getElementLoc().getUnqualifiedLoc();
  SourceRange Use = macroSpelledType(TL, Ctx);
  if (Use.isValid())
    Edits.replace(Use, Spell.type(TL.getType().getLocalUnqualifiedType()));
}

/// The range of the type written at \p TL, with every keyword of a
/// builtin type (an instance's type location holds only the first).
SourceRange writtenRange(TypeLoc TL, const ASTContext &Ctx) {
  if (auto Builtin = TL.getAs<BuiltinTypeLoc>())
    return TypeRewrite::builtinRange(Builtin, Ctx);
  return TL.getSourceRange();
}

/// Spells the element type of field \p F as its row does when it is a
/// builtin or a type of our CUDA headers (`double m[3]` ->
/// `metalify::f64 m[3]`, `double3 p` -> `metalify::double3 p`, `long long
/// n` -> `long n`). Returns true when replaced.
bool respellLibraryElement(const FieldDecl *F, const MslSpelling &Spell,
                           ASTContext &Ctx, SourceEdits &Edits) {
  TypeLoc TL = F->getTypeSourceInfo()->getTypeLoc();
  while (auto Array = TL.getAs<ArrayTypeLoc>())
    TL = Array.getElementLoc();
  TL = TL.getUnqualifiedLoc();
  // `std::pair<int, float>`: the qualifier is replaced with the name.
  TypeLoc Written = TL;
  if (auto Elaborated = TL.getAs<ElaboratedTypeLoc>())
    TL = Elaborated.getNamedTypeLoc();
  if (TL.getBeginLoc().isMacroID())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  bool Library = !TL.getAs<BuiltinTypeLoc>().isNull();
  if (auto Typedef = TL.getAs<TypedefTypeLoc>())
    Library = isInCudaOrSystemHeader(
        SM, Typedef.getTypedefNameDecl()->getLocation());
  else if (auto Record = TL.getAs<RecordTypeLoc>())
    Library = isInCudaOrSystemHeader(SM, Record.getDecl()->getLocation());
  else if (auto Spec = TL.getAs<TemplateSpecializationTypeLoc>()) {
    const TemplateDecl *T =
        Spec.getTypePtr()->getTemplateName().getAsTemplateDecl();
    Library = T && isInCudaOrSystemHeader(SM, T->getLocation());
    TL = Written;
  }
  if (!Library)
    return false;
  std::string Msl = Spell.type(TL.getType());
  SourceRange Range = writtenRange(TL, Ctx);
  StringRef Text = Lexer::getSourceText(CharSourceRange::getTokenRange(Range),
                                        SM, Ctx.getLangOpts());
  if (Msl.empty() || Msl == Text)
    return false;
  return Edits.replace(Range, Msl);
}

/// Gives the parameters of a constructor emitted as written (no kernel
/// calls it) that initialise a pointer or reference member of \p R as
/// they are (`: temp(t)`) the member's space, so the argument binds.
void rewriteConstructorParameters(const RecordDecl *R, const MslSpelling &Spell,
                                  const MemberCopies &Members,
                                  const AddressSpaceInference &Spaces,
                                  SourceEdits &Edits) {
  const auto *CR = dyn_cast<CXXRecordDecl>(R);
  if (!CR)
    return;
  for (const CXXConstructorDecl *Ctor : CR->ctors()) {
    if (Ctor->isImplicit() || !Ctor->doesThisDeclarationHaveABody() ||
        Members.count(Ctor))
      continue;
    for (const CXXCtorInitializer *Init : Ctor->inits()) {
      const FieldDecl *Field = Init->getMember();
      if (!Field || !Init->isWritten())
        continue;
      const auto *Ref =
          dyn_cast<DeclRefExpr>(Init->getInit()->IgnoreParenImpCasts());
      const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
      AddressSpace S = Spaces.fieldSpace(Field);
      if (!P || S == AddressSpace::Device ||
          !(P->getType()->isPointerType() || P->getType()->isReferenceType()))
        continue;
      Edits.replace(SourceRange(P->getBeginLoc(), P->getLocation()),
                    Spell.declare(P->getType(), Spell.identifier(P->getName()),
                                  S, false));
    }
  }
}

/// Respells, in the text of \p R's members other than functions, the
/// names written for instances of the program's class templates
/// (`typedef WarpSum<T> Warp;` in `BlockSum<float>` -> `WarpSum_float`).
class InstanceNameRespeller
    : public RecursiveASTVisitor<InstanceNameRespeller> {
public:
  InstanceNameRespeller(const MslSpelling &Spell, SourceEdits &Edits)
      : Spell(Spell), Edits(Edits) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseCXXMethodDecl(CXXMethodDecl *) { return true; }
  bool TraverseCXXConstructorDecl(CXXConstructorDecl *) { return true; }
  bool TraverseCXXDestructorDecl(CXXDestructorDecl *) { return true; }
  bool TraverseCXXConversionDecl(CXXConversionDecl *) { return true; }
  bool TraverseFunctionTemplateDecl(FunctionTemplateDecl *) { return true; }
  bool TraverseFriendDecl(FriendDecl *) { return true; }

  bool VisitTypeLoc(TypeLoc TL) {
    TypeRewrite::respellInstance(TL, Spell, Edits);
    return true;
  }

private:
  const MslSpelling &Spell;
  SourceEdits &Edits;
};

/// The declarations binding an instance's template parameters, for the top
/// of its class body: `using T = float;`, `static constexpr constant int
/// N = 4;`. Parameters no declaration can bind (packs, templates) are left
/// out; their uses then fail the MSL check, located.
std::string instanceBindings(const ClassTemplateSpecializationDecl *Spec,
                             const MslSpelling &Spell) {
  if (Spec->getSpecializationKind() == TSK_ExplicitSpecialization)
    return "";
  auto From = Spec->getSpecializedTemplateOrPartial();
  const TemplateParameterList *Params;
  llvm::ArrayRef<TemplateArgument> Args;
  if (auto *Partial = From.dyn_cast<ClassTemplatePartialSpecializationDecl *>()) {
    Params = Partial->getTemplateParameters();
    Args = Spec->getTemplateInstantiationArgs().asArray();
  } else {
    Params = From.get<ClassTemplateDecl *>()->getTemplateParameters();
    Args = Spec->getTemplateArgs().asArray();
  }
  std::string Out;
  for (unsigned I = 0; I < Params->size() && I < Args.size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    const TemplateArgument &A = Args[I];
    if (P->getName().empty())
      continue;
    if (A.getKind() == TemplateArgument::Type) {
      QualType T = A.getAsType();
      std::string Spelled =
          T->isPointerType() || T->isReferenceType()
              ? llvm::StringRef(Spell.declare(T, "", AddressSpace::Device,
                                              false))
                    .rtrim()
                    .str()
              : Spell.type(T);
      Out += " using " + P->getName().str() + " = " + Spelled + ";";
    } else if (A.getKind() == TemplateArgument::Integral) {
      QualType T = A.getIntegralType();
      std::string Value =
          T->isBooleanType()
              ? (A.getAsIntegral().getBoolValue() ? "true" : "false")
              : llvm::toString(A.getAsIntegral(), 10);
      if (T->isEnumeralType())
        Value = "static_cast<" + Spell.type(T) + ">(" + Value + ")";
      Out += " static constexpr " +
             Spell.addressSpace(AddressSpace::Constant) + " " +
             Spell.type(T) + " " + P->getName().str() + " = " + Value + ";";
    }
  }
  return Out;
}

/// The value of constant \p V as MSL source, when it is an integer or a
/// bool; empty otherwise.
std::string constantValue(const VarDecl *V) {
  const APValue *Value = V->evaluateValue();
  if (!Value || !Value->isInt())
    return "";
  if (V->getType()->isBooleanType())
    return Value->getInt().getBoolValue() ? "true" : "false";
  return llvm::toString(Value->getInt(), 10);
}

/// In an instance's text, what the template computes at compile time is
/// written as its result: member aliases as the types they stand for
/// (`using Word = conditional_t<...>` -> `using Word = uint`), enumerators
/// and integer constants as their values (`std::min(N * 4, 64)` -> `64`).
/// The computations may use what MSL lacks (namespace std, other
/// instances used only to compute) and need nothing at run time.
void writeComputedMembers(const CXXRecordDecl *R, const MslSpelling &Spell,
                          SourceEdits &Edits) {
  for (const Decl *M : R->decls()) {
    if (M->isImplicit() || M->getBeginLoc().isMacroID())
      continue;
    if (const auto *Alias = dyn_cast<TypedefNameDecl>(M)) {
      QualType T = Alias->getUnderlyingType();
      const TypeSourceInfo *TSI = Alias->getTypeSourceInfo();
      if (!TSI || T->isArrayType() || T->isFunctionType() ||
          T->isDependentType())
        continue;
      std::string Spelled =
          T->isPointerType() || T->isReferenceType()
              ? llvm::StringRef(Spell.declare(T.getCanonicalType(), "",
                                              AddressSpace::Device, false))
                    .rtrim()
                    .str()
              : Spell.type(T.getCanonicalType());
      Edits.replace(writtenRange(TSI->getTypeLoc(), R->getASTContext()),
                    Spelled);
      continue;
    }
    if (const auto *Enum = dyn_cast<EnumDecl>(M)) {
      for (const EnumConstantDecl *C : Enum->enumerators())
        if (const Expr *Init = C->getInitExpr())
          Edits.replace(Init->getSourceRange(),
                        llvm::toString(C->getInitVal(), 10));
      continue;
    }
    if (const auto *V = dyn_cast<VarDecl>(M);
        V && V->isStaticDataMember() && V->getInit()) {
      std::string Value = constantValue(V);
      if (Value.empty())
        continue;
      Edits.replace(V->getInit()->getSourceRange(), Value);
      // `static constexpr std::size_t N`: MSL has no namespace std.
      if (const TypeSourceInfo *TSI = V->getTypeSourceInfo())
        Edits.replace(writtenRange(TSI->getTypeLoc(), R->getASTContext()),
                      Spell.type(V->getType().getCanonicalType()
                                     .getUnqualifiedType()));
      continue;
    }
    if (const auto *Nested = dyn_cast<CXXRecordDecl>(M);
        Nested && Nested->isThisDeclarationADefinition())
      writeComputedMembers(Nested, Spell, Edits);
  }
}

/// Turns the head of the text an instance is emitted from (the primary
/// template's, a partial specialization's, an explicit specialization's)
/// into a plain class named after the instance, and binds the template
/// parameters at the top of its body. Returns the range to render.
SourceRange rewriteInstanceHead(const ClassTemplateSpecializationDecl *Spec,
                                const MslSpelling &Spell,
                                SourceEdits &Edits) {
  const CXXRecordDecl *Text = Spec->getTemplateInstantiationPattern();
  if (!Text)
    Text = Spec;
  SourceLocation NameEnd = Text->getLocation();
  if (const auto *Partial =
          dyn_cast<ClassTemplatePartialSpecializationDecl>(Text))
    NameEnd = Partial->getTemplateArgsAsWritten()->getRAngleLoc();
  else if (const auto *Explicit =
               dyn_cast<ClassTemplateSpecializationDecl>(Text);
           Explicit && Explicit->getTemplateArgsAsWritten())
    NameEnd = Explicit->getTemplateArgsAsWritten()->getRAngleLoc();
  Edits.replace(SourceRange(Text->getLocation(), NameEnd),
                Spell.recordName(Spec));
  // `alignas(sizeof(T) * V)` reads parameters the instance binds only in
  // its body: the instance's value is written instead.
  ASTContext &Ctx = Spec->getASTContext();
  for (const AlignedAttr *A : Spec->specific_attrs<AlignedAttr>()) {
    if (!A->isAlignas() || A->isAlignmentDependent() ||
        !A->isAlignmentExpr() || !A->getAlignmentExpr() ||
        A->getLocation().isMacroID())
      continue;
    std::optional<Token> Close = Lexer::findNextToken(
        A->getAlignmentExpr()->getEndLoc(), Ctx.getSourceManager(),
        Ctx.getLangOpts());
    if (!Close || !Close->is(tok::r_paren))
      continue;
    Edits.replace(SourceRange(A->getLocation(), Close->getLocation()),
                  "alignas(" +
                      std::to_string(A->getAlignment(Ctx) /
                                     Ctx.getCharWidth()) +
                      ")");
  }
  Edits.insertAfter(Text->getBraceRange().getBegin(),
                    instanceBindings(Spec, Spell));
  return SourceRange(Text->getInnerLocStart(), Text->getBraceRange().getEnd());
}

/// \p R's text, or with \p Outer the text of the declaration that holds
/// it: the template that describes it, or the typedef whose declarator
/// defines it.
std::string emitRecord(const RecordDecl *R, const MslSpelling &Spell,
                       ASTContext &Ctx, const MemberCopies &Members,
                       const AddressSpaceInference &Spaces,
                       SourceEdits &Edits, const Decl *Outer = nullptr);

/// Leaves out the text of a member class template's partial or explicit
/// specialization (in an instance, the text is its pattern's).
void removeDefinitionText(const ClassTemplateSpecializationDecl *S,
                          ASTContext &Ctx, SourceEdits &Edits) {
  if (const auto *P = dyn_cast<ClassTemplatePartialSpecializationDecl>(S))
    if (const ClassTemplatePartialSpecializationDecl *From =
            P->getInstantiatedFromMember())
      S = From;
  const TagDecl *Def = S->getDefinition();
  SourceLocation End =
      Def ? Def->getBraceRange().getEnd() : S->getSourceRange().getEnd();
  SourceLocation Begin = S->getSourceRange().getBegin();
  if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID())
    return;
  removeKeepingLines(SourceRange(Begin, End), Ctx, Edits);
}

/// Replaces each member class template of instance \p R by its own
/// instances, each emitted like any instance (`template <class U> struct
/// IsMultiple` -> `struct IsMultiple_int {...}; struct IsMultiple_short
/// {...};`), or leaves it out when it has none.
void emitMemberTemplateInstances(const CXXRecordDecl *R,
                                 const MslSpelling &Spell, ASTContext &Ctx,
                                 const MemberCopies &Members,
                                 const AddressSpaceInference &Spaces,
                                 SourceEdits &Edits) {
  for (const Decl *M : R->decls()) {
    if (M->getBeginLoc().isMacroID())
      continue;
    // Partial and explicit specializations are emitted with the primary
    // template's instances.
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(M)) {
      if (!Spec->isImplicit())
        removeDefinitionText(Spec, Ctx, Edits);
      continue;
    }
    const auto *Template = dyn_cast<ClassTemplateDecl>(M);
    if (!Template)
      continue;
    llvm::SmallVector<ClassTemplatePartialSpecializationDecl *, 4> Partials;
    const_cast<ClassTemplateDecl *>(Template)->getPartialSpecializations(
        Partials);
    for (const ClassTemplatePartialSpecializationDecl *P : Partials)
      removeDefinitionText(P, Ctx, Edits);
    std::string Text;
    for (const ClassTemplateSpecializationDecl *S :
         Template->specializations()) {
      if (!S->hasDefinition())
        continue;
      SourceEdits Own(Ctx.getSourceManager(), Ctx.getLangOpts());
      Text += emitRecord(S, Spell, Ctx, Members, Spaces, Own);
    }
    // In an instance the member template is declared, not yet defined:
    // its text is the one it was instantiated from.
    const ClassTemplateDecl *Written = Template;
    if (const ClassTemplateDecl *From =
            Template->getInstantiatedFromMemberTemplate())
      Written = From;
    Edits.replace(Written->getSourceRange(),
                  llvm::StringRef(Text).rtrim("\n;").str());
  }
}

std::string emitRecord(const RecordDecl *R, const MslSpelling &Spell,
                       ASTContext &Ctx, const MemberCopies &Members,
                       const AddressSpaceInference &Spaces,
                       SourceEdits &Edits, const Decl *Outer) {
  rewriteHeaderMacros(R, Spell, Ctx, Edits);
  rewriteMembers(R, Spell, Ctx, Members, Edits);
  rewriteConstructorParameters(R, Spell, Members, Spaces, Edits);
  SourceLocation PreviousBegin;
  for (const FieldDecl *F : R->fields()) {
    expandFieldMacros(F, Ctx, Edits);
    QualType T = F->getType();
    std::string Name = Spell.identifier(F->getName());
    // `float *a, *b;`: the later declarators share the first one's type
    // specifier, which the first one's rewrite puts the space into.
    bool SharesSpecifier = F->getBeginLoc() == PreviousBegin;
    PreviousBegin = F->getBeginLoc();
    if (T->isPointerType() || T->isReferenceType()) {
      if (!SharesSpecifier)
        Edits.replace(SourceRange(F->getBeginLoc(), F->getLocation()),
                      Spell.declare(T, Name, Spaces.fieldSpace(F), false));
      else if (Name != F->getName())
        Edits.replace(SourceRange(F->getLocation(), F->getLocation()), Name);
      continue;
    }
    if (Name != F->getName() && F->getLocation().isFileID())
      Edits.replace(SourceRange(F->getLocation(), F->getLocation()), Name);
    DoubleLiteralRewrite::rewriteAll(F->getInClassInitializer(), Spell, Ctx,
                                     Edits, /*ByBits=*/false);
    std::string Packed = Spell.packedType(T);
    if (Packed != Spell.type(T))
      Edits.replace(F->getTypeSourceInfo()->getTypeLoc().getSourceRange(),
                    Packed);
    else if (!respellLibraryElement(F, Spell, Ctx, Edits))
      expandFieldTypeMacro(F, Spell, Ctx, Edits);
  }
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(R);
  bool Instance = Spec && Spell.isProgramInstance(Spec);
  if (Instance) {
    writeComputedMembers(Spec, Spell, Edits);
    emitMemberTemplateInstances(Spec, Spell, Ctx, Members, Spaces, Edits);
  }
  // Any record may name instances in its fields, nested records and bases
  // (`struct TempStorage : Raw<Exchange> {};`).
  InstanceNameRespeller Respeller(Spell, Edits);
  for (const Decl *D : R->decls())
    Respeller.TraverseDecl(const_cast<Decl *>(D));
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(R))
    for (const CXXBaseSpecifier &Base : CXX->bases())
      if (const TypeSourceInfo *TSI = Base.getTypeSourceInfo())
        Respeller.TraverseTypeLoc(TSI->getTypeLoc());
  if (!Instance)
    return Edits.render((Outer ? Outer : R)->getSourceRange()) + ";\n";
  return Edits.render(rewriteInstanceHead(Spec, Spell, Edits)) + ";\n";
}

/// The record that \p D's own declarator defines (`typedef struct
/// __align__(8) {...} T;`), else null. DeclarationOrder emits the typedef
/// in the record's place; the record's rewrites (alignment, packed
/// vectors, device pointers) must apply to its text all the same, or host
/// and device disagree on the layout.
const RecordDecl *embeddedRecord(const TypedefNameDecl *D) {
  const auto *Tag =
      dyn_cast_or_null<RecordDecl>(D->getUnderlyingType()->getAsTagDecl());
  const RecordDecl *R = Tag ? Tag->getDefinition() : nullptr;
  if (!R || !R->isEmbeddedInDeclarator() ||
      !D->getSourceRange().fullyContains(R->getSourceRange()))
    return nullptr;
  return R;
}

std::string emitConstant(const VarDecl *V, const MslSpelling &Spell,
                         ASTContext &Ctx, SourceEdits &Edits) {
  expandMacros(V->getInit(), Ctx, Edits);
  DoubleLiteralRewrite::rewriteAll(V->getInit(), Spell, Ctx, Edits,
                                   /*ByBits=*/true);
  // metalify::f64's arithmetic is not constexpr (its literals are).
  bool SoftwareDouble =
      V->getType()->isSpecificBuiltinType(BuiltinType::Double) &&
      Spell.fp64() == Fp64Mode::Emulate;
  bool Constexpr = V->isConstexpr() && !SoftwareDouble;
  return (Constexpr ? "constexpr " : "") +
         Spell.addressSpace(AddressSpace::Constant) + " " +
         Spell.declare(V->getType().getUnqualifiedType(), V->getName(),
                       AddressSpace::Unknown, false) +
         " = " + Edits.render(V->getInit()->getSourceRange()) + ";\n";
}

/// `typedef T Name;` or `using Name = T;` with T spelled for MSL (an
/// `unsigned long long` becomes `ulong`); null when \p D declares a type
/// of its own in the same breath (`typedef struct {...} T;`), whose text
/// is the record's.
std::optional<std::string> emitAlias(const TypedefNameDecl *D,
                                     const MslSpelling &Spell) {
  QualType T = D->getUnderlyingType();
  if (const TagDecl *Tag = T->getAsTagDecl();
      Tag && Tag->getSourceRange().getBegin().isValid() &&
      D->getSourceRange().fullyContains(Tag->getSourceRange()))
    return std::nullopt;
  if (T->isFunctionType() || T->isFunctionPointerType() ||
      T->isMemberPointerType() || T->isDependentType())
    return std::nullopt;
  if (isa<TypeAliasDecl>(D))
    return "using " + D->getName().str() + " = " + Spell.type(T) + ";\n";
  return "typedef " +
         Spell.declare(T, D->getName(), AddressSpace::Unknown, false) + ";\n";
}

} // namespace

std::string DeclarationRewrite::emit(const Decl *D, const MslSpelling &Spell,
                                     ASTContext &Ctx,
                                     llvm::ArrayRef<InactiveText> Inactive,
                                     const MemberCopies &Members,
                                     const AddressSpaceInference &Spaces) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  Edits.blankInactive(Inactive, D->getSourceRange());
  // An instance named but never instantiated (the return type of a member
  // nothing calls) is declared only, as in the program.
  if (const auto *R = dyn_cast<RecordDecl>(D); R && !R->getDefinition())
    return (R->isUnion() ? "union " : "struct ") + Spell.recordName(R) +
           ";\n";
  if (const auto *R = dyn_cast<RecordDecl>(D))
    return emitRecord(R, Spell, Ctx, Members, Spaces, Edits);
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    return emitRecord(T->getTemplatedDecl(), Spell, Ctx, Members, Spaces, Edits,
                      T);
  if (const auto *V = dyn_cast<VarDecl>(D); V && V->getInit())
    return emitConstant(V, Spell, Ctx, Edits);
  if (const auto *A = dyn_cast<TypedefNameDecl>(D)) {
    if (const RecordDecl *R = embeddedRecord(A))
      return emitRecord(R, Spell, Ctx, Members, Spaces, Edits, A);
    if (std::optional<std::string> Alias = emitAlias(A, Spell))
      return *Alias;
  }
  return Edits.render(D->getSourceRange()) + ";\n";
}

} // namespace metalify
