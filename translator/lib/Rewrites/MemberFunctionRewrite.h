//===- MemberFunctionRewrite.h - Methods and friends of structs -*- C++ -*-===//
//
// Part of metalify. Member functions, operators and in-class friends of
// structs used in device code are translated like helpers (bodies
// rewritten, one copy per address-space signature) but stay inside their
// struct: DeclarationRewrite puts the copies where the CUDA definition
// was. A copy's reference parameters name the spaces its arguments live
// in, and `this` is qualified with the space of the object the copy is
// called on (`float norm() device const`): Metal rejects a call on an
// object in device, threadgroup or constant memory otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MEMBERFUNCTIONREWRITE_H
#define METALIFY_REWRITES_MEMBERFUNCTIONREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace metalify {

/// The emitted copies of each member function or in-class friend, by
/// definition, in emission order.
using MemberCopies =
    std::map<const clang::FunctionDecl *, std::vector<std::string>>;

/// Signatures and placement of struct members in the MSL.
class MemberFunctionRewrite {
public:
  /// True when \p F's text lives inside a class: a member function or a
  /// friend defined in the class body.
  static bool isClassMember(const clang::FunctionDecl *F);
  /// What precedes the return type of \p C's copy: `friend `, `static `,
  /// `explicit `.
  static std::string prefix(RewriteContext &C);
  /// What follows the parameter list: the space of `this` (none for a
  /// constructor or destructor), then `const` for a const member function.
  static std::string suffix(RewriteContext &C);
  /// The text of \p F's definition in its class: from its first specifier
  /// (CUDA qualifiers and `friend` included) to the end of its body.
  static clang::SourceRange definitionRange(const clang::FunctionDecl *F,
                                            const clang::SourceManager &SM);
  /// Adds \p Text, one copy of \p F, to \p Copies.
  static void addCopy(MemberCopies &Copies, const clang::FunctionDecl *F,
                      std::string Text);
  /// For a call of \p Callee that needs implicit arguments (built-ins,
  /// shared memory): reports MTL2039 and returns true when \p Call is an
  /// operator call other than a function call `f(a)`, whose syntax cannot
  /// pass them.
  static bool rejectsImplicitArguments(const clang::CallExpr *Call,
                                       const clang::FunctionDecl *Callee,
                                       RewriteContext &C);
};

} // namespace metalify

#endif
