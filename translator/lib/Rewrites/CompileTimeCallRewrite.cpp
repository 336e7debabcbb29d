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

#include <cmath>
#include <cstdio>

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

/// \p V (a float or half value) as an MSL expression of type \p T: the
/// shortest decimal that reads back as the same float, INFINITY or NAN,
/// cast to half for a half.
std::string literal(const llvm::APFloat &V, QualType T,
                    const MslSpelling &Spell) {
  bool Lost = false;
  llvm::APFloat F = V;
  F.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
            &Lost);
  float Value = F.convertToFloat();
  std::string Text;
  if (std::isnan(Value))
    Text = "NAN";
  else if (std::isinf(Value))
    Text = Value < 0 ? "(-INFINITY)" : "INFINITY";
  else {
    char Buffer[32];
    std::snprintf(Buffer, sizeof Buffer, "%.9g", double(Value));
    Text = Buffer;
    if (Text.find_first_of(".en") == std::string::npos)
      Text += ".0";
    Text += "f";
    if (Value < 0)
      Text = "(" + Text + ")";
  }
  if (T->isSpecificBuiltinType(BuiltinType::Float))
    return Text;
  return "static_cast<" + Spell.type(T) + ">(" + Text + ")";
}

} // namespace

std::optional<std::string>
CompileTimeCallRewrite::valueText(const Stmt *S, const ASTContext &Ctx,
                                  const MslSpelling &Spell) {
  std::optional<APValue> V = compileTimeValue(S, Ctx);
  if (!V)
    return std::nullopt;
  QualType T = cast<Expr>(S)->getType().getUnqualifiedType();
  if (V->isFloat())
    return literal(V->getFloat(), T, Spell);
  return literal(V->getInt(), T, Spell);
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
