//===- DeviceRewrite.h - One construct family's body rewrite ---*- C++ -*-===//
//
// Part of metalify. Like clang-tidy checks: each construct family (built-in
// variables, shared memory, pointer types, calls, ...) is one DeviceRewrite
// in its own file pair. The BodyRewriter walks a function body once, post
// order (children before parents, so a rewrite that replaces a node can
// render its already-rewritten children), and hands every node to every
// rewrite.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DEVICEREWRITE_H
#define METALIFY_REWRITES_DEVICEREWRITE_H

#include "Analysis/AddressSpaceInference.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CXXRecordDecl;
class Expr;
class FunctionDecl;
class Stmt;
class TypeLoc;
} // namespace clang

namespace metalify {

class BuiltinUsage;
class DiagnosticReporter;
class MslSpelling;
class RuleTable;
class SourceEdits;
class WriteAnalysis;
struct RuleExpansion;

/// A lambda lowered to a function object (LambdaRewrite).
struct LoweredLambda {
  const clang::CXXRecordDecl *Closure = nullptr;
  /// The function whose namespace the struct is emitted in (null when the
  /// lambda is in none).
  const clang::FunctionDecl *Scope = nullptr;
  std::string Name;
  /// One declaration per capture, each on its own line.
  std::string Members;
  /// Whether Members was set by the function that holds the lambda.
  bool HasMembers = false;
  /// The declaration of each emitted copy of the call operator.
  std::vector<std::string> Operators;
};

/// State shared by all copies emitted into one .metal file.
struct ModuleState {
  /// Diagnostics already reported ("id@location") and their marker
  /// comments (empty when none): a helper emitted twice reports its
  /// problems once, and both copies carry the marker.
  std::map<std::string, std::string> Reported;
  /// Helper functions of the table that expansions need.
  std::vector<std::string> RuleHelpers;
  /// The MSL name of each kernel emitted so far, to refuse two kernels
  /// the host could not tell apart.
  std::map<std::string, const clang::FunctionDecl *> KernelNames;
  /// Lambdas lowered so far, in the order they were first met.
  std::vector<LoweredLambda> Lambdas;
};

/// Everything a rewrite needs while one copy of a function is emitted.
struct RewriteContext {
  clang::ASTContext &Ctx;
  const RuleTable &Rules;
  DiagnosticReporter &Diags;
  const MslSpelling &Spell;
  const BuiltinUsage &Usage;
  const WriteAnalysis &Writes;
  llvm::ArrayRef<FunctionClone> Clones;
  const FunctionClone &Clone;
  SourceEdits &Edits;
  ModuleState &Module;
  llvm::StringRef MslVersion; ///< The MSL version translated for.

  bool isKernel() const;
  /// The address space a pointer expression points into, in this copy.
  AddressSpace spaceOf(const clang::Expr *E) const;
  /// The address space the object the lvalue \p E names lives in, in this
  /// copy (`*this`: the space of `this`).
  AddressSpace storageSpaceOf(const clang::Expr *E) const;
  /// Reports \p Id at \p Loc once per file; when the catalog asks for a
  /// marker, also inserts "/* ID: message */" before \p Loc in this copy.
  void report(clang::SourceLocation Loc, llvm::StringRef Id,
              llvm::ArrayRef<std::string> Args = {});
  /// Replaces \p R, reporting a located error when the range cannot be
  /// rewritten (it starts or ends inside a macro body).
  void replace(clang::SourceRange R, std::string Text);
  /// The text of a row's expansion for the use of \p Name at \p Loc, with
  /// its helpers recorded and its diagnostic raised; null after reporting a
  /// failed expansion (MTL2015) or a mapping newer than the target MSL
  /// (MTL2023).
  std::optional<std::string> acceptExpansion(clang::SourceLocation Loc,
                                             llvm::StringRef Name,
                                             llvm::Expected<RuleExpansion> X);
};

/// One construct family's rewrite of a function body.
class DeviceRewrite {
public:
  virtual ~DeviceRewrite();
  /// Called for every statement and expression, children first.
  virtual void stmt(const clang::Stmt *S, RewriteContext &C) {}
  /// Called for every type written in the body.
  virtual void typeLoc(const clang::TypeLoc &TL, RewriteContext &C) {}
};

/// All body rewrites, in the order they see each node.
std::vector<std::unique_ptr<DeviceRewrite>> createBodyRewrites();

/// Runs \p Rewrites over the body of \p C's function.
void rewriteBody(RewriteContext &C,
                 llvm::ArrayRef<std::unique_ptr<DeviceRewrite>> Rewrites);

} // namespace metalify

#endif
