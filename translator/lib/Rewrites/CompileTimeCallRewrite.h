//===- CompileTimeCallRewrite.h - Constant calls become values -*- C++ -*-===//
//
// Part of metalify. A call evaluated at compile time (Analysis/
// CompileTimeCall.h) is replaced by its value (`cilog2(16)` -> `4`), in a
// body and in a macro expansion printed from the AST; its callee is not
// emitted for it. Nothing inside the call reaches the MSL, so no other
// rewrite sees it.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_COMPILETIMECALLREWRITE_H
#define METALIFY_REWRITES_COMPILETIMECALLREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include "clang/AST/PrettyPrinter.h"

#include <optional>
#include <string>

namespace metalify {

/// Replaces calls evaluated at compile time by their values.
class CompileTimeCallRewrite {
public:
  /// The MSL text of \p S's value when \p S is a call evaluated at compile
  /// time: `4`, `(-1)`, `true`, `static_cast<uint>(8u)`; none otherwise.
  static std::optional<std::string> valueText(const clang::Stmt *S,
                                              const clang::ASTContext &Ctx,
                                              const MslSpelling &Spell);
  /// Replaces \p S by its value when it is such a call; true when it is
  /// (its children are then not in the MSL). A call inside a macro use is
  /// left to the expansion's printer.
  static bool rewrite(const clang::Stmt *S, RewriteContext &C);
};

/// A printer helper that prints calls evaluated at compile time as their
/// values, for expansions printed from the AST (MacroExpansionRewrite).
class CompileTimeCallPrinter : public clang::PrinterHelper {
public:
  CompileTimeCallPrinter(const clang::ASTContext &Ctx,
                         const MslSpelling &Spell)
      : Ctx(Ctx), Spell(Spell) {}
  bool handledStmt(clang::Stmt *S, llvm::raw_ostream &OS) override;

private:
  const clang::ASTContext &Ctx;
  const MslSpelling &Spell;
};

} // namespace metalify

#endif
