//===- SymbolRewrite.cpp - Device globals -> host symbol handles ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/SymbolRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Rewrites/DeviceCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/MapVector.h"

namespace metalify {
namespace {

/// Collects the device globals the user declared in the main file.
class GlobalCollector : public clang::RecursiveASTVisitor<GlobalCollector> {
public:
  explicit GlobalCollector(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  std::vector<const clang::VarDecl *> Globals;

  bool VisitVarDecl(clang::VarDecl *V) {
    // A variable template's handle is a variable template of handles; its
    // instances are not declarations of the file.
    if (llvm::isa<clang::VarTemplateSpecializationDecl>(V))
      return true;
    if (!V->isImplicit() && BuiltinUsage::isDeviceGlobal(V) &&
        !isManagedVariable(*V) &&
        Ctx.Unit.isWrittenInTranslatedFile(Ctx.SM.getFileLoc(V->getLocation())))
      Globals.push_back(V);
    return true;
  }

private:
  HostRewriteContext &Ctx;
};

/// True when \p E names a symbol the way the symbol API takes it: bound to
/// a reference or pointer parameter of a call, or under sizeof or &.
bool namesSymbol(clang::ASTContext &Context, const clang::Expr *E) {
  const clang::Expr *Child = E;
  while (true) {
    clang::DynTypedNodeList Parents = Context.getParents(*Child);
    if (Parents.empty())
      return false;
    const auto *P = Parents[0].get<clang::Expr>();
    if (!P)
      return false;
    if (const auto *Cast = llvm::dyn_cast<clang::ImplicitCastExpr>(P)) {
      if (Cast->getCastKind() != clang::CK_NoOp &&
          Cast->getCastKind() != clang::CK_ArrayToPointerDecay &&
          Cast->getCastKind() != clang::CK_BitCast)
        return false;
      Child = P;
      continue;
    }
    if (llvm::isa<clang::ParenExpr>(P)) {
      Child = P;
      continue;
    }
    if (const auto *Call = llvm::dyn_cast<clang::CallExpr>(P))
      return Call->getCallee() != Child;
    if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(P))
      return U->getOpcode() == clang::UO_AddrOf;
    return llvm::isa<clang::UnaryExprOrTypeTraitExpr>(P);
  }
}

/// Finds host-code references to device globals.
class HostUseFinder : public clang::RecursiveASTVisitor<HostUseFinder> {
public:
  std::vector<const clang::DeclRefExpr *> Uses;

  bool TraverseDecl(clang::Decl *D) {
    if (const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D))
      if (isKernel(*FD) || isDeviceOnly(*FD))
        return true;
    if (const auto *VD = llvm::dyn_cast_or_null<clang::VarDecl>(D))
      if (isDeviceVariable(*VD))
        return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *V = llvm::dyn_cast<clang::VarDecl>(E->getDecl()))
      if (BuiltinUsage::isDeviceGlobal(V))
        Uses.push_back(E);
    return true;
  }
};

} // namespace

void SymbolRewrite::run() {
  GlobalCollector Collector(Ctx);
  Collector.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  // `__device__ int a, b;` is one range for both declarators.
  llvm::MapVector<unsigned, std::pair<clang::CharSourceRange, std::string>>
      Edits;
  for (const clang::VarDecl *V : Collector.Globals) {
    clang::CharSourceRange Range = mainFileDeclRange(Ctx, *V);
    if (Range.isInvalid()) {
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(V->getLocation()), "MTL1014",
                       {"device variable '" + V->getNameAsString() + "'"});
      continue;
    }
    auto &Edit = Edits[Ctx.SM.getFileOffset(Range.getBegin())];
    Edit.first = Range;
    // An extern declaration goes: the handle is defined where the
    // variable is (kernels that reach a variable defined elsewhere are
    // reported with their handle).
    if (!V->isThisDeclarationADefinition())
      continue;
    std::string Indent = lineIndent(Ctx, Range.getBegin());
    Edit.second += (Edit.second.empty() ? "" : "\n" + Indent) + handleText(*V);
  }
  for (auto &Entry : Edits) {
    auto &[Range, Text] = Entry.second;
    if (Text.empty())
      Ctx.Rewrite.RemoveText(growToWholeLines(Ctx, Range));
    else
      Ctx.Rewrite.ReplaceText(Range, Text);
  }
  checkHostUses();
}

std::string SymbolRewrite::handleText(const clang::VarDecl &V) {
  clang::PrintingPolicy Policy(Ctx.Context.getLangOpts());
  std::string Name = V.getNameAsString();
  std::string Linkage =
      V.getStorageClass() == clang::SC_Static ? "static inline" : "inline";
  std::string Text = Linkage + " " + Ctx.Spellings.SymbolHandle + "<" +
                     V.getType().getAsString(Policy) + "> " + Name + "{\"" +
                     Ctx.ModuleName + "\", \"" + Name + "\"";
  const clang::Expr *Init = V.getInit();
  // Zero-initialised storage has no initialiser to carry over.
  if (const auto *Construct =
          llvm::dyn_cast_or_null<clang::CXXConstructExpr>(Init);
      Construct && Construct->getNumArgs() == 0)
    Init = nullptr;
  if (Init && !llvm::isa<clang::ImplicitValueInitExpr>(Init) &&
      Init->getSourceRange().isValid()) {
    clang::CharSourceRange R = Ctx.SM.getExpansionRange(Init->getSourceRange());
    Text +=
        ", " +
        clang::Lexer::getSourceText(R, Ctx.SM, Ctx.Context.getLangOpts()).str();
  }
  return Text + "};";
}

void SymbolRewrite::checkHostUses() {
  HostUseFinder Finder;
  Finder.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const clang::DeclRefExpr *Use : Finder.Uses)
    if (!namesSymbol(Ctx.Context, Use))
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Use->getLocation()), "MTL1030",
                       {Use->getDecl()->getNameAsString()});
}

} // namespace metalify
