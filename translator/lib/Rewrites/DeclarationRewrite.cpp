//===- DeclarationRewrite.cpp - Types and constants for MSL ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeclarationRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"
#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

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

/// Replaces the record's members that have translated copies by the
/// copies, and strips the CUDA qualifiers from the heads of the others.
void rewriteMembers(const RecordDecl *R, const MslSpelling &Spell,
                    ASTContext &Ctx, const MemberCopies &Members,
                    SourceEdits &Edits) {
  const auto *CR = dyn_cast<CXXRecordDecl>(R);
  if (!CR)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Decl *D : CR->decls()) {
    const FunctionDecl *F = memberFunction(D);
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

/// \p R's text, or with \p Outer the text of the template that describes
/// it.
std::string emitRecord(const RecordDecl *R, const MslSpelling &Spell,
                       ASTContext &Ctx, const MemberCopies &Members,
                       const Decl *Outer = nullptr) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  rewriteHeaderMacros(R, Spell, Ctx, Edits);
  rewriteMembers(R, Spell, Ctx, Members, Edits);
  for (const FieldDecl *F : R->fields()) {
    QualType T = F->getType();
    if (T->isPointerType() || T->isReferenceType()) {
      Edits.replace(SourceRange(F->getBeginLoc(), F->getLocation()),
                    Spell.declare(T, F->getName(), AddressSpace::Device,
                                  false));
      continue;
    }
    std::string Packed = Spell.packedType(T);
    if (Packed != Spell.type(T))
      Edits.replace(F->getTypeSourceInfo()->getTypeLoc().getSourceRange(),
                    Packed);
  }
  return Edits.render((Outer ? Outer : R)->getSourceRange()) + ";\n";
}

std::string emitConstant(const VarDecl *V, const MslSpelling &Spell,
                         ASTContext &Ctx) {
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  return (V->isConstexpr() ? "constexpr " : "") +
         Spell.addressSpace(AddressSpace::Constant) + " " +
         Spell.declare(V->getType().getUnqualifiedType(), V->getName(),
                       AddressSpace::Unknown, false) +
         " = " + Edits.render(V->getInit()->getSourceRange()) + ";\n";
}

} // namespace

std::string DeclarationRewrite::emit(const Decl *D, const MslSpelling &Spell,
                                     ASTContext &Ctx,
                                     const MemberCopies &Members) {
  if (const auto *R = dyn_cast<RecordDecl>(D))
    return emitRecord(R, Spell, Ctx, Members);
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    return emitRecord(T->getTemplatedDecl(), Spell, Ctx, Members, T);
  if (const auto *V = dyn_cast<VarDecl>(D); V && V->getInit())
    return emitConstant(V, Spell, Ctx);
  SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
  return Edits.render(D->getSourceRange()) + ";\n";
}

} // namespace metalify
