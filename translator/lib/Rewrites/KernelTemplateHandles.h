//===- KernelTemplateHandles.h - Host handles of kernel templates -*- C++ -*-===//
//
// Part of metalify. A kernel template becomes, in place, a variable
// template of handles with the same template parameters, declared but not
// defined, and one explicit specialization per instance the program uses,
// naming that instance's MSL kernel (docs/ABI.md "Templates"):
//
//   template <typename T, int B> extern metalify::Kernel<const T *, int> k;
//   template <> inline metalify::Kernel<const float *, int> k<float, 128>{
//       "foo.metal", "k_float_128"};
//
// (an instance whose type argument is declared after the kernel template,
// say a program's functor given to a library's kernel, gets its
// specialization, fully qualified, on the line after that type), so
// `k<T, 128>` in a launch, `&k<float, 128>` and cudaLaunchKernel name the
// right instance, in host templates too. The instance list is the device
// side's (DeviceCallGraph::kernelInstances): both sides agree by
// construction. An instance that reaches __constant__ / __device__ globals
// gets its own symbol array before its specialization, given to the handle
// (`inline const void *const k_float_128_symbols[] = {&coef};`), as a
// plain kernel's does: each instance binds the globals its body reaches.
//
// A launch in a host template may leave the kernel's template arguments to
// deduction (`k<<<g, b>>>(p, n)` with `p` a `T *`). For it the template
// also gets a deduction declaration, never defined, whose return type names
// the instance a call with the launch's arguments deduces:
//
//   template <typename T, int B = 128>
//   std::integral_constant<decltype(&k<T, B>), &k<T, B>>
//   k_instance(const T *, int);
//
// and the launch names `*decltype(k_instance(p, n))::value` (LaunchRewrite).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELTEMPLATEHANDLES_H
#define METALIFY_REWRITES_KERNELTEMPLATEHANDLES_H

#include "Rewrites/HostRewriteContext.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang {
class FunctionDecl;
class FunctionTemplateDecl;
class UnresolvedLookupExpr;
} // namespace clang

namespace metalify {

class BuiltinUsage;

/// Builds the handle declarations of one kernel template.
class KernelTemplateHandles {
public:
  /// \p Usage: the globals each instance reaches, as the device side
  /// computes them.
  KernelTemplateHandles(HostRewriteContext &Ctx, const BuiltinUsage &Usage)
      : Ctx(Ctx), Usage(Usage) {}

  /// The text replacing \p First, the template's first declaration; empty
  /// after reporting an error.
  std::string text(const clang::FunctionDecl &First);
  /// Removes the explicit instantiations of \p T written in the main file:
  /// each instance has its specialization already.
  void removeExplicitInstantiations(const clang::FunctionTemplateDecl &T);

  /// True when \p T gets a deduction declaration: every template parameter
  /// has a name to write the instance with.
  static bool hasDeduction(const clang::FunctionTemplateDecl &T);
  /// The name of the deduction declaration of kernel template \p Kernel:
  /// `<Kernel>_instance`.
  static std::string deductionName(llvm::StringRef Kernel);

  /// True when \p E, the kernel expression of a launch in a host template
  /// naming kernel template \p T, does not name an instance by itself:
  /// arguments without a default are left to deduction, or no argument
  /// list is written at all (`k`, which names no instance of the handle
  /// template). The launch then names the deduction declaration.
  static bool leavesDeduction(const clang::UnresolvedLookupExpr &E,
                              const clang::FunctionTemplateDecl &T);
  /// The kernel template the dependent kernel expression \p E names, if
  /// any.
  static const clang::FunctionTemplateDecl *
  dependentTemplate(const clang::UnresolvedLookupExpr &E);

private:
  /// The deduction declaration of \p First's template, whose parameters
  /// are \p ParamText; empty when it has none.
  std::string deductionText(const clang::FunctionDecl &First,
                            llvm::StringRef ParamText);
  /// `template <> inline Kernel<...> k<A, B>{"foo.metal", "k_A_B"};`,
  /// after the instance's symbol array when it has one (declared at
  /// \p First, each line but the first starting with \p Indent).
  /// \p Qualified: the handle is named with its namespaces, for a
  /// specialization placed at global scope.
  std::string instanceText(const clang::FunctionDecl &First,
                           const clang::FunctionDecl &Instance,
                           llvm::StringRef Indent, bool Qualified);
  /// `ns::k` or `ns::metalify_kernels::k`: the handle of \p Instance named
  /// from global scope.
  std::string qualifiedHandleName(const clang::FunctionDecl &Instance);
  /// Where \p Instance's specialization goes: with the template (\p Later
  /// invalid), or, when a type argument is declared after the kernel
  /// template (a library's kernel instantiated with the program's functor),
  /// at the start of the line after that type's outermost declaration.
  /// Reports MTL1026 and returns false for a type declared inside a
  /// function, or in a file that is not translated with this one.
  bool placeInstance(const clang::FunctionDecl &First,
                     const clang::FunctionDecl &Instance,
                     clang::SourceLocation &Later);
  /// \p D's enclosing declaration at global scope (or \p D).
  static const clang::Decl *outermostDeclaration(const clang::Decl &D);
  /// The start of the line after \p End, when that is in a file whose
  /// text this translation rewrites; invalid otherwise.
  clang::SourceLocation lineAfter(clang::SourceLocation End);

  HostRewriteContext &Ctx;
  const BuiltinUsage &Usage;
};

} // namespace metalify

#endif
