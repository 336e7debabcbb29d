//===- MacroUse.h - Which table macro a piece of device code is -*- C++ -*-===//
//
// Part of metalify. Most macros in device code are expanded as the compiler
// saw them (MacroExpansionRewrite); a macro whose row in the table has a
// template (assert) is instead rewritten from its row (MacroRowRewrite).
// These queries tell the analyses and rewrites which code belongs to such a
// use.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_MACROUSE_H
#define METALIFY_ANALYSIS_MACROUSE_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class PrinterHelper;
struct PrintingPolicy;
class Stmt;
class TypeLoc;
} // namespace clang

namespace metalify {

struct Rule;
class RuleTable;

/// The name of the outermost macro whose expansion \p Loc lies in; empty
/// for a file location.
llvm::StringRef outermostMacroName(clang::SourceLocation Loc,
                                   const clang::ASTContext &Ctx);

/// The macro row with a Metal template for the outermost macro expansion
/// \p Loc lies in (its body or its arguments), or null.
const Rule *tableMacroAt(clang::SourceLocation Loc, const RuleTable &Rules,
                         const clang::ASTContext &Ctx);

/// True when \p Loc comes from the body of such a macro, not from one of
/// its arguments: code the row's template replaces as a whole.
bool inTableMacroBody(clang::SourceLocation Loc, const RuleTable &Rules,
                      const clang::ASTContext &Ctx);

/// The use in the file of the outermost macro whose expansion is exactly
/// the tokens from \p B to \p E; an invalid range when they are not one
/// whole expansion (file text, part of one, or parts of two).
clang::SourceRange exactExpansion(clang::SourceLocation B,
                                  clang::SourceLocation E,
                                  const clang::ASTContext &Ctx);

/// The use of the macro that spells exactly the type written at \p TL,
/// qualifiers aside (`REAL` in `const REAL x;` after `#define REAL
/// float`); an invalid range when no one macro spells it. The .metal file
/// has no #defines: such a use becomes the type's MSL spelling.
clang::SourceRange macroSpelledType(clang::TypeLoc TL,
                                    const clang::ASTContext &Ctx);

/// The file ranges of the arguments of the function-like macro use \p Use
/// (the tokens between its parentheses, split at top-level commas).
std::vector<clang::SourceRange> macroArguments(clang::CharSourceRange Use,
                                               const clang::ASTContext &Ctx);

/// Whether code under \p S that is spelled in the arguments of the macro
/// use S expands comes from another macro (`assert(n == WARP_SIZE)`): the
/// argument's text alone does not say what it means.
bool argumentsUseMacros(const clang::Stmt *S, const clang::ASTContext &Ctx);

/// The outermost expression under \p S that is exactly the argument \p Arg
/// of the macro use S expands (a range from macroArguments), or null.
const clang::Expr *argumentExpression(const clang::Stmt *S,
                                      clang::SourceRange Arg,
                                      const clang::ASTContext &Ctx);

/// A macro use in a body and the outermost statement that covers exactly
/// its expansion, or whose header it is.
struct MacroExpansion {
  const clang::Stmt *Outermost;
  clang::SourceRange Use; ///< The macro's name and arguments in the file.
  /// The use expands to the head of Outermost, a `for`, `while` or `if`
  /// whose body follows the use (`CUDA_KERNEL_LOOP(i, n) { ... }`).
  bool HeadOnly = false;
};

/// The macro uses in \p Body that one statement covers exactly, from the
/// expansion's first token to its last, or that expand to the head of a
/// loop or `if` up to its `)`, in file order. A use that expands to another
/// part of a statement, or to several, is not listed.
std::vector<MacroExpansion> outermostExpansions(const clang::Stmt *Body,
                                                const clang::ASTContext &Ctx);

/// The text that replaces \p Found's use: its statement, or the head of
/// its statement, as Clang parsed it.
std::string printedExpansion(const MacroExpansion &Found,
                             clang::PrinterHelper *Helper,
                             const clang::PrintingPolicy &Policy);

} // namespace metalify

#endif
