//===- DeclarationRewrite.h - Types and constants for MSL ------*- C++ -*-===//
//
// Part of metalify. The program-scope declarations device code needs, as
// MSL: user structs with 3-component vector members packed (the host shares
// their layout) and pointer members in device memory; typedefs and enums as
// written; constants in the constant address space (the only one MSL allows
// at program scope).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DECLARATIONREWRITE_H
#define METALIFY_REWRITES_DECLARATIONREWRITE_H

#include <string>

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace metalify {

class MslSpelling;

/// Emits one program-scope declaration.
class DeclarationRewrite {
public:
  /// The MSL text of \p D, ending in a newline.
  static std::string emit(const clang::Decl *D, const MslSpelling &Spell,
                          clang::ASTContext &Ctx);
};

} // namespace metalify

#endif
