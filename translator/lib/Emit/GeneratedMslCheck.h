//===- GeneratedMslCheck.h - The .metal must compile -----------*- C++ -*-===//
//
// Part of metalify. Fail closed: the generated module is compiled with
// Metal's rules before anything is written, and each compile error is
// reported (MTL2041) at the CUDA line that produced the offending MSL.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_EMIT_GENERATEDMSLCHECK_H
#define METALIFY_EMIT_GENERATEDMSLCHECK_H

#include "Emit/MetalEmitter.h"

namespace clang {
class SourceManager;
}

namespace metalify {

/// Compiles \p Module (named \p MetalFileName) with \p Check; returns false
/// after reporting its errors through \p Diags, mapped back into the CUDA
/// sources of \p SM.
bool checkGeneratedMsl(const MslCheck &Check, const MetalModule &Module,
                       llvm::StringRef MetalFileName,
                       const clang::SourceManager &SM,
                       DiagnosticReporter &Diags);

} // namespace metalify

#endif
