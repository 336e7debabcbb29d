//===- HostRewriteContext.h - State shared by the host rewrites -*- C++ -*-===//
//
// Part of metalify. Each host rewrite (one construct family each) edits the
// main file's text through one clang::Rewriter; edits outside the main file
// are never made: a construct that cannot be rewritten in place is a located
// diagnostic.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HOSTREWRITECONTEXT_H
#define METALIFY_REWRITES_HOSTREWRITECONTEXT_H

#include "Driver/ParsedUnit.h"
#include "Rewrites/HostSpellings.h"
#include "metalify/translator/Diagnostics.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class FunctionDecl;
class Rewriter;
} // namespace clang

namespace metalify {

class RuleTable;
class UsingDirectives;

/// What every host rewrite of one file works with.
struct HostRewriteContext {
  const ParsedUnit &Unit;
  clang::ASTContext &Context;
  clang::SourceManager &SM;
  clang::Rewriter &Rewrite;
  const HostSpellings &Spellings;
  /// The mapping table (kernel instance names are spelled after it).
  const RuleTable &Rules;
  DiagnosticReporter &Diags;
  /// The namespaces using-directives nominate, for kernel names they make
  /// ambiguous.
  const UsingDirectives &Directives;
  /// The .metal module the kernels live in ("foo.metal").
  std::string ModuleName;
  /// Spelling locations (raw encodings) of the launches already edited, so
  /// a launch written once in a macro body and expanded twice is rewritten
  /// once. A location, not an offset: a merged header's launch may sit at
  /// the same offset as one of the main file's.
  llvm::DenseSet<clang::SourceLocation::UIntTy> EditedLaunches;
};

/// \p D's text in the main file, from its first attribute or specifier to
/// its closing brace or semicolon; invalid when it is not one contiguous
/// range of the main file (e.g. half of it comes from a macro).
clang::CharSourceRange mainFileDeclRange(HostRewriteContext &Ctx,
                                         const clang::Decl &D);

/// \p Range grown to whole lines when nothing else shares them, so removed
/// declarations leave no blank lines.
clang::CharSourceRange growToWholeLines(HostRewriteContext &Ctx,
                                        clang::CharSourceRange Range);

/// The location where \p Loc's token is written, when that is the main file
/// (a macro argument or a macro body written there); invalid otherwise.
clang::SourceLocation mainFileSpelling(HostRewriteContext &Ctx,
                                       clang::SourceLocation Loc);

/// The namespace, inside a kernel's own, that holds its host handle when
/// the kernel's name also names something else in host code: a function a
/// using-directive brings in (std::fill beside a kernel `fill`) or a host
/// function of the same name. A handle is a variable, which cannot share
/// its name with a function the way the kernel did in nvcc's host pass.
inline constexpr const char *KernelHandleNamespace = "metalify_kernels";

/// True when \p Kernel's handle goes in KernelHandleNamespace (see there).
bool handleIsNamespaced(HostRewriteContext &Ctx,
                        const clang::FunctionDecl &Kernel);

/// The qualifier that names \p Kernel's handle from anywhere:
/// `::ns::metalify_kernels::` for a namespaced handle; none for a kernel in
/// an unnamed namespace, which cannot be named so.
std::optional<std::string> handleQualifier(HostRewriteContext &Ctx,
                                           const clang::FunctionDecl &Kernel);

/// Replaces the characters of \p Range (one file's, from a character
/// range) by \p Text. Text another rewrite inserted at the range's start
/// stays: clang's Rewriter would count it as part of a source range and
/// erase as many characters after the range (the runtime include put on
/// line 1 before a directive that is replaced there).
void replaceWrittenText(HostRewriteContext &Ctx, clang::CharSourceRange Range,
                        llvm::StringRef Text);

/// The whitespace that starts \p Loc's line.
std::string lineIndent(HostRewriteContext &Ctx, clang::SourceLocation Loc);

/// True when \p D is declared in our CUDA headers or a system header, i.e.
/// not in code the user wrote.
bool isFromSystemHeader(HostRewriteContext &Ctx, const clang::Decl &D);

} // namespace metalify

#endif
