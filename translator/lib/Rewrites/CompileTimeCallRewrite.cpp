//===- CompileTimeCallRewrite.cpp - Constant calls become values ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/CompileTimeCallRewrite.h"
#include "Analysis/CompileTimeCall.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace metalify {
namespace {

/// \p V as an MSL expression of type \p T: a plain literal for int and
/// bool, otherwise a suffixed literal cast to T, so overloads and
/// arithmetic see the call's own type.
std::string literal(const llvm::APSInt &V, QualType T,
                    const MslSpelling &Spell) {
  if (T->isBooleanType())
    return V.getBoolValue() ? "true" : "false";
  llvm::SmallString<32> Digits;
  V.toString(Digits, 10);
  std::string Text = Digits.str().str();
  if (T->isSpecificBuiltinType(BuiltinType::Int))
    return V.isNegative() ? "(" + Text + ")" : Text;
  if (V.isUnsigned())
    Text += "u";
  if (V.getBitWidth() > 32)
    Text += "l";
  return "static_cast<" + Spell.type(T) + ">(" + Text + ")";
}

} // namespace

std::optional<std::string>
CompileTimeCallRewrite::valueText(const Stmt *S, const ASTContext &Ctx,
                                  const MslSpelling &Spell) {
  std::optional<llvm::APSInt> V = compileTimeValue(S, Ctx);
  if (!V)
    return std::nullopt;
  QualType T = cast<Expr>(S)->getType().getUnqualifiedType();
  return literal(*V, T, Spell);
}

bool CompileTimeCallRewrite::rewrite(const Stmt *S, RewriteContext &C) {
  std::optional<std::string> Text = valueText(S, C.Ctx, C.Spell);
  if (!Text)
    return false;
  // Fails only inside a macro use: its expansion, printed from the AST,
  // holds the value (CompileTimeCallPrinter).
  C.Edits.replace(S->getSourceRange(), std::move(*Text));
  return true;
}

bool CompileTimeCallPrinter::handledStmt(Stmt *S, llvm::raw_ostream &OS) {
  std::optional<std::string> Text =
      CompileTimeCallRewrite::valueText(S, Ctx, Spell);
  if (!Text)
    return false;
  OS << *Text;
  return true;
}

} // namespace metalify
