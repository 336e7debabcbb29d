//===- Strictness.h - What Metal rejects, rejected on the CPU --*- C++ -*-===//
//
// Part of metalify. AST checks run after parsing the user's MSL: the
// constructs Metal's compiler rejects and Clang's C++ accepts (double,
// long long, recursion, virtual functions, new/delete, goto, mutable or
// threadgroup program-scope variables, lambdas before MSL 3.2, ...). Each is a located error. Only
// declarations written in the main file are checked (not the prelude).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_STRICTNESS_H
#define METALIFY_SHIM_CPU_STRICTNESS_H

#include "clang/Basic/AddressSpaces.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace metalify::cpu {

/// Whether \p AS is the prelude's spelling of `threadgroup`.
inline bool isThreadgroupSpace(clang::LangAS AS) {
  return AS == clang::LangAS::opencl_local || AS == clang::LangAS::sycl_local;
}

/// Whether \p AS is the prelude's spelling of `constant`.
inline bool isConstantSpace(clang::LangAS AS) {
  return AS == clang::LangAS::opencl_global_host ||
         AS == clang::LangAS::sycl_global_host ||
         AS == clang::LangAS::opencl_constant;
}

/// Whether \p AS is the prelude's spelling of `device`.
inline bool isDeviceSpace(clang::LangAS AS) {
  return AS == clang::LangAS::opencl_global_device ||
         AS == clang::LangAS::sycl_global_device;
}

/// Whether \p FD carries the prelude's kernel annotation.
bool isKernel(const clang::FunctionDecl &FD);

/// Reports \p Message at \p Loc with \p Level.
void report(clang::DiagnosticsEngine &Diags, clang::SourceLocation Loc,
            llvm::StringRef Message,
            clang::DiagnosticsEngine::Level Level =
                clang::DiagnosticsEngine::Error);

/// Runs every check over the translation unit in \p Ctx, compiled as MSL
/// \p MetalVersion (__METAL_VERSION__: 310 for 3.1).
void checkMetalRules(clang::ASTContext &Ctx, unsigned MetalVersion);

} // namespace metalify::cpu

#endif
