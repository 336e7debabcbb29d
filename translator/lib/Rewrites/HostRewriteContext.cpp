//===- HostRewriteContext.cpp - Source ranges for host rewrites -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HostRewriteContext.h"
#include "Analysis/UsingDirectives.h"
#include "Rewrites/DeviceCode.h"

#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

namespace metalify {
namespace {

/// \p Range extended to the semicolon that ends its statement, skipping
/// nested brackets; unchanged when there is none.
clang::CharSourceRange extendToSemicolon(HostRewriteContext &Ctx,
                                         clang::CharSourceRange Range) {
  const clang::LangOptions &LO = Ctx.Context.getLangOpts();
  clang::SourceLocation Loc = Range.getEnd();
  int Depth = 0;
  clang::Token T;
  while (!clang::Lexer::getRawToken(Loc, T, Ctx.SM, LO,
                                    /*IgnoreWhiteSpace=*/true) &&
         !T.is(clang::tok::eof)) {
    if (T.isOneOf(clang::tok::l_paren, clang::tok::l_brace,
                  clang::tok::l_square)) {
      ++Depth;
    } else if (T.isOneOf(clang::tok::r_paren, clang::tok::r_brace,
                         clang::tok::r_square)) {
      if (Depth-- == 0)
        break;
    } else if (T.is(clang::tok::semi) && Depth == 0) {
      Range.setEnd(T.getEndLoc());
      break;
    }
    Loc = T.getEndLoc();
  }
  return Range;
}

} // namespace

clang::CharSourceRange mainFileDeclRange(HostRewriteContext &Ctx,
                                         const clang::Decl &D) {
  const clang::Decl *Outer = &D;
  if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(&D))
    if (const clang::FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      Outer = T;
  // `extern "C" __global__ void k();` goes as a whole.
  if (const auto *Linkage =
          llvm::dyn_cast<clang::LinkageSpecDecl>(Outer->getDeclContext()))
    if (!Linkage->hasBraces())
      Outer = Linkage;
  clang::SourceLocation Begin = Outer->getBeginLoc();
  clang::SourceLocation End = Outer->getEndLoc();
  // CUDA qualifiers are GNU attributes spelled before the declaration's
  // first specifier; they belong to it.
  for (const clang::Attr *A : D.attrs()) {
    if (A->isImplicit() || A->isInherited() || A->getLocation().isInvalid())
      continue;
    clang::SourceLocation AttrLoc = Ctx.SM.getExpansionLoc(A->getLocation());
    if (Ctx.SM.isBeforeInTranslationUnit(AttrLoc, Ctx.SM.getExpansionLoc(Begin)))
      Begin = AttrLoc;
  }
  const clang::LangOptions &LO = Ctx.Context.getLangOpts();
  clang::CharSourceRange Range = clang::Lexer::makeFileCharRange(
      clang::CharSourceRange::getTokenRange(Begin, End), Ctx.SM, LO);
  if (Range.isInvalid() || !Ctx.Unit.isWrittenInTranslatedFile(Range.getBegin()))
    return {};
  // A declaration without a body ends at its semicolon, after any further
  // declarators (`__device__ int a, b;` is one range for both).
  bool HasBody = false;
  if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(&D))
    HasBody = FD->doesThisDeclarationHaveABody();
  if (!HasBody)
    Range = extendToSemicolon(Ctx, Range);
  return Range;
}

clang::CharSourceRange growToWholeLines(HostRewriteContext &Ctx,
                                        clang::CharSourceRange Range) {
  bool Invalid = false;
  llvm::StringRef Buffer =
      Ctx.SM.getBufferData(Ctx.SM.getFileID(Range.getBegin()), &Invalid);
  if (Invalid)
    return Range;
  unsigned Begin = Ctx.SM.getFileOffset(Range.getBegin());
  unsigned End = Ctx.SM.getFileOffset(Range.getEnd());
  unsigned LineStart = Begin;
  while (LineStart > 0 && (Buffer[LineStart - 1] == ' ' ||
                           Buffer[LineStart - 1] == '\t'))
    --LineStart;
  if (LineStart > 0 && Buffer[LineStart - 1] != '\n')
    return Range;
  unsigned LineEnd = End;
  while (LineEnd < Buffer.size() &&
         (Buffer[LineEnd] == ' ' || Buffer[LineEnd] == '\t' ||
          Buffer[LineEnd] == '\r'))
    ++LineEnd;
  if (LineEnd < Buffer.size() && Buffer[LineEnd] != '\n')
    return Range;
  if (LineEnd < Buffer.size())
    ++LineEnd;
  return clang::CharSourceRange::getCharRange(
      Range.getBegin().getLocWithOffset(static_cast<int>(LineStart) -
                                        static_cast<int>(Begin)),
      Range.getBegin().getLocWithOffset(static_cast<int>(LineEnd) -
                                        static_cast<int>(Begin)));
}

clang::SourceLocation mainFileSpelling(HostRewriteContext &Ctx,
                                       clang::SourceLocation Loc) {
  if (Loc.isInvalid())
    return {};
  clang::SourceLocation Spelled = Ctx.SM.getSpellingLoc(Loc);
  if (!Ctx.Unit.isWrittenInTranslatedFile(Spelled))
    return {};
  return Spelled;
}

bool handleIsNamespaced(HostRewriteContext &Ctx,
                        const clang::FunctionDecl &Kernel) {
  if (Kernel.isInAnonymousNamespace())
    return false;
  if (Ctx.Directives.bringInNameOf(Kernel))
    return true;
  const clang::DeclContext *Scope = Kernel.getDeclContext()->getRedeclContext();
  return llvm::any_of(Scope->lookup(Kernel.getDeclName()),
                      [](const clang::NamedDecl *D) { return !kernelOf(D); });
}

std::optional<std::string> handleQualifier(HostRewriteContext &Ctx,
                                           const clang::FunctionDecl &Kernel) {
  llvm::SmallVector<const clang::NamespaceDecl *, 4> Namespaces;
  for (const clang::DeclContext *DC = Kernel.getDeclContext();
       !DC->isTranslationUnit(); DC = DC->getParent()) {
    const auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(DC);
    if (!NS || NS->isAnonymousNamespace())
      return std::nullopt;
    Namespaces.push_back(NS);
  }
  std::string Text = "::";
  for (const clang::NamespaceDecl *NS : llvm::reverse(Namespaces))
    Text += NS->getName().str() + "::";
  if (handleIsNamespaced(Ctx, Kernel))
    Text += std::string(KernelHandleNamespace) + "::";
  return Text;
}

void replaceWrittenText(HostRewriteContext &Ctx, clang::CharSourceRange Range,
                        llvm::StringRef Text) {
  unsigned Begin = Ctx.SM.getFileOffset(Range.getBegin());
  unsigned End = Ctx.SM.getFileOffset(Range.getEnd());
  Ctx.Rewrite.ReplaceText(Range.getBegin(), End - Begin, Text);
}

std::string lineIndent(HostRewriteContext &Ctx, clang::SourceLocation Loc) {
  bool Invalid = false;
  llvm::StringRef Buffer =
      Ctx.SM.getBufferData(Ctx.SM.getFileID(Loc), &Invalid);
  if (Invalid)
    return "";
  unsigned Offset = Ctx.SM.getFileOffset(Loc);
  unsigned LineStart = Offset;
  while (LineStart > 0 && Buffer[LineStart - 1] != '\n')
    --LineStart;
  llvm::StringRef Prefix = Buffer.slice(LineStart, Offset);
  return Prefix.take_while([](char C) { return C == ' ' || C == '\t'; }).str();
}

bool isFromSystemHeader(HostRewriteContext &Ctx, const clang::Decl &D) {
  return Ctx.SM.isInSystemHeader(Ctx.SM.getExpansionLoc(D.getLocation()));
}

} // namespace metalify
