//===- DoubleLiteralRewrite.cpp - Double literals in device code ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DoubleLiteralRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace metalify {
namespace {

/// True when CUDA converts \p L to another type right away (its parent,
/// parentheses aside, is an implicit conversion: `float y = 0.1;`,
/// `int n = 2.0;`): the literal MSL reads converts to the same value.
bool convertedAtOnce(const FloatingLiteral *L, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*L);
  while (Parents.size() == 1 && Parents[0].get<ParenExpr>())
    Parents = Ctx.getParents(*Parents[0].get<ParenExpr>());
  if (Parents.size() != 1)
    return false;
  const auto *Cast = Parents[0].get<ImplicitCastExpr>();
  return Cast && !Cast->getType()->isSpecificBuiltinType(BuiltinType::Double);
}

/// The MSL text of \p L, or empty when it stays as written.
std::string spelling(const FloatingLiteral *L, const MslSpelling &Spell,
                     ASTContext &Ctx, bool ByBits) {
  if (!L->getType()->isSpecificBuiltinType(BuiltinType::Double) ||
      Spell.fp64() != Fp64Mode::Emulate || convertedAtOnce(L, Ctx))
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  StringRef Written = Lexer::getSourceText(
      CharSourceRange::getTokenRange(SM.getSpellingLoc(L->getLocation())), SM,
      Ctx.getLangOpts());
  return Spell.doubleLiteral(L->getValue(), Written, ByBits);
}

} // namespace

void DoubleLiteralRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *L = dyn_cast<FloatingLiteral>(S);
  if (!L)
    return;
  std::string Text = spelling(L, C.Spell, C.Ctx, /*ByBits=*/false);
  if (!Text.empty())
    C.replace(L->getSourceRange(), Text);
}

void DoubleLiteralRewrite::rewriteAll(const Stmt *Root,
                                      const MslSpelling &Spell,
                                      ASTContext &Ctx, SourceEdits &Edits,
                                      bool ByBits) {
  if (!Root)
    return;
  if (const auto *L = dyn_cast<FloatingLiteral>(Root)) {
    std::string Text = spelling(L, Spell, Ctx, ByBits);
    if (!Text.empty())
      Edits.replace(L->getSourceRange(), Text);
    return;
  }
  for (const Stmt *Child : Root->children())
    rewriteAll(Child, Spell, Ctx, Edits, ByBits);
}

} // namespace metalify
