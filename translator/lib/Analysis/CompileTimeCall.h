//===- CompileTimeCall.h - Calls evaluated at compile time -----*- C++ -*-===//
//
// Part of metalify. A call of a constexpr function of the program whose
// arguments are constants (`cilog2(kWidth)`) is evaluated by the compiler,
// as nvcc evaluates it: it is not a call at run time. Such a call adds no
// edge to the device call graph (a recursive constexpr helper used only
// this way is legal MSL: Metal forbids run-time recursion) and the MSL has
// its value in its place (CompileTimeCallRewrite). One query serves the
// analysis and the rewrite, so they always agree.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_COMPILETIMECALL_H
#define METALIFY_ANALYSIS_COMPILETIMECALL_H

#include "llvm/ADT/APSInt.h"

#include <optional>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace metalify {

/// The value of \p S when it is a call, evaluated at compile time, of a
/// constexpr device function defined in the program, with an integer,
/// enumeration or bool result; none otherwise.
std::optional<llvm::APSInt> compileTimeValue(const clang::Stmt *S,
                                             const clang::ASTContext &Ctx);

} // namespace metalify

#endif
