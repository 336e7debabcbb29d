//===- DeviceCode.h - Which declarations are device code -------*- C++ -*-===//
//
// Part of metalify. Classifies declarations by their CUDA qualifiers, as the
// user wrote them (Clang's implicit __host__ __device__ on constexpr
// functions does not make a function device-only).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_DEVICECODE_H
#define METALIFY_REWRITES_DEVICECODE_H

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace clang {
class FunctionDecl;
class NamedDecl;
class VarDecl;
} // namespace clang

namespace metalify {

/// A __global__ function.
bool isKernel(const clang::FunctionDecl &FD);
/// A __device__ function that is not also __host__.
bool isDeviceOnly(const clang::FunctionDecl &FD);
/// A namespace-scope or static member variable in device memory
/// (__device__, __constant__, __shared__, __managed__).
bool isDeviceVariable(const clang::VarDecl &VD);
/// A __managed__ variable.
bool isManagedVariable(const clang::VarDecl &VD);
/// The kernel \p D names (itself, or the pattern of a kernel template,
/// through using-declarations); null when it names no kernel.
const clang::FunctionDecl *kernelOf(const clang::NamedDecl *D);

/// A visitor of host code only: kernels and device-only functions are
/// skipped, since their bodies leave the host output.
template <typename Derived>
class HostCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
public:
  bool TraverseDecl(clang::Decl *D) {
    if (const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D))
      if (isKernel(*FD) || isDeviceOnly(*FD))
        return true;
    return clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
  }
};

} // namespace metalify

#endif
