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
// so `k<T, 128>` in a launch, `&k<float, 128>` and cudaLaunchKernel name the
// right instance, in host templates too. The instance list is the device
// side's (DeviceCallGraph::kernelInstances): both sides agree by
// construction.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELTEMPLATEHANDLES_H
#define METALIFY_REWRITES_KERNELTEMPLATEHANDLES_H

#include "Rewrites/HostRewriteContext.h"

#include <string>

namespace clang {
class FunctionDecl;
class FunctionTemplateDecl;
} // namespace clang

namespace metalify {

/// Builds the handle declarations of one kernel template.
class KernelTemplateHandles {
public:
  explicit KernelTemplateHandles(HostRewriteContext &Ctx) : Ctx(Ctx) {}

  /// The text replacing \p First, the template's first declaration; empty
  /// after reporting an error.
  std::string text(const clang::FunctionDecl &First);
  /// Removes the explicit instantiations of \p T written in the main file:
  /// each instance has its specialization already.
  void removeExplicitInstantiations(const clang::FunctionTemplateDecl &T);

private:
  /// `template <> inline Kernel<...> k<A, B>{"foo.metal", "k_A_B"};`
  std::string instanceText(const clang::FunctionDecl &Instance);
  /// Reports (MTL1026) a type argument of \p Instance that cannot be named
  /// where the template is declared.
  bool checkNameable(const clang::FunctionDecl &First,
                     const clang::FunctionDecl &Instance);

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
