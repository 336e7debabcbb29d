//===- DeviceCode.cpp - Which declarations are device code ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeviceCode.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

namespace metalify {

bool isKernel(const clang::FunctionDecl &FD) {
  return FD.hasAttr<clang::CUDAGlobalAttr>();
}

bool isDeviceOnly(const clang::FunctionDecl &FD) {
  const auto *Device = FD.getAttr<clang::CUDADeviceAttr>();
  if (!Device || Device->isImplicit() || FD.hasAttr<clang::CUDAHostAttr>())
    return false;
  // A __device__ lambda's call operator lives inside host code.
  if (const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(&FD))
    if (M->getParent()->isLambda())
      return false;
  return true;
}

bool isDeviceVariable(const clang::VarDecl &VD) {
  if (!VD.hasGlobalStorage() || VD.isLocalVarDecl())
    return false;
  return VD.hasAttr<clang::CUDADeviceAttr>() ||
         VD.hasAttr<clang::CUDAConstantAttr>() ||
         VD.hasAttr<clang::CUDASharedAttr>();
}

bool isManagedVariable(const clang::VarDecl &VD) {
  // Our crt/host_defines.h spells __managed__ as device + this annotation.
  for (const auto *A : VD.specific_attrs<clang::AnnotateAttr>())
    if (A->getAnnotation() == "metalify_managed")
      return true;
  return false;
}

const clang::FunctionDecl *kernelOf(const clang::NamedDecl *D) {
  D = D ? D->getUnderlyingDecl() : nullptr;
  if (const auto *T = llvm::dyn_cast_or_null<clang::FunctionTemplateDecl>(D))
    D = T->getTemplatedDecl();
  const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
  return FD && isKernel(*FD) ? FD : nullptr;
}

} // namespace metalify
