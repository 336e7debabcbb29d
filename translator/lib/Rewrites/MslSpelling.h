//===- MslSpelling.h - How MSL spells types and spaces ---------*- C++ -*-===//
//
// Part of metalify. Spells declarations for the .metal output: types after
// the `type` rows of the table, pointers and references with the address
// space keywords of the qualifier rows (`__device__` -> device, `__shared__`
// -> threadgroup, `__constant__` -> constant, `__local__` -> thread).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MSLSPELLING_H
#define METALIFY_REWRITES_MSLSPELLING_H

#include "Analysis/AddressSpaceInference.h"
#include "metalify/translator/Translate.h"

#include "clang/AST/TemplateBase.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class RecordDecl;
class DeclContext;
} // namespace clang

namespace metalify {

class RuleTable;

/// MSL spellings of types and declarations.
class MslSpelling {
public:
  /// The namespace of the Metal standard library, which the emitted file
  /// opens with a using-directive.
  static constexpr llvm::StringLiteral StdlibNamespace = "metal";
  /// The prefix of the table's helper functions (rules/README.md).
  static constexpr llvm::StringLiteral HelperPrefix = "metalify_";

  /// \p Fp64 says how double is spelled: its row's type (emulate), the
  /// float row's (demote), or double itself, which is diagnosed (error).
  MslSpelling(const RuleTable &Rules, const clang::ASTContext &Ctx,
              Fp64Mode Fp64 = Fp64Mode::Emulate);
  /// What becomes of double (--fp64).
  Fp64Mode fp64() const { return Fp64; }
  /// True under --fp64=demote.
  bool demotesDouble() const { return Fp64 == Fp64Mode::Demote; }
  /// The helpers of the type rows spelled so far (`double` ->
  /// metalify::f64 needs metalify_f64), for the module's helper list.
  const std::vector<std::string> &typeHelpers() const { return TypeHelpers; }
  /// The table the spellings come from.
  const RuleTable &rules() const { return Rules; }

  /// The keyword of \p AS; device for Unknown and Conflict.
  std::string addressSpace(AddressSpace AS) const;
  /// The Metal text of a qualifier row (`__global__` -> kernel).
  std::string qualifier(llvm::StringRef CudaName) const;

  /// The MSL spelling of a type that is not a pointer or reference, after
  /// the type rows (by the type's own spelling, then its canonical one; a
  /// specialization of a class template with a row takes the row's name
  /// and keeps the arguments that differ from their defaults).
  std::string type(clang::QualType T) const;
  /// Like type(), but for data shared with the host (argument struct and
  /// user struct members): 3-component vectors take the `__packed__`
  /// prefix, for CUDA's 12-byte layout.
  std::string packedType(clang::QualType T) const;
  /// A declaration of \p Name with type \p T. The pointee of a pointer or
  /// reference lives in \p Space and is const when \p ConstPointee or
  /// already const; arrays keep their bounds.
  std::string declare(clang::QualType T, llvm::StringRef Name,
                      AddressSpace Space, bool ConstPointee) const;
  /// A reference in \p Space to storage of type \p T (`T &x`, or
  /// `T (&x)[N]` for an array): how storage is passed down calls.
  std::string declareByReference(clang::QualType T, llvm::StringRef Name,
                                 AddressSpace Space) const;

  /// \p Name (`fmax`, `fast::exp`, a table helper `metalify_erf`)
  /// qualified from the global scope, for a call site where a local name
  /// hides it: `metal::fmax`, `::metalify_erf`.
  std::string qualifiedLibraryName(llvm::StringRef Name) const;

  /// The MSL text of a double literal (MSL reads `0.1` as a float): the
  /// `double-literal-float` row when a float holds \p Value exactly, else
  /// the `double-literal` row; $1 is the IEEE bits, $2 \p Written, the CUDA
  /// text. \p ByBits takes the `double-literal` row whatever the value
  /// (a constant expression, for program-scope initializers). Empty
  /// without the row.
  std::string doubleLiteral(const llvm::APFloat &Value,
                            llvm::StringRef Written, bool ByBits) const;

  /// \p Name as an MSL identifier: a name MSL reserves (the one-word MSL
  /// spelling of a qualifier or type row: `kernel`, `device`, `thread`,
  /// `half`, ...) takes the `identifier` row's form (`kernel_`); any other
  /// name is unchanged.
  std::string identifier(llvm::StringRef Name) const;

  /// The MSL name of an instance of a template of the program (a class
  /// or function template is emitted once per instance, as a plain class
  /// or function): \p Name with each argument appended,
  /// `BlockSum<float, 128>` -> `BlockSum_float_128`.
  std::string instanceName(llvm::StringRef Name,
                           llvm::ArrayRef<clang::TemplateArgument> Args) const;
  /// The unqualified MSL name of \p R: its instance name when it is an
  /// implicit or explicit specialization of a class template of the
  /// program, its own name otherwise.
  std::string recordName(const clang::RecordDecl *R) const;
  /// True when \p R is a specialization of a class template of the
  /// program (not of our CUDA headers or a system header), which the
  /// .metal file holds as a class of its own.
  bool isProgramInstance(const clang::RecordDecl *R) const;

private:
  std::string mapped(llvm::StringRef Spelling) const;
  /// An identifier-safe spelling of one template argument: the MSL type
  /// with `*` as `p`, `&` as `r` and `::`, spaces and the like as `_`, or
  /// the value (`m` for a minus).
  std::string templateArgumentName(const clang::TemplateArgument &A) const;
  /// The qualified MSL name of a record that is, or is nested in, an
  /// instance of a class template of the program; empty for any other.
  std::string instanceSpelling(const clang::RecordDecl *R) const;
  /// \p DC's qualifier for a name declared in it (`ns::`, `Outer_int::`).
  std::string scopePrefix(const clang::DeclContext *DC) const;
  std::string specialization(clang::QualType Canon) const;
  /// True for a typedef of a scalar type declared in the C library or our
  /// CUDA headers (int64_t, intptr_t), which the .metal file does not
  /// include.
  bool isLibraryScalarTypedef(clang::QualType T) const;

  const RuleTable &Rules;
  const clang::ASTContext &Ctx;
  Fp64Mode Fp64;
  llvm::StringSet<> Reserved;
  /// Filled by mapped(): spelling a type is what makes its helpers needed.
  mutable std::vector<std::string> TypeHelpers;
};

} // namespace metalify

#endif
