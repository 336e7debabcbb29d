//===- MacroRowRewrite.cpp - Table macros used in device code -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MacroRowRewrite.h"
#include "Analysis/MacroUse.h"
#include "Rewrites/SourceEdits.h"
#include "Rules/RuleTemplate.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {
namespace {

/// \p Text as a C string literal.
std::string quote(llvm::StringRef Text) {
  std::string Out = "\"";
  for (char Ch : Text) {
    if (Ch == '"' || Ch == '\\')
      Out += '\\';
    Out += Ch;
  }
  return Out + "\"";
}

/// Collapses whitespace runs to one space, as the preprocessor's `#`.
std::string stringize(llvm::StringRef Text) {
  std::string Out;
  bool Space = false;
  for (char Ch : Text.trim()) {
    bool IsSpace = Ch == ' ' || Ch == '\t' || Ch == '\n' || Ch == '\r';
    if (IsSpace && Space)
      continue;
    Out += IsSpace ? ' ' : Ch;
    Space = IsSpace;
  }
  return Out;
}

/// True when \p S is the outermost statement of its macro use: its parent
/// does not come from the same expansion.
bool isOutermost(const Stmt *S, CharSourceRange Use, RewriteContext &C) {
  const SourceManager &SM = C.Ctx.getSourceManager();
  for (const DynTypedNode &P : C.Ctx.getParents(*S)) {
    const auto *PS = P.get<Stmt>();
    if (!PS || !PS->getBeginLoc().isMacroID() || !PS->getEndLoc().isMacroID())
      continue;
    if (SM.getExpansionRange(PS->getBeginLoc()).getAsRange() ==
            Use.getAsRange() &&
        SM.getExpansionRange(PS->getEndLoc()).getAsRange() == Use.getAsRange())
      return false;
  }
  return true;
}

/// True when \p S is a statement of its function's body, not part of an
/// expression.
bool isStatement(const Stmt *S, RewriteContext &C) {
  for (const DynTypedNode &P : C.Ctx.getParents(*S))
    if (P.get<CompoundStmt>())
      return true;
  return false;
}

} // namespace

void MacroRowRewrite::stmt(const Stmt *S, RewriteContext &C) {
  SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
  if (!B.isMacroID() || !E.isMacroID())
    return;
  const Rule *R = tableMacroAt(B, C.Rules, C.Ctx);
  const SourceManager &SM = C.Ctx.getSourceManager();
  CharSourceRange Use = SM.getExpansionRange(B);
  if (!R || SM.getExpansionRange(E).getAsRange() != Use.getAsRange() ||
      !isOutermost(S, Use, C))
    return;
  // The argument is copied as written: macros in it must be expanded
  // first, by the pass over preexpanded text.
  if (argumentsUseMacros(S, C.Ctx)) {
    C.report(Use.getBegin(), "MTL2022");
    return;
  }
  std::vector<SourceRange> Ranges = macroArguments(Use, C.Ctx);
  // An object-like macro whose row is a value (`__CUDA_ARCH__` -> 800).
  if (Ranges.empty() && !llvm::StringRef(R->Metal).contains('$')) {
    C.replace(Use.getAsRange(), R->Metal);
    return;
  }
  if (Ranges.empty()) {
    C.report(Use.getBegin(), "MTL2015",
             {R->Name, "the macro use has no argument"});
    return;
  }
  PresumedLoc P = SM.getPresumedLoc(Use.getBegin());
  const FunctionDecl *F = C.Clone.Function;
  bool CanReturn = isStatement(S, C) && F->getReturnType()->isVoidType();
  std::vector<RuleArg> Args;
  Args.emplace_back(C.Edits.render(Ranges[0]));
  Args.emplace_back(quote(stringize(Lexer::getSourceText(
      CharSourceRange::getTokenRange(Ranges[0]), SM, C.Ctx.getLangOpts()))));
  Args.emplace_back(quote(P.isValid() ? P.getFilename() : ""));
  Args.emplace_back(std::to_string(P.isValid() ? P.getLine() : 0));
  Args.emplace_back(quote(
      PredefinedExpr::ComputeName(PredefinedIdentKind::PrettyFunction, F)));
  Args.emplace_back(CanReturn ? "return" : "value");
  RuleCallFacts Facts;
  Facts.MslVersion = C.MslVersion.str();
  llvm::Expected<RuleExpansion> X = expandCallWithFacts(*R, Args, {}, Facts);
  if (!X) {
    C.report(Use.getBegin(), "MTL2015",
             {R->Name, llvm::toString(X.takeError())});
    return;
  }
  if (!X->Mapping.Diagnostic.empty())
    C.report(Use.getBegin(), X->Mapping.Diagnostic,
             {R->Name, X->Mapping.Note.str()});
  for (const std::string &H : X->Mapping.Helpers)
    C.Module.RuleHelpers.push_back(H);
  C.replace(Use.getAsRange(), X->Text);
}

} // namespace metalify
