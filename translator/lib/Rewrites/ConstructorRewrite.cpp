//===- ConstructorRewrite.cpp - Constructors in device code ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/ConstructorRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Emit/MetalLineMap.h"
#include "Rewrites/HelperCallRewrite.h"
#include "Rewrites/PointerTypeRewrite.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// The variable \p E default-constructs as it is (`T t;`), else null:
/// its declarator can take a parenthesised argument list.
const VarDecl *defaultConstructedVariable(const CXXConstructExpr *E,
                                          RewriteContext &C) {
  for (const DynTypedNode &Parent : C.Ctx.getParents(*E)) {
    const auto *V = Parent.get<VarDecl>();
    if (V && V->getInit() && V->getInit()->IgnoreImplicit() == E &&
        !V->getType()->isArrayType() && V->getLocation().isFileID())
      return V;
  }
  return nullptr;
}

/// Finds, below an implicit or defaulted constructor, a written
/// constructor that needs implicit inputs (`struct Tile { Tid t; };`, whose
/// implicit constructor default-constructs a Tid that reads threadIdx).
class ImplicitInputsFinder : public RecursiveASTVisitor<ImplicitInputsFinder> {
public:
  explicit ImplicitInputsFinder(RewriteContext &C) : C(C) {}

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (const FunctionDecl *Ctor = DeviceCallGraph::calledDefinition(E)) {
      if (!HelperCallRewrite::arguments(Ctor, C).empty())
        Found = Ctor;
      return !Found;
    }
    search(E);
    return !Found;
  }

  /// Searches the initializers of the implicit constructor \p E calls.
  void search(const CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    const FunctionDecl *Def = Ctor ? Ctor->getDefinition() : nullptr;
    if (!Def || !(Def->isImplicit() || Def->isDefaulted()) ||
        !DeviceCallGraph::deviceDefinition(Def))
      return;
    for (const Stmt *S : DeviceCallGraph::code(Def))
      if (!Found)
        TraverseStmt(const_cast<Stmt *>(S));
  }

  const FunctionDecl *Found = nullptr;

private:
  RewriteContext &C;
};

std::string className(const FunctionDecl *Ctor) {
  return cast<CXXMethodDecl>(Ctor)->getParent()->getNameAsString();
}

} // namespace

void ConstructorRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *E = dyn_cast<CXXConstructExpr>(S);
  if (!E)
    return;
  const FunctionDecl *Ctor = DeviceCallGraph::calledDefinition(E);
  if (!Ctor) {
    // MSL's own implicit constructor cannot pass what a member's
    // constructor needs.
    ImplicitInputsFinder Finder(C);
    Finder.search(E);
    if (Finder.Found)
      C.report(E->getBeginLoc(), "MTL2043", {className(Finder.Found)});
    return;
  }
  for (unsigned I = 0; I < Ctor->getNumParams() && I < E->getNumArgs(); ++I)
    PointerTypeRewrite::constantLiteral(E->getArg(I),
                                        Ctor->getParamDecl(I)->getType(), C);
  std::vector<std::string> Implicit = HelperCallRewrite::arguments(Ctor, C);
  if (Implicit.empty())
    return;
  llvm::ArrayRef<const Expr *> Args(E->getArgs(), E->getNumArgs());
  std::vector<std::string> Extra = HelperCallRewrite::defaultArguments(Args, C);
  unsigned Written = Args.size() - Extra.size();
  llvm::append_range(Extra, Implicit);
  std::string List = llvm::join(Extra, ", ");
  SourceRange Parens = E->getParenOrBraceRange();
  if (Parens.isValid()) {
    if (!C.Edits.insertBefore(Parens.getEnd(), (Written ? ", " : "") + List))
      C.report(E->getBeginLoc(), "MTL2022");
    return;
  }
  if (Written == 0)
    if (const VarDecl *V = defaultConstructedVariable(E, C)) {
      if (!C.Edits.insertAfter(V->getLocation(), "(" + List + ")"))
        C.report(V->getLocation(), "MTL2022");
      return;
    }
  C.report(E->getBeginLoc(), "MTL2043", {className(Ctor)});
}

std::string ConstructorRewrite::initializers(RewriteContext &C) {
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(C.Clone.Function);
  if (!Ctor)
    return "";
  const SourceManager &SM = C.Ctx.getSourceManager();
  SourceLocation Begin;
  for (const CXXCtorInitializer *Init : Ctor->inits())
    if (Init->isWritten() &&
        (Begin.isInvalid() ||
         SM.isBeforeInTranslationUnit(Init->getSourceLocation(), Begin)))
      Begin = Init->getSourceLocation();
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Ctor->getBody());
  if (Begin.isInvalid() || !Body)
    return "";
  // The list ends with the last token before the body (the end an
  // instantiated initializer records is not always its parenthesis).
  Begin = SM.getExpansionLoc(Begin);
  SourceLocation Brace = SM.getExpansionLoc(Body->getLBracLoc());
  SourceLocation End = Begin;
  for (SourceLocation Loc = Begin;;) {
    std::optional<Token> Next =
        Lexer::findNextToken(Loc, SM, C.Ctx.getLangOpts());
    if (!Next || Next->getLocation() == Brace ||
        !SM.isBeforeInTranslationUnit(Next->getLocation(), Brace))
      break;
    Loc = End = Next->getLocation();
  }
  return " : " + lineAnchor(Begin) + C.Edits.render(SourceRange(Begin, End));
}

} // namespace metalify
