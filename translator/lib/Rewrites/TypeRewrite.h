//===- TypeRewrite.h - Types written in device code ------------*- C++ -*-===//
//
// Part of metalify. Types spelled in a body take the spelling of their
// `type` row (`long long` -> long, `dim3` -> uint3). Metal has no 64-bit
// float: `double` becomes its row's software type (metalify::f64), or under
// --fp64=error is an error at each site (MTL2006), or under --fp64=demote
// becomes float with a warning at each site (MTL2036), except in kernel
// parameters, whose data comes from the host (MTL2037). A class template
// of the program is emitted once per instance, as a class of its own
// (DeclarationRewrite): a name written for an instance,
// `BlockSum<float, 128>` or the injected `BlockSum`, becomes the
// instance's (`BlockSum_float_128`). GNU's `__typeof__(x)`, which MSL
// lacks, becomes the type it names (`({ __typeof__(a) _a = (a); ... })` in
// a min macro: `int _a = (a);`).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_TYPEREWRITE_H
#define METALIFY_REWRITES_TYPEREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include "clang/AST/TypeLoc.h"

namespace metalify {

class MslSpelling;
class SourceEdits;

/// Maps builtin and library type names written in device code.
class TypeRewrite : public DeviceRewrite {
public:
  void typeLoc(const clang::TypeLoc &TL, RewriteContext &C) override;
  /// Diagnoses double in the parameters and return type of \p C's function
  /// (the signature builders spell them; the body walk does not see them).
  static void checkSignature(RewriteContext &C);
  /// The written range of the builtin type at \p TL, every keyword of it:
  /// in a template instance Clang keeps only the first (`unsigned` of
  /// `unsigned char`), and replacing that alone leaves `uchar char`.
  static clang::SourceRange builtinRange(clang::BuiltinTypeLoc TL,
                                         const clang::ASTContext &Ctx);
  /// Replaces the name written at \p TL, when it names an instance of a
  /// class template of the program, with the instance's MSL name; the
  /// qualifier written before it stays. Returns true when replaced.
  static bool respellInstance(const clang::TypeLoc &TL,
                              const MslSpelling &Spell, SourceEdits &Edits);
};

} // namespace metalify

#endif
