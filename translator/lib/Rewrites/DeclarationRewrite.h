//===- DeclarationRewrite.h - Types and constants for MSL ------*- C++ -*-===//
//
// Part of metalify. The program-scope declarations device code needs, as
// MSL: user structs with 3-component vector members packed (the host shares
// their layout) and pointer members in device memory; typedefs and enums as
// written; constants in the constant address space (the only one MSL allows
// at program scope). Member functions reached from kernels are replaced by
// their translated copies (MemberFunctionRewrite). Each instance of a
// class template of the program is a class of its own, named after its
// arguments, from the template's text with the parameters bound at the top
// of its body (as function template instances are); pointer and reference
// members point into the space their constructors are called with.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DECLARATIONREWRITE_H
#define METALIFY_REWRITES_DECLARATIONREWRITE_H

#include "Driver/InactiveText.h"
#include "Rewrites/MemberFunctionRewrite.h"

#include "llvm/ADT/ArrayRef.h"

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
  /// The MSL text of \p D, ending in a newline. The member functions and
  /// friends of a struct that have copies in \p Members are replaced by
  /// them; the others keep their text without CUDA qualifiers.
  /// \p Inactive (conditional directives, skipped groups) is left out.
  static std::string emit(const clang::Decl *D, const MslSpelling &Spell,
                          clang::ASTContext &Ctx,
                          llvm::ArrayRef<InactiveText> Inactive,
                          const MemberCopies &Members,
                          const AddressSpaceInference &Spaces);
};

} // namespace metalify

#endif
